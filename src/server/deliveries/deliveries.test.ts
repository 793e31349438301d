import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Courier, haversineKm, Order, TariffResponse } from '../../contract/index.ts';
import type { Session } from '../storage/db.ts';
import { makeTempDir, removeDir } from '../../../tests/support/server/tenants/test-tenant.ts';
import {
  deliveryOrder,
  INSIDE_ZONE,
  orderApp,
  orderCatalogue,
  orderSettingsWeb,
  OUTSIDE_ZONE,
  pickupOrder,
  roundTheClockBranches,
  writeOrderTenant,
  ZONE_PRICE,
} from '../../../tests/support/server/orders/test-orders.ts';
import { roadKm } from './tariff-quote.ts';

const MERCHANT = 7;
/** A merchant that does not deliver. */
const NO_DELIVERY = 8;
const TARIFF_ID = 11;
const MIN_ORDER = 40_000;
const FREE_ABOVE = 150_000;
const BRANCH_2 = { latitude: 41.35, longitude: 69.29 };
const MINUTE_S = 60;

/** The order catalogue plus a product with two left (106) and an express product (107). */
const catalogue = {
  ...orderCatalogue,
  products: [
    ...orderCatalogue.products,
    { id: 106, categoryId: 10, costPrice: 10_000, name: { ru: 'Последние', eng: 'Last two' }, count: 2 },
    {
      id: 107,
      categoryId: 10,
      costPrice: 20_000,
      expressPrice: 25_000,
      enabledExpress: true,
      name: { ru: 'Экспресс', eng: 'Express box' },
    },
  ],
};

/** Branch 2 also takes express orders. */
function branchesWithExpress(id: number, sub: string) {
  const { items } = roundTheClockBranches(id, sub);
  return {
    items: items.map((b) =>
      b.id === 2 ? { ...b, settings: { deliveryEnabled: true, expressEnabled: true } } : b,
    ),
  };
}

let root: string;
let app: Awaited<ReturnType<typeof orderApp>>;
let me: Session;
let stranger: Session;

beforeAll(async () => {
  root = makeTempDir();
  app = await orderApp(
    [
      writeOrderTenant(root, MERCHANT, 'burger', {
        'catalogue.json': catalogue,
        'branches.json': branchesWithExpress(MERCHANT, 'burger'),
        'delivery-tariffs.json': {
          roundingStep: 500,
          items: [{ id: TARIFF_ID, kind: 'ZONE', minOrderPrice: MIN_ORDER, freeAbove: FREE_ABOVE }],
        },
      }),
      writeOrderTenant(root, NO_DELIVERY, 'cafe', {
        'catalogue.json': catalogue,
        'branches.json': branchesWithExpress(NO_DELIVERY, 'cafe'),
        'settings-web.json': { ...orderSettingsWeb, deliveryActive: false },
      }),
    ],
    { devInbox: true },
  );
  me = await app.server.db.createSessionForTest(MERCHANT, {}, app.clock.now());
  stranger = await app.server.db.createSessionForTest(MERCHANT, {}, app.clock.now());
});
afterAll(async () => {
  await app.server.close();
  removeDir(root);
});

const api = (path: string, options: Parameters<ReturnType<typeof app.api>>[1] = {}) =>
  app.api(MERCHANT)(path, { token: me.token, ...options });
const tariff = (body: object, session: Session | null = me) =>
  app.api(MERCHANT)('/deliveries/v1/delivery/tariff/client/calculate', {
    token: session?.token,
    body: { productPrice: 57_000, branchId: 2, ...INSIDE_ZONE, ...body },
  });
const place = (body: object, path = '/orders/v1/orders') => api(path, { body });
async function placed(body: object, path?: string) {
  const reply = await place(body, path);
  expect(reply.status, JSON.stringify(reply.json)).toBe(200);
  return Order.parse(reply.json);
}
const burgers = (count: number) => [
  { product: { id: 100, count, costPrice: 30000 }, modifications: [{ id: 11 }] },
];

describe('the tariff call', () => {
  it("answers the server's price with what the checkout shows", async () => {
    const reply = await tariff({ distance: 0.1 });
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    expect(TariffResponse.parse(reply.json)).toEqual({
      price: ZONE_PRICE,
      deliveryTariffId: TARIFF_ID,
      // Measured by the server, whatever the request says.
      distance: roadKm(BRANCH_2, INSIDE_ZONE),
      regionId: 1,
      minOrderPrice: MIN_ORDER,
      freeAbove: FREE_ABOVE,
      free: false,
      outOfZone: false,
    });
  });

  it('is free once the products reach the threshold', async () => {
    expect((await tariff({ productPrice: FREE_ABOVE })).json).toMatchObject({ price: 0, free: true });
  });

  it('refuses a point outside the zones, with the spec text', async () => {
    const reply = await tariff(OUTSIDE_ZONE);
    expect(reply).toMatchObject({ status: 400, code: 'OUT_OF_SERVICE_ZONE' });
    expect(reply.json).toMatchObject({ description: { eng: 'Out of Service zone' } });
  });

  it('refuses an unknown branch, an inactive one and one that does not deliver', async () => {
    expect((await tariff({ branchId: 99 })).code).toBe('BRANCH_NOT_FOUND');
    expect((await tariff({ branchId: 3 })).code).toBe('BRANCH_INACTIVE');
    expect((await tariff({ branchId: 1 })).code).toBe('BRANCH_SERVICE_DISABLED');
  });

  it('needs a token', async () => {
    expect((await tariff({}, null)).status).toBe(401);
  });
});

