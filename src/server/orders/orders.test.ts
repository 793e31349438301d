import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order, priceOrder } from '../../contract/index.ts';
import type { Session } from '../storage/db.ts';
import { apiCaller } from '../../../tests/support/server/http/test-client.ts';
import {
  deliveryOrder,
  INSIDE_ZONE,
  orderApp,
  OUTSIDE_ZONE,
  pickupOrder,
  writeOrderTenant,
  ZONE_PRICE,
} from '../../../tests/support/server/orders/test-orders.ts';
import { makeTempDir, removeDir } from '../../../tests/support/server/tenants/test-tenant.ts';

const MERCHANT = 7;
const OTHER = 8;
let root: string;
let app: Awaited<ReturnType<typeof orderApp>>;
let api: ReturnType<typeof apiCaller>;
let me: Session;

beforeAll(async () => {
  root = makeTempDir();
  app = await orderApp([
    writeOrderTenant(root, MERCHANT, 'burger'),
    // A merchant whose payment-availability.json turns cash off on the web.
    writeOrderTenant(root, OTHER, 'pizza', {
      'payment-availability.json': {
        items: [
          {
            merchantId: OTHER,
            type: 'CASH',
            webEnabled: false,
            botEnabled: true,
            operatorEnabled: true,
            appEnabled: true,
            qrEnabled: false,
            isActive: true,
          },
        ],
      },
    }),
  ]);
  api = app.api(MERCHANT);
  me = await app.server.db.createSessionForTest(MERCHANT);
});
afterAll(async () => {
  await app.server.close();
  removeDir(root);
});

const place = (body: unknown, session: Session = me, path = '/orders/v1/orders') =>
  api(path, { token: session.token, body });

async function placed(body: unknown, session: Session = me) {
  const reply = await place(body, session);
  expect(reply.status, JSON.stringify(reply.json)).toBe(200);
  return Order.parse(reply.json);
}

const withItems = (cartItems: unknown[], base: object = pickupOrder) => ({ ...base, cartItems });

