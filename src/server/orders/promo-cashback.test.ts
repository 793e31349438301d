/**
 * Promo codes and cashback on the server: the check before the order and its refusals, the usage
 * limits under concurrent orders, the profile's list, the cashback credited once when an order is
 * done and given back when it is cancelled, the paid time and the send-receipt wish. Engine-neutral:
 * the postgres project runs it too, where concurrent orders really run side by side.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerPromo, Order, priceOrder, PromoOffer } from '../../contract/index.ts';
import type { Session } from '../storage/db.ts';
import { makeTempDir, removeDir } from '../../../tests/support/server/tenants/test-tenant.ts';
import {
  orderApp,
  pickupOrder,
  deliveryOrder,
  writeOrderTenant,
  ZONE_PRICE,
} from '../../../tests/support/server/orders/test-orders.ts';

const MERCHANT = 7;
/** The test clock starts on 2026-03-01. */
const live = { isActive: true, startDate: '2026-02-01T00:00:00Z', endDate: '2026-03-31T23:59:00Z' };
const promos = {
  items: [
    { id: 1, code: 'TEN', discountType: 'PERCENTAGE', productDiscount: 10, ...live },
    { id: 2, code: 'THREE', discountType: 'AMOUNT', productDiscount: 1000, maxUses: 3, ...live },
    { id: 3, code: 'ONCE', discountType: 'AMOUNT', productDiscount: 2000, maxUsesPerCustomer: 1, ...live },
    {
      id: 4,
      code: 'SOON',
      discountType: 'AMOUNT',
      productDiscount: 1000,
      ...live,
      startDate: '2026-04-01T00:00:00Z',
      endDate: '2026-05-01T00:00:00Z',
    },
    {
      id: 5,
      code: 'OLD',
      discountType: 'AMOUNT',
      productDiscount: 1000,
      ...live,
      startDate: '2025-01-01T00:00:00Z',
      endDate: '2026-01-01T00:00:00Z',
    },
    { id: 6, code: 'OFF', discountType: 'AMOUNT', productDiscount: 1000, ...live, isActive: false },
    { id: 7, code: 'SHIP', discountType: 'AMOUNT', deliveryDiscount: 50000, ...live },
    { id: 8, code: 'HALFSHIP', discountType: 'PERCENTAGE', deliveryDiscount: 50, minPrice: 40000, ...live },
    {
      id: 9,
      code: 'PAIR',
      discountType: 'AMOUNT',
      productDiscount: 500,
      maxUses: 5,
      maxUsesPerCustomer: 2,
      ...live,
    },
  ],
};

let root: string;
let app: Awaited<ReturnType<typeof orderApp>>;
let api: ReturnType<(typeof app)['api']>;

beforeAll(async () => {
  root = makeTempDir();
  app = await orderApp(
    [
      writeOrderTenant(root, MERCHANT, 'burger', {
        'promos.json': promos,
        'order-settings.json': { cashbackPercent: 5 },
      }),
    ],
    { devInbox: true },
  );
  api = app.api(MERCHANT);
});
afterAll(async () => {
  await app.server.close();
  removeDir(root);
});

const customer = (phone?: string) =>
  app.server.db.createSessionForTest(MERCHANT, phone ? { phone } : {}, app.clock.now());
const check = (session: Session, code: string) =>
  api('/orders/v1/promo/check', { token: session.token, body: { code } });
const place = (session: Session, body: object) => api('/orders/v1/orders', { token: session.token, body });
async function placed(session: Session, body: object): Promise<Order> {
  const reply = await place(session, body);
  expect(reply.status, JSON.stringify(reply.json)).toBe(200);
  return Order.parse(reply.json);
}
const setStatus = (id: number, status: string, isPaid?: boolean) =>
  api(`/dev/v1/orders/${id}/status`, { method: 'PUT', body: { status, isPaid } });
const balance = async (session: Session) =>
  ((await api('/users/v1/users/me', { token: session.token })).json as { cashback: number }).cashback;
async function giveBalance(session: Session, cashback: number) {
  await app.server.db.kysely
    .updateTable('users')
    .set({ cashback })
    .where('id', '=', session.user.id)
    .execute();
}