describe('a delivery order', () => {
  it("is accepted inside the zone with the server's price, tariff and distance", async () => {
    const order = await placed({
      ...deliveryOrder,
      deliveryPrice: 1,
      deliveryTariffId: 999,
      distance: 0,
    });
    expect(order).toMatchObject({
      branchId: 2,
      deliveryPrice: ZONE_PRICE,
      deliveryTariffId: TARIFF_ID,
      distance: roadKm(BRANCH_2, INSIDE_ZONE),
      status: 'CREATED',
    });
    // 27,000 burger + 30,000 fries + delivery.
    expect(order.totals).toMatchObject({ deliveryPrice: ZONE_PRICE, totalPrice: 57_000 + ZONE_PRICE });
    // The same price the tariff call showed.
    expect((await tariff({ productPrice: 57_000 })).json).toMatchObject({ price: order.deliveryPrice });
  });

  it('is refused outside the zone', async () => {
    const reply = await place({ ...deliveryOrder, address: { ...deliveryOrder.address, ...OUTSIDE_ZONE } });
    expect(reply).toMatchObject({ status: 400, code: 'OUT_OF_SERVICE_ZONE' });
  });

  it('is refused below the delivery minimum amount', async () => {
    const reply = await place({
      ...deliveryOrder,
      cartItems: [{ product: { id: 101, count: 1, costPrice: 1 } }],
    });
    expect(reply).toMatchObject({ status: 400, code: 'DELIVERY_MIN_AMOUNT' });
    expect(reply.json).toMatchObject({
      description: { eng: 'Delivery minimum amount: 40000' },
      details: { minPrice: 40_000 },
    });
  });

  it('is delivered free above the threshold', async () => {
    // 6 burgers at 27,000 = 162,000.
    const order = await placed({ ...deliveryOrder, cartItems: burgers(6) });
    expect(order).toMatchObject({ deliveryPrice: 0, totals: { totalPrice: 162_000 } });
  });

  it('at a set time is stored as scheduled, priced the same', async () => {
    const deliveryAt = new Date(app.clock.now() + 2 * 3600_000).toISOString();
    const order = await placed({ ...deliveryOrder, deliveryAt }, '/orders/v1/orders/at-time');
    expect(order).toMatchObject({ status: 'AT_TIME', deliveryAt, deliveryPrice: ZONE_PRICE, later: true });
  });
});

describe('stock', () => {
  it('refuses more than a product has left, counting all its lines, naming it', async () => {
    const line = (count: number) => ({ product: { id: 106, count, costPrice: 1 } });
    const reply = await place({ ...pickupOrder, cartItems: [...pickupOrder.cartItems, line(1), line(2)] });
    expect(reply).toMatchObject({ status: 400, code: 'NOT_ENOUGH_PRODUCTS' });
    expect(reply.json).toMatchObject({
      details: { max: 2 },
      description: {
        eng: 'Not enough products! Maximum amount: 2 ("Last two")',
        ru: 'Недостаточно товара! Максимальное количество: 2 («Последние»)',
      },
    });
    expect((await place({ ...pickupOrder, cartItems: [line(2)] })).status).toBe(200);
  });
});

