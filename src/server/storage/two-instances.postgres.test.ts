/**
 * Two API instances on one PostgreSQL database, as a deployment on two machines runs: everything a
 * customer does on one is seen by the other (sessions, sign-in codes and their tries, limits, order
 * numbers, idempotency keys) and a status change made through one reaches a live stream held by the
 * other. Each instance has its own connection pool and its own LISTEN connection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponse, Order } from '../../contract/index.ts';
import type { StorefrontApp } from '../app.ts';
import { lastCode } from '../../../tests/support/server/http/test-client.ts';
import { pickupOrder } from '../../../tests/support/server/orders/test-orders.ts';
import { sseReader } from '../../../tests/support/server/orders/test-sse.ts';
import { twoInstances, type TwoInstances } from '../../../tests/support/server/storage/two-instances.ts';
import { relayWatch } from '../../../tests/support/server/notifications/test-bot.ts';

const MERCHANT = 7;
let both: TwoInstances;
let a: StorefrontApp;
let b: StorefrontApp;
let apiA: TwoInstances['apiA'];
let apiB: TwoInstances['apiB'];
let log: TwoInstances['log'];
let clock: TwoInstances['clock'];
const relayA = relayWatch();
const relayB = relayWatch();

beforeAll(async () => {
  const relays = [relayA, relayB];
  both = await twoInstances(MERCHANT, (n) => ({ telegram: { onRelayed: relays[n]?.onRelayed } }));
  ({ a, b, apiA, apiB, log, clock } = both);
});
afterAll(() => both.close());

let phones = 0;
const phone = () => `+99893${String(1_000_000 + ++phones)}`;

async function signInAcross(): Promise<LoginResponse> {
  const number = phone();
  expect((await apiA('/users/v1/auth/code', { body: { phone: number } })).status).toBe(200);
  const login = await apiB('/users/v1/auth/login', {
    body: { phone: number, code: lastCode(log.lines, number) },
  });
  expect(login.status).toBe(200);
  return LoginResponse.parse(login.json);
}

describe('two instances on one PostgreSQL', () => {
  it('a code sent by one signs in on the other, and the session works on both', async () => {
    const { token, user } = await signInAcross();
    expect((await apiA('/users/v1/users/me', { token })).json).toMatchObject({ id: user.id });
    expect((await apiB('/users/v1/users/me', { token })).json).toMatchObject({ id: user.id });
    expect((await apiA('/users/v1/users/logout', { method: 'POST', token })).status).toBe(200);
    expect((await apiB('/users/v1/users/me', { token })).status).toBe(401);
  });

  it("counts a code's tries across instances: five in all, wherever they land", async () => {
    const number = phone();
    await apiA('/users/v1/auth/code', { body: { phone: number } });
    const right = lastCode(log.lines, number);
    const wrong = right === '000000' ? '111111' : '000000';
    const codes = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const api = attempt % 2 === 0 ? apiA : apiB;
      codes.push((await api('/users/v1/auth/login', { body: { phone: number, code: wrong } })).code);
    }
    expect(codes).toEqual(['WRONG_CODE', 'WRONG_CODE', 'WRONG_CODE', 'WRONG_CODE', 'TOO_MANY_ATTEMPTS']);
    expect((await apiB('/users/v1/auth/login', { body: { phone: number, code: right } })).code).toBe(
      'TOO_MANY_ATTEMPTS',
    );
  });

  it('the resend pause holds across instances', async () => {
    const number = phone();
    expect((await apiA('/users/v1/auth/code', { body: { phone: number } })).status).toBe(200);
    expect((await apiB('/users/v1/auth/code', { body: { phone: number } })).code).toBe('RESEND_THROTTLED');
  });

  it('orders placed at once on both get distinct numbers, one after another', async () => {
    const customers = await Promise.all(
      [1, 2, 3, 4].map(() => a.db.createSessionForTest(MERCHANT, {}, clock.now())),
    );
    const replies = await Promise.all(
      Array.from({ length: 24 }, (_, n) => {
        const api = n % 2 === 0 ? apiA : apiB;
        const customer = customers[n % customers.length];
        return api('/orders/v1/orders', { token: customer?.token, body: pickupOrder });
      }),
    );
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
    const numbers = replies.map((r) => Number(Order.parse(r.json).number)).sort((x, y) => x - y);
    expect(new Set(numbers).size).toBe(24);
    expect((numbers.at(-1) ?? 0) - (numbers[0] ?? 0)).toBe(23);
  });

  it('20 parallel creates with one Idempotency-Key, on both instances, give one order', async () => {
    const me = await b.db.createSessionForTest(MERCHANT, {}, clock.now());
    const key = `checkout-${Date.now()}`;
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        (n % 2 === 0 ? apiA : apiB)('/orders/v1/orders', {
          token: me.token,
          body: pickupOrder,
          headers: { 'idempotency-key': key },
        }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
    const ids = new Set(replies.map((r) => Order.parse(r.json).id));
    expect(ids.size).toBe(1);
    const history = await apiA(`/orders/v1/orders/user/${me.user.id}?page=0&size=10`, { token: me.token });
    expect(history.json).toMatchObject({ totalElements: 1 });
    // The same key with another body is refused, on either instance.
    const other = await apiB('/orders/v1/orders', {
      token: me.token,
      body: { ...pickupOrder, comment: 'changed' },
      headers: { 'idempotency-key': key },
    });
    expect(other).toMatchObject({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('a status changed through one instance reaches the live stream the other holds', async () => {
    const me = await a.db.createSessionForTest(MERCHANT, {}, clock.now());
    const placed = await apiB('/orders/v1/orders', { token: me.token, body: pickupOrder });
    const order = Order.parse(placed.json);
    const response = await a.app.request('/api/orders/v1/orders/events', {
      headers: { merchant: String(MERCHANT), authorization: `Bearer ${me.token}` },
    });
    const events = sseReader(response);
    expect((await events.next()).event).toBe('ready');
    await apiB(`/dev/v1/orders/${order.id}/status`, { method: 'PUT', body: { status: 'COOKING' } });
    const event = await events.next(5000);
    expect(event.event).toBe('order');
    expect(JSON.parse(event.data)).toMatchObject({ orderId: order.id, status: 'COOKING' });
    await events.cancel();
  });

  it("records a Mini App order's status change for the bot chat once, though both instances hear it", async () => {
    const { token, user } = await signInAcross();
    await a.db.users.setTelegramId(user.id, 777_123_456, clock.now());
    const placed = await apiA('/orders/v1/orders', { token, body: pickupOrder });
    const order = Order.parse(placed.json);
    expect(
      (await apiB(`/dev/v1/orders/${order.id}/status`, { method: 'PUT', body: { status: 'ACCEPTED' } }))
        .status,
    ).toBe(200);
    // Both relays had their chance: still one message.
    await Promise.all([relayA.handled(order.id, 'ACCEPTED'), relayB.handled(order.id, 'ACCEPTED')]);
    const sent = ((await apiA('/dev/v1/bot-messages')).json as { orderId: number }[]).filter(
      (m) => m.orderId === order.id,
    );
    expect(sent).toEqual([
      expect.objectContaining({ chatId: '777123456', text: `Заказ №${order.number}: подтверждён` }),
    ]);
  });
});