describe('placing an order', () => {
  it('recomputes every price from the catalogue, whatever the client sends', async () => {
    const order = await placed({
      ...pickupOrder,
      cartItems: [
        {
          product: { id: 100, count: 2, costPrice: 1, discount: 100 },
          modifications: [
            { id: 12, price: 0 },
            { id: 21, price: 0, groupId: 2 },
          ],
        },
        { product: { id: 101, count: 1, costPrice: 1 } },
      ],
      totals: {
        totalProductPrice: 1,
        totalProductDiscount: 0,
        totalPrice: 1,
        totalDiscount: 0,
        productPrice: 1,
        productDiscount: 0,
        productCount: 3,
        deliveryPrice: 0,
        deliveryDiscount: 0,
      },
      deliveryPrice: 0,
      status: 'DELIVERED',
      number: 999,
      merchantId: 12345,
      isPaid: true,
      injected: 'kept out',
    });
    const expected = priceOrder({
      serviceType: 'PICK_UP',
      items: [
        {
          product: { id: 100, count: 2, costPrice: 30000, discount: 10 },
          modifications: [
            { id: 12, price: 5000, count: 1 },
            { id: 21, price: 3000, count: 1 },
          ],
        },
        { product: { id: 101, count: 1, costPrice: 15000, discount: 0 }, modifications: [] },
      ],
    });
    // (30000 + 5000 + 3000) × 2 = 76000, 10 % off = 68400, plus 15000 fries.
    expect(expected.totalPrice).toBe(83400);
    expect(order.totals).toMatchObject({
      productPrice: expected.productPrice,
      productDiscount: expected.productDiscount,
      totalPrice: expected.totalPrice,
      productCount: 3,
      deliveryPrice: 0,
    });
    expect(order.cartItems[0]).toEqual({
      product: { id: 100, count: 2, costPrice: 30000, discount: 10 },
      modifications: [
        { id: 12, groupId: 1, price: 5000, count: 1 },
        { id: 21, groupId: 2, price: 3000, count: 1 },
      ],
    });
    expect(order).toMatchObject({ status: 'CREATED', merchantId: MERCHANT, branchId: 1, isPaid: false });
    expect(order.createdDate).toBe('2026-03-01T09:00:00.000Z');
    expect(order).not.toHaveProperty('injected');
    expect(order.number).not.toBe(999);

    const again = await api(`/orders/v1/orders/${order.id}`, { token: me.token });
    expect(Order.parse(again.json)).toEqual(order);
  });

  it('numbers orders 1, 2, 3... per merchant', async () => {
    const first = await placed(pickupOrder);
    const second = await placed(pickupOrder);
    expect(second.number).toBe(Number(first.number) + 1);
    const elsewhere = await app.server.db.createSessionForTest(OTHER);
    const reply = await app.api(OTHER)('/orders/v1/orders', {
      token: elsewhere.token,
      body: { ...pickupOrder, orderDevice: 'TELEGRAM_BOT' },
    });
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    expect(Order.parse(reply.json).number).toBe(1);
  });

  it('refuses products that are unknown, unavailable or not sold here', async () => {
    const cases = [
      withItems([{ product: { id: 999, count: 1, costPrice: 1 } }]),
      withItems([{ product: { id: 102, count: 1, costPrice: 20000 } }]),
      // Offered in the bot only; this order comes from the web.
      withItems([{ product: { id: 103, count: 1, costPrice: 20000 } }]),
      // Sold at branch 1 only.
      { ...withItems([{ product: { id: 104, count: 1, costPrice: 20000 } }], deliveryOrder) },
      withItems([{ product: { id: 105, count: 1, costPrice: 20000 } }], deliveryOrder),
    ];
    for (const body of cases) {
      const reply = await place(body);
      expect(reply, JSON.stringify(body.cartItems)).toMatchObject({
        status: 400,
        code: 'PRODUCT_NOT_AVAILABLE',
      });
    }
    const soldOut = await place(cases[1]);
    expect(soldOut.json).toMatchObject({
      description: { ru: 'Товар недоступен: Распродано', eng: 'Product not available: Sold out' },
    });
    expect((await place(withItems([{ product: { id: 104, count: 1, costPrice: 1 } }]))).status).toBe(200);
    expect((await place(withItems([]))).code).toBe('EMPTY_CART');
  });

  it('refuses modifications of another product and choices outside a group min/max', async () => {
    const burger = (modifications: unknown[]) =>
      withItems([{ product: { id: 100, count: 1, costPrice: 30000 }, modifications }]);
    const cases = [
      burger([]), // size is required
      burger([{ id: 11 }, { id: 12 }]), // one size only
      burger([{ id: 11 }, { id: 21 }, { id: 22 }, { id: 23 }]), // at most 2 extras
      burger([{ id: 11 }, { id: 999 }]), // not an option of the burger
      burger([{ id: 11, groupId: 2 }]), // in another group
      burger([{ id: 11 }, { id: 21 }, { id: 21 }]), // twice
      withItems([{ product: { id: 101, count: 1, costPrice: 1 }, modifications: [{ id: 11 }] }]),
    ];
    for (const body of cases) {
      const reply = await place(body);
      expect(reply, JSON.stringify(body.cartItems)).toMatchObject({
        status: 400,
        code: 'MODIFICATION_INVALID',
      });
    }
    expect((await place(burger([]))).json).toMatchObject({
      description: { eng: '"Size": choose from 1 to 1' },
    });
  });

  it('refuses a service type or payment type the merchant does not offer', async () => {
    expect(await place({ ...pickupOrder, serviceType: 'DINE_IN' })).toMatchObject({
      status: 400,
      code: 'SERVICE_TYPE_DISABLED',
    });
    expect((await place({ ...pickupOrder, serviceType: 'YANDEX_EATS' })).code).toBe('SERVICE_TYPE_DISABLED');
    for (const paymentType of ['PAYME', 'PAYNET', 'CLICK_MINI_APP']) {
      expect((await place({ ...pickupOrder, paymentType })).code, paymentType).toBe(
        'PAYMENT_TYPE_NOT_ALLOWED',
      );
    }
    expect((await place({ ...pickupOrder, orderDevice: 'OPERATOR' })).code).toBe('VALIDATION');
    // payment-availability.json turns cash off on the web at the other merchant, not in the bot.
    const elsewhere = await app.server.db.createSessionForTest(OTHER);
    const other = app.api(OTHER);
    const web = await other('/orders/v1/orders', { token: elsewhere.token, body: pickupOrder });
    expect(web.code).toBe('PAYMENT_TYPE_NOT_ALLOWED');
    const bot = await other('/orders/v1/orders', {
      token: elsewhere.token,
      body: { ...pickupOrder, orderDevice: 'TELEGRAM_BOT' },
    });
    expect(bot.status).toBe(200);
  });

  it('needs an active branch that takes the service type', async () => {
    expect(await place({ ...pickupOrder, branchId: 3 })).toMatchObject({
      status: 400,
      code: 'BRANCH_INACTIVE',
    });
    expect(await place({ ...pickupOrder, branchId: 2 })).toMatchObject({
      status: 400,
      code: 'BRANCH_SERVICE_DISABLED',
    });
    expect(await place({ ...pickupOrder, branchId: 77 })).toMatchObject({
      status: 400,
      code: 'BRANCH_NOT_FOUND',
    });
    expect(await place({ ...pickupOrder, branchId: null })).toMatchObject({
      status: 400,
      code: 'VALIDATION',
    });
    expect(await place({ ...deliveryOrder, branchId: 1 })).toMatchObject({ code: 'BRANCH_SERVICE_DISABLED' });
  });

  it('delivers inside a zone at its price from the nearest branch; needs an address', async () => {
    const order = await placed({ ...deliveryOrder, address: { ...deliveryOrder.address, extra: 'x' } });
    expect(order).toMatchObject({ branchId: 2, deliveryPrice: ZONE_PRICE });
    expect(order.address).not.toHaveProperty('extra');
    expect(order.totals?.totalPrice).toBe(27000 + 30000 + ZONE_PRICE);
    expect(order.address).toMatchObject({ ...INSIDE_ZONE, name: 'Home' });

    const outside = await place({ ...deliveryOrder, address: { ...OUTSIDE_ZONE } });
    expect(outside).toMatchObject({ status: 400, code: 'OUT_OF_SERVICE_ZONE' });
    expect(outside.json).toMatchObject({ description: { eng: 'Out of Service zone' } });
    expect(await place({ ...deliveryOrder, address: null })).toMatchObject({
      status: 400,
      code: 'VALIDATION',
    });
    // No coordinates: the contract's address needs them.
    expect((await place({ ...deliveryOrder, address: { name: 'Home' } })).status).toBe(400);
    // Pickup stores no delivery address or price, whatever is sent.
    const pickup = await placed({ ...pickupOrder, address: deliveryOrder.address, deliveryPrice: 50000 });
    expect(pickup).toMatchObject({ address: null, deliveryPrice: 0 });
  });

  it('applies a valid promo and refuses expired, unknown and below-minimum ones', async () => {
    const order = await placed({ ...pickupOrder, promoCode: 'spring' });
    // 27000 + 30000 = 57000, 10 % off.
    expect(order.totals).toMatchObject({ totalPrice: 51300, totalProductDiscount: 3000 + 5700 });
    expect(order).toMatchObject({ promoId: 1, promoCode: 'SPRING' });
    expect((await place({ ...pickupOrder, promoCode: 'WINTER' })).code).toBe('PROMO_EXPIRED');
    expect((await place({ ...pickupOrder, promoCode: 'NOPE' })).code).toBe('PROMO_NOT_FOUND');
    const big = await place({ ...pickupOrder, promoId: 3 });
    expect(big).toMatchObject({ code: 'PROMO_MIN_PRICE' });
    expect(big.json).toMatchObject({ description: { eng: 'Product price must be above 1000000' } });
  });

  it('spends cashback up to the balance, once', async () => {
    const rich = await app.server.db.createSessionForTest(MERCHANT);
    await app.server.db.kysely
      .updateTable('users')
      .set({ cashback: 10000 })
      .where('id', '=', rich.user.id)
      .execute();
    const order = await placed({ ...pickupOrder, cashback: 8000 }, rich);
    expect(order).toMatchObject({ cashback: 8000 });
    expect(order.totals?.totalPrice).toBe(57000 - 8000);
    const again = await place({ ...pickupOrder, cashback: 8000 }, rich);
    expect(again).toMatchObject({ status: 400, code: 'NOT_ENOUGH_CASHBACK' });
    const me2 = await api('/users/v1/users/me', { token: rich.token });
    expect(me2.json).toMatchObject({ cashback: 2000 });

    // The store checks the balance again inside its transaction (another request may have spent it).
    const { id: _id, number: _number, status: _status, isPaid: _isPaid, ...body } = order;
    const raced = await app.server.db.orders.place(
      {
        merchantId: MERCHANT,
        userId: rich.user.id,
        status: 'CREATED',
        serviceType: 'PICK_UP',
        paymentType: 'CASH',
        orderDevice: 'CLIENT_WEB',
        cashback: 5000,
        body,
      },
      Date.now(),
    );
    expect(raced.result).toEqual({ ok: false, reason: 'NOT_ENOUGH_CASHBACK' });
    expect((await api('/users/v1/users/me', { token: rich.token })).json).toMatchObject({ cashback: 2000 });
  });

  it('schedules an order only for a time ahead', async () => {
    const path = '/orders/v1/orders/at-time';
    expect(await place(pickupOrder, me, path)).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(await place({ ...pickupOrder, deliveryAt: '2026-03-01T08:00:00Z' }, me, path)).toMatchObject({
      status: 400,
      code: 'DELIVERY_TIME_NOT_FUTURE',
    });
    const reply = await place({ ...pickupOrder, deliveryAt: '2026-03-01T13:30:00Z' }, me, path);
    expect(reply.status).toBe(200);
    expect(Order.parse(reply.json)).toMatchObject({
      status: 'AT_TIME',
      deliveryAt: '2026-03-01T13:30:00Z',
      atTime: '2026-03-01T13:30:00Z',
    });
  });

  it('needs a token', async () => {
    expect(await api('/orders/v1/orders', { body: pickupOrder })).toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
    });
    expect((await api('/orders/v1/orders/at-time', { body: pickupOrder })).status).toBe(401);
  });
});
