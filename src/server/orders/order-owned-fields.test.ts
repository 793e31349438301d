import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order } from '../../contract/index.ts';
import { makeTempDir, removeDir } from '../../../tests/support/server/tenants/test-tenant.ts';
import {
  deliveryOrder,
  orderApp,
  pickupOrder,
  writeOrderTenant,
} from '../../../tests/support/server/orders/test-orders.ts';

/** Without order-settings.json: no service fee. */
const PLAIN = 7;
/** A 7,000 fee, waived from 60,000 of products; its delivery zone lies in city 2. */
const FEE = 8;
/** A 3,000 fee whatever the order costs. */
const FLAT_FEE = 9;

let root: string;
let app: Awaited<ReturnType<typeof orderApp>>;

/** The zone of writeOrderTenant, written again with a city. */
const zoneInCity2 = {
  items: [
    {
      id: 1,
      cityId: 2,
      price: 12_000,
      polygon: [
        [41.3, 69.2],
        [41.4, 69.2],
        [41.4, 69.3],
        [41.3, 69.2],
      ],
    },
  ],
};

beforeAll(async () => {
  root = makeTempDir();
  app = await orderApp([
    writeOrderTenant(root, PLAIN, 'plain'),
    writeOrderTenant(root, FEE, 'fee', {
      'order-settings.json': {
        isServiceFeeEnabled: true,
        isServiceFeeFreeAboveThreshold: true,
        serviceFeeThreshold: 60_000,
        serviceFeeAmount: 7_000,
      },
      'regions.json': zoneInCity2,
    }),
    writeOrderTenant(root, FLAT_FEE, 'flat', {
      'order-settings.json': {
        isServiceFeeEnabled: true,
        isServiceFeeFreeAboveThreshold: false,
        serviceFeeThreshold: 1,
        serviceFeeAmount: 3_000,
      },
    }),
  ]);
});
afterAll(async () => {
  await app.server.close();
  removeDir(root);
});

async function placed(merchant: number, body: object): Promise<Order> {
  const { token } = await app.server.db.createSessionForTest(merchant);
  const reply = await app.api(merchant)('/orders/v1/orders', { token, body });
  expect(reply.status, JSON.stringify(reply.json)).toBe(200);
  const order = Order.parse(reply.json);
  // What is stored is what was answered.
  const stored = await app.api(merchant)(`/orders/v1/orders/${order.id}`, { token });
  expect(Order.parse(stored.json)).toEqual(order);
  return order;
}

/** What a client might try to set for itself. */
const claims = { servicePrice: 0, waiterId: 42, cityId: 2 };
/** Burger 27,000 + two fries 30,000 = 57,000 of products; one more fries passes 60,000. */
const bigger = {
  ...pickupOrder,
  cartItems: [...pickupOrder.cartItems, { product: { id: 101, count: 1, costPrice: 1 } }],
};

describe('fields the server owns', () => {
  it('takes the service price from the order settings, never from the client', async () => {
    const below = await placed(FEE, { ...pickupOrder, ...claims });
    expect(below.servicePrice).toBe(7_000);
    // Paid with the order: in the total, as the checkout shows it.
    expect(below.totals?.totalPrice).toBe(64_000);
    expect((await placed(FEE, { ...bigger, servicePrice: 99 })).servicePrice).toBe(0);
    expect((await placed(FLAT_FEE, { ...bigger, ...claims })).servicePrice).toBe(3_000);
    expect((await placed(PLAIN, { ...pickupOrder, servicePrice: 5_000 })).servicePrice).toBeNull();
  });

  it('never keeps a waiter the client names', async () => {
    expect((await placed(PLAIN, { ...pickupOrder, ...claims })).waiterId).toBeNull();
    expect((await placed(FEE, { ...deliveryOrder, ...claims })).waiterId).toBeNull();
  });

  it("takes the city from the pickup branch, or from the delivery address's zone", async () => {
    // Branch 1 is in city 1; the client says 2.
    expect((await placed(PLAIN, { ...pickupOrder, ...claims })).cityId).toBe(1);
    // The zone names city 2 (its nearest branch, 2, is in city 1); the client says 1.
    const zoned = await placed(FEE, { ...deliveryOrder, cityId: 1 });
    expect(zoned).toMatchObject({ cityId: 2, branchId: 2 });
    // A zone without a city: the branch's.
    expect((await placed(PLAIN, { ...deliveryOrder, cityId: 2 })).cityId).toBe(1);
  });
});

describe('the Telegram account of an order', () => {
  it("is the customer's linked account, never the one the body claims", async () => {
    const claimed = { ...pickupOrder, telegramId: 424242 };
    // A web customer with no linked Telegram account: the claim is dropped.
    expect((await placed(PLAIN, claimed)).telegramId).toBeNull();

    // A customer whose Telegram account was linked (with checked init data) gets that one.
    const linked = await app.server.db.createSessionForTest(PLAIN);
    await app.server.db.users.setTelegramId(linked.user.id, 777_000_111, app.clock.now());
    const reply = await app.api(PLAIN)('/orders/v1/orders', { token: linked.token, body: claimed });
    expect(Order.parse(reply.json).telegramId).toBe(777_000_111);
  });
});
