import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardAdded, Order, SavedCard } from '../../../contract/index.ts';
import { orderSettingsWeb } from '../../../../tests/support/server/orders/test-orders.ts';
import { makeTempDir, removeDir } from '../../../../tests/support/server/tenants/test-tenant.ts';
import {
  cardApp,
  cardOrder,
  SMS_CODE,
  TEST_CARD,
  writeCardTenant,
} from '../../../../tests/support/server/payments/cards/test-cards.ts';

const MERCHANT = 7;
let root: string;
let app: Awaited<ReturnType<typeof cardApp>>;

beforeAll(async () => {
  root = makeTempDir();
  app = await cardApp([
    writeCardTenant(root, MERCHANT, 'burger', {
      'settings-web.json': { ...orderSettingsWeb, cardActive: true, cancelOrderActive: true },
    }),
  ]);
});
afterAll(async () => {
  await app.server.close();
  removeDir(root);
});

const call = (path: string, options: Parameters<ReturnType<typeof app.api>>[1] = {}) =>
  app.api(MERCHANT)(path, options);

describe('cancelling an order paid with a saved card', () => {
  it('cancels its Payme receipt: the money goes back and the order says refunded, once', async () => {
    const { token } = await app.server.db.createSessionForTest(MERCHANT, {}, app.clock.now());
    const added = CardAdded.parse((await call('/payments/v1/cards', { token, body: TEST_CARD })).json);
    const card = SavedCard.parse(
      (await call(`/payments/v1/cards/${added.card.id}/verify`, { token, body: { code: SMS_CODE } })).json,
    );
    const order = Order.parse((await call('/orders/v1/orders', { token, body: cardOrder })).json);
    const paid = await call(`/payments/v1/cards/pay/${order.id}`, { token, body: { cardId: card.id } });
    expect(Order.parse(paid.json).isPaid).toBe(true);

    const cancelled = await call(`/orders/v1/orders/${order.id}/cancel`, {
      token,
      body: { reason: 'TOO_LONG' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
    expect(Order.parse(cancelled.json)).toMatchObject({
      status: 'CANCELED',
      isPaid: false,
      refundState: 'REFUNDED',
    });
    const transactions = await app.server.db.payments.forOrder(MERCHANT, order.id);
    // receipts.cancel made Payme cancel the merchant API's transaction too, as a refund (reason 5).
    expect(transactions.map((tx) => [tx.provider, tx.state, tx.reason])).toEqual([
      ['CARD', 'REFUNDED', null],
      ['PAYME', 'REFUNDED', 5],
    ]);
    // A second cancel is refused and refunds nothing more.
    expect(
      (await call(`/orders/v1/orders/${order.id}/cancel`, { token, body: { reason: 'TOO_LONG' } })).status,
    ).toBe(409);
  });
});