describe('express delivery', () => {
  const express = { ...deliveryOrder, serviceType: 'EXPRESS_24', branchId: 2 };
  const box = (count: number) => [{ product: { id: 107, count, costPrice: 1 } }];

  it('prices lines with the express price, delivery included', async () => {
    const order = await placed({ ...express, cartItems: box(2) });
    expect(order.cartItems[0]?.product).toMatchObject({ id: 107, costPrice: 25_000 });
    expect(order).toMatchObject({
      serviceType: 'EXPRESS_24',
      deliveryPrice: ZONE_PRICE,
      totals: { totalPrice: 50_000 + ZONE_PRICE },
    });
  });

  it('finds the nearest branch with express, past a nearer one without', async () => {
    // On branch 4 (Samarkand), which delivers but has no express.
    const point = 'lat=39.654&lon=66.975';
    const closest = (type: string) =>
      api(`/users/v1/branches/merchant/${MERCHANT}/closest?${point}&type=${type}`, { token: undefined });
    expect(await closest('DELIVERY')).toMatchObject({ status: 200, json: { id: 4 } });
    expect(await closest('EXPRESS_24')).toMatchObject({ status: 200, json: { id: 2 } });
  });

  it('sells only express products, from branches with express, at merchants that deliver', async () => {
    expect((await place({ ...express, cartItems: burgers(2) })).code).toBe('PRODUCT_NOT_AVAILABLE');
    expect((await place({ ...express, branchId: 4, cartItems: box(2) })).code).toBe(
      'BRANCH_SERVICE_DISABLED',
    );
    const cafe = await app.server.db.createSessionForTest(NO_DELIVERY, {}, app.clock.now());
    const refused = await app.api(NO_DELIVERY)('/orders/v1/orders', {
      token: cafe.token,
      body: { ...express, cartItems: box(2) },
    });
    expect(refused.code).toBe('SERVICE_TYPE_DISABLED');
  });
});

describe('the courier of an order', () => {
  const courier = (orderId: number, session: Session = me) =>
    app.api(MERCHANT)(`/deliveries/v1/delivery/courier/${orderId}`, { token: session.token });
  const setStatus = (orderId: number, body: object) =>
    api(`/dev/v1/orders/${orderId}/status`, { method: 'PUT', body });

  it('is assigned by the status switch and drives with the clock, seen only by the owner', async () => {
    const order = await placed(deliveryOrder);
    expect(await courier(order.id)).toMatchObject({ status: 404, code: 'COURIER_NOT_ASSIGNED' });

    expect((await setStatus(order.id, { status: 'COOKING' })).status).toBe(200);
    const waiting = Courier.parse((await courier(order.id)).json);
    expect(waiting).toMatchObject({ orderId: order.id, courierStatus: 'PERFORMER_FOUND', ...BRANCH_2 });
    expect(waiting.name).toEqual(expect.any(String));
    expect(waiting.phone).toMatch(/^\+998\d{9}$/);

    const onWay = await setStatus(order.id, { status: 'ON_WAY' });
    expect(onWay.json).toMatchObject({ courierStatus: 'PERFORMER_PICKUPED', courierId: waiting.id });
    const start = Courier.parse((await courier(order.id)).json);
    expect(start).toMatchObject({ courierStatus: 'PERFORMER_PICKUPED', ...BRANCH_2 });
    expect(start.route?.[0]).toEqual([BRANCH_2.latitude, BRANCH_2.longitude]);

    app.clock.advance(5 * MINUTE_S);
    const moving = Courier.parse((await courier(order.id)).json);
    expect(moving.courierStatus).toBe('PERFORMER_PICKUPED');
    const driven = haversineKm(BRANCH_2, { latitude: moving.latitude!, longitude: moving.longitude! });
    // 5 minutes at 25 km/h.
    expect(driven).toBeCloseTo(25 / 12, 1);
    expect(Date.parse(moving.updatedAt!)).toBe(app.clock.now());
    expect(Date.parse(moving.arrivesAt!)).toBeGreaterThan(app.clock.now());

    // Another customer learns nothing, not even that the order exists.
    expect(await courier(order.id, stranger)).toMatchObject({ status: 404, code: 'ORDER_NOT_FOUND' });

    app.clock.advance(60 * MINUTE_S);
    expect((await courier(order.id)).json).toMatchObject({
      courierStatus: 'PERFORMER_ARRIVED',
      ...INSIDE_ZONE,
    });

    await setStatus(order.id, { status: 'DELIVERED' });
    expect((await courier(order.id)).json).toMatchObject({ courierStatus: 'PERFORMER_DELIVERED_FINISH' });

    // Each courier status the switch set is an order event.
    const events = await app.server.db.orders.eventsAfter(MERCHANT, me.user.id, 0, 1000);
    expect(events.filter((e) => e.orderId === order.id).map((e) => [e.status, e.courierStatus])).toEqual([
      ['CREATED', null],
      ['COOKING', 'PERFORMER_FOUND'],
      ['ON_WAY', 'PERFORMER_PICKUPED'],
      ['DELIVERED', 'PERFORMER_DELIVERED_FINISH'],
    ]);
  });

  it('drives at the speed the switch asks for', async () => {
    const order = await placed(deliveryOrder);
    await setStatus(order.id, { status: 'ON_WAY', courierKmh: 600 });
    app.clock.advance(MINUTE_S);
    expect((await courier(order.id)).json).toMatchObject({ courierStatus: 'PERFORMER_ARRIVED' });
  });

  it('a pickup order has no courier', async () => {
    const order = await placed(pickupOrder);
    await setStatus(order.id, { status: 'ON_WAY' });
    expect((await courier(order.id)).code).toBe('COURIER_NOT_ASSIGNED');
  });
});
