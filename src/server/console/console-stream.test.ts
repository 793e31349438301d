/**
 * The console's live orders stream: a new order and its moves reach the board as they happen, only
 * for staff who may see them.
 */
import { describe, expect, it } from 'vitest';
import { ConsoleOrderEvent } from '../../contract/console-stream.ts';
import { consoleAppForFile, MERCHANT } from '../../../tests/support/server/console/test-console.ts';
import { deliveryOrder } from '../../../tests/support/server/orders/test-orders.ts';
import { sseReader } from '../../../tests/support/server/orders/test-sse.ts';

const app = consoleAppForFile();

const connect = (token: string) =>
  app.server.app.request('/api/console/v1/orders/events', {
    headers: { merchant: String(MERCHANT), authorization: `Bearer ${token}` },
  });

async function board(token: string) {
  const response = await connect(token);
  expect(response.status).toBe(200);
  const events = sseReader(response);
  expect((await events.next()).event).toBe('ready');
  return events;
}

describe('the console orders stream', () => {
  it('tells the board of a new order and of its acceptance', async () => {
    const events = await board(app.tokens.MANAGER);
    const order = await app.place();
    const created = ConsoleOrderEvent.parse(JSON.parse((await events.next()).data));
    expect(created).toMatchObject({ orderId: order.id });
    const accepted = await app.console(`/console/v1/orders/${order.id}/accept`, {
      token: app.tokens.OWNER,
      body: { minutes: 15 },
    });
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
    const event = await events.next();
    expect(event.event).toBe('order');
    expect(ConsoleOrderEvent.parse(JSON.parse(event.data))).toMatchObject({
      orderId: order.id,
      status: 'ACCEPTED',
    });
    await events.cancel();
  });

  it("keeps an operator to their branches: another branch's order is not told, their own is", async () => {
    const desk = await board(app.tokens.DRIVER_DESK);
    const counter = await board(app.tokens.OPERATOR);
    const atBranchOne = await app.place();
    expect(ConsoleOrderEvent.parse(JSON.parse((await counter.next()).data)).orderId).toBe(atBranchOne.id);
    // The desk's first event is a later order at its own branch, not the one at branch 1.
    const atBranchTwo = await app.place(deliveryOrder);
    expect(atBranchTwo.branchId).toBe(2);
    expect(ConsoleOrderEvent.parse(JSON.parse((await desk.next()).data)).orderId).toBe(atBranchTwo.id);
    await desk.cancel();
    await counter.cancel();
  });

  it('refuses a customer token and no token; shutdown ends the board', async () => {
    expect((await connect(app.customer.token)).status).toBe(401);
    expect(
      (
        await app.server.app.request('/api/console/v1/orders/events', {
          headers: { merchant: String(MERCHANT) },
        })
      ).status,
    ).toBe(401);
    const events = await board(app.tokens.OWNER);
    app.server.endStreams();
    await events.ended();
  });
});