describe('the promo check', () => {
  it("answers the code's terms and the uses left, whatever the letter case", async () => {
    const me = await customer();
    const reply = await check(me, '  ten ');
    expect(reply.status).toBe(200);
    expect(PromoOffer.parse(reply.json)).toEqual({
      id: 1,
      code: 'TEN',
      discountType: 'PERCENTAGE',
      productDiscount: 10,
      deliveryDiscount: 0,
      minPrice: 0,
      startDate: live.startDate,
      endDate: live.endDate,
      usesLeft: null,
    });
    expect(((await check(me, 'PAIR')).json as PromoOffer).usesLeft).toBe(2);
    expect(((await check(me, 'THREE')).json as PromoOffer).usesLeft).toBe(3);
  });

  it("refuses with the spec's reasons, in ru, uz and eng", async () => {
    const me = await customer();
    const refusal = async (code: string) => {
      const reply = await check(me, code);
      expect(reply.status).toBe(400);
      return reply;
    };
    expect((await refusal('NOPE')).code).toBe('PROMO_NOT_FOUND');
    expect(await refusal('OFF')).toMatchObject({
      code: 'PROMO_NOT_ACTIVE',
      json: {
        description: {
          ru: 'Промокод не активен',
          uz: 'Promokod faol emas',
          eng: 'The promo code is not active',
        },
      },
    });
    expect((await refusal('SOON')).code).toBe('PROMO_NOT_STARTED');
    expect((await refusal('OLD')).code).toBe('PROMO_EXPIRED');
    expect((await check(me, '')).status).toBe(400);
    // A guest cannot check codes.
    expect((await api('/orders/v1/promo/check', { body: { code: 'TEN' } })).status).toBe(401);
  });
});

describe('promo limits', () => {
  it('never let concurrent orders go over the total', async () => {
    const customers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => customer()));
    const replies = await Promise.all(
      customers.map((session) => place(session, { ...pickupOrder, promoCode: 'THREE' })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = replies.filter((r) => r.status !== 200);
    expect(refused.map((r) => r.code)).toEqual(['PROMO_USED_UP', 'PROMO_USED_UP', 'PROMO_USED_UP']);
    expect(refused[0]?.json).toMatchObject({ description: { eng: 'The promo code has been used up' } });
    // The refused orders left nothing behind: no order, no use.
    expect((await app.server.db.promoUses.totals(MERCHANT)).get(2)).toBe(3);
    const latecomer = customers.find((_, i) => replies[i]?.status !== 200) as Session;
    expect((await check(latecomer, 'THREE')).code).toBe('PROMO_USED_UP');
  });

  it("never let one customer's concurrent orders go over the customer's limit", async () => {
    const me = await customer();
    const replies = await Promise.all([1, 2, 3].map(() => place(me, { ...pickupOrder, promoCode: 'ONCE' })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    expect(replies.filter((r) => r.status === 400).map((r) => r.code)).toEqual([
      'PROMO_CUSTOMER_LIMIT',
      'PROMO_CUSTOMER_LIMIT',
    ]);
    expect(await check(me, 'ONCE')).toMatchObject({ status: 400, code: 'PROMO_CUSTOMER_LIMIT' });
    // Another customer still has their use.
    expect((await check(await customer(), 'ONCE')).status).toBe(200);
  });

  it('give a use back when an order is cancelled, once', async () => {
    const me = await customer();
    const first = await placed(me, { ...pickupOrder, promoCode: 'PAIR' });
    await placed(me, { ...pickupOrder, promoCode: 'PAIR' });
    expect(await place(me, { ...pickupOrder, promoCode: 'PAIR' })).toMatchObject({
      code: 'PROMO_CUSTOMER_LIMIT',
    });
    expect((await setStatus(first.id, 'CANCELED')).status).toBe(200);
    expect((await setStatus(first.id, 'CANCELED')).status).toBe(200);
    expect(((await check(me, 'PAIR')).json as PromoOffer).usesLeft).toBe(1);
    await placed(me, { ...pickupOrder, promoCode: 'PAIR' });
    expect((await app.server.db.promoUses.ofCustomer(MERCHANT, me.user.id)).get(9)).toBe(2);
  });

  it("list the merchant's usable codes and the customer's used ones, with their state", async () => {
    const me = await customer();
    await placed(me, { ...pickupOrder, promoCode: 'ONCE' });
    const reply = await api('/orders/v1/promo/user', { token: me.token });
    expect(reply.status).toBe(200);
    const list = CustomerPromo.array().parse(reply.json);
    const byCode = new Map(list.map((p) => [p.code, p]));
    expect(byCode.get('ONCE')).toMatchObject({ state: 'USED_UP', used: 1, usesLeft: 0 });
    expect(byCode.get('TEN')).toMatchObject({ state: 'USABLE', used: 0, usesLeft: null });
    // Used up by the earlier test's customers: nobody may use it, and this customer never did.
    expect(byCode.has('THREE')).toBe(false);
    for (const hidden of ['SOON', 'OLD', 'OFF']) expect(byCode.has(hidden)).toBe(false);
    expect(list.at(-1)?.code).toBe('ONCE');
  });
});

describe('prices with a promo', () => {
  it('store what the shared pricing computes: delivery discounts capped at the delivery price', async () => {
    const me = await customer();
    const ship = await placed(me, { ...deliveryOrder, promoCode: 'SHIP' });
    expect(ship.totals).toMatchObject({ deliveryPrice: ZONE_PRICE, deliveryDiscount: ZONE_PRICE });
    const half = await placed(me, { ...deliveryOrder, promoCode: 'HALFSHIP' });
    expect(half.totals).toMatchObject({
      deliveryDiscount: ZONE_PRICE / 2,
      totalPrice: 57000 + ZONE_PRICE / 2,
    });
    // Pickup has no delivery to discount.
    const pickup = await placed(me, { ...pickupOrder, promoCode: 'SHIP' });
    expect(pickup.totals).toMatchObject({ deliveryDiscount: 0, totalPrice: 57000 });
    expect(pickup).toMatchObject({ promoId: 7, promoCode: 'SHIP' });
  });
});

describe('cashback', () => {
  it('is earned at the merchant rate and credited once, however often and concurrently the order is done', async () => {
    const me = await customer();
    await giveBalance(me, 1000);
    const order = await placed(me, { ...pickupOrder, promoCode: 'TEN', cashback: 1000 });
    const expected = priceOrder({
      items: order.cartItems,
      serviceType: 'PICK_UP',
      promo: { discountType: 'PERCENTAGE', productDiscount: 10, deliveryDiscount: 0, minPrice: 0 },
      cashback: 1000,
    });
    expect(order.totals?.totalPrice).toBe(expected.totalPrice);
    // 5 % of (57000 − 5700 − 1000) = 2515.
    expect(order.earnedCashback).toBe(2515);
    expect(await balance(me)).toBe(0);

    await Promise.all([
      setStatus(order.id, 'DONE'),
      setStatus(order.id, 'DONE'),
      setStatus(order.id, 'DONE'),
    ]);
    expect(await balance(me)).toBe(2515);
    await setStatus(order.id, 'DELIVERED');
    await setStatus(order.id, 'CLOSED');
    expect(await balance(me)).toBe(2515);
    // A done order cancelled afterwards keeps what it spent and earned (a back-office correction).
    await setStatus(order.id, 'CANCELED');
    expect(await balance(me)).toBe(2515);
  });

  it('spent on a cancelled order goes back once, and the order then earns nothing', async () => {
    const me = await customer();
    await giveBalance(me, 5000);
    const order = await placed(me, { ...pickupOrder, cashback: 5000 });
    expect(await balance(me)).toBe(0);
    await Promise.all([setStatus(order.id, 'CANCELED'), setStatus(order.id, 'CANCELED')]);
    expect(await balance(me)).toBe(5000);
    await setStatus(order.id, 'DONE');
    expect(await balance(me)).toBe(5000);
  });

  it('covering the whole order leaves nothing to pay: the order is stored paid, even an online one', async () => {
    const me = await customer();
    // The pickup order costs 57 000.
    await giveBalance(me, 57_000);
    const order = await placed(me, { ...pickupOrder, paymentType: 'CLICK', cashback: 57_000 });
    expect(order).toMatchObject({ isPaid: true, totals: { totalPrice: 0 } });
    expect(order.paidAt).toBe(new Date(app.clock.now()).toISOString());
  });

  it('refuses more than the balance, and earns nothing where the merchant gives no cashback', async () => {
    const me = await customer();
    await giveBalance(me, 100);
    expect(await place(me, { ...pickupOrder, cashback: 200 })).toMatchObject({
      status: 400,
      code: 'NOT_ENOUGH_CASHBACK',
    });
    const order = await placed(me, pickupOrder);
    expect(order.earnedCashback).toBe(2850);
  });
});

describe('the receipt', () => {
  it('keeps when the order was paid', async () => {
    const me = await customer();
    const order = await placed(me, pickupOrder);
    expect(order.paidAt).toBeNull();
    const paidAt = new Date(app.clock.now()).toISOString();
    expect((await setStatus(order.id, 'ACCEPTED', true)).json).toMatchObject({ isPaid: true, paidAt });
    app.clock.advance(60);
    // Marked paid again: still the first time.
    expect((await setStatus(order.id, 'DONE', true)).json).toMatchObject({ paidAt });
    expect((await setStatus(order.id, 'DONE', false)).json).toMatchObject({ isPaid: false, paidAt: null });
  });

  it("goes to the phone asked for, else the customer's own", async () => {
    const me = await customer('+998901112233');
    expect(
      await placed(me, { ...pickupOrder, sendCheque: true, sendChequePhone: '+998907776655' }),
    ).toMatchObject({
      sendCheque: true,
      sendChequePhone: '+998907776655',
    });
    expect(await placed(me, { ...pickupOrder, sendCheque: true })).toMatchObject({
      sendChequePhone: '+998901112233',
    });
    expect(await placed(me, { ...pickupOrder, sendChequePhone: '+998907776655' })).toMatchObject({
      sendCheque: false,
      sendChequePhone: null,
    });
    expect(await place(me, { ...pickupOrder, sendCheque: true, sendChequePhone: '12' })).toMatchObject({
      status: 400,
      code: 'VALIDATION',
    });
  });
});
