/**
 * Receipts by SMS (sendCheque, sendChequePhone): an order paid online, or a cash order once done,
 * sends one receipt to the phone the customer gave, in the customer's language, through the outbox;
 * once, however often the order's events are heard; none for an order that did not ask for one.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Order } from '../../contract/index.ts';
import type { StorefrontApp } from '../app.ts';
import { startDemoGateways, type DemoGateways } from '../dev/fake-gateways/start-demo-gateways.ts';
import { apiCaller, testClock } from '../../../tests/support/server/http/test-client.ts';
import { ORDER_EVENT_TOPIC, type OrderEvent } from '../orders/orders-store.ts';
import { pickupOrder } from '../../../tests/support/server/orders/test-orders.ts';
import { clickSignString, type ClickSignedFields } from '../payments/click/click-sign.ts';
import { clickCredentials } from '../../../tests/support/server/payments/test-payments.ts';
import { makeTempDir, removeDir } from '../../../tests/support/server/tenants/test-tenant.ts';
import { featureApp } from '../../../tests/support/server/test-app.ts';
import { receiptFor } from './receipt-relay.ts';
import {
  ESKIZ_MERCHANT,
  PLAY_MERCHANT,
  fakeAccounts,
  newPhone,
  receivedBy,
  writeSmsTenants,
} from '../../../tests/support/server/sms/test-sms.ts';

const clock = testClock();
let root: string;
let fakes: DemoGateways;
let app: StorefrontApp;

beforeAll(async () => {
  root = makeTempDir();
  fakes = await startDemoGateways({
    eskiz: { ...fakeAccounts.eskiz, now: clock.now },
    playMobile: { ...fakeAccounts.playMobile, now: clock.now },
  });
  app = await featureApp({ tenantDirs: writeSmsTenants(root), now: clock.now, sms: { urls: fakes.urls } });
});
afterAll(async () => {
  await app.close();
  await fakes.stop();
  removeDir(root);
});

const api = (merchant: number) => apiCaller(app.app, merchant);

/** A new customer's pickup order (57 000 so'm) with these fields. */
async function order(merchant: number, fields: Record<string, unknown>, language?: string) {
  const phone = newPhone();
  const session = await app.db.createSessionForTest(merchant, { phone }, clock.now());
  if (language) await app.db.users.setLanguage(session.user.id, language, clock.now());
  const reply = await api(merchant)('/orders/v1/orders', {
    token: session.token,
    body: { ...pickupOrder, ...fields },
  });
  expect(reply.status, JSON.stringify(reply.json)).toBe(200);
  return { order: Order.parse(reply.json), phone };
}

/** Click's prepare and complete for the order, signed as Click signs them: the order is paid. */
async function payWithClick(orderId: number): Promise<void> {
  const base = {
    click_trans_id: String(8_000_000 + orderId),
    service_id: String(clickCredentials.serviceId),
    click_paydoc_id: String(9_000_000 + orderId),
    merchant_trans_id: String(orderId),
    amount: '57000.00',
    error: '0',
    error_note: 'Success',
    sign_time: '2026-03-01 14:00:00',
  };
  const post = async (path: string, fields: ClickSignedFields & Record<string, string>) => {
    const response = await app.app.request(`/api/payments/v1/click/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...fields,
        sign_string: clickSignString(fields, clickCredentials.secretKey),
      }),
    });
    const answer = (await response.json()) as { error: number; merchant_prepare_id?: number };
    expect(answer.error).toBe(0);
    return answer;
  };
  const prepared = await post('prepare', { ...base, action: '0' });
  await post('complete', { ...base, action: '1', merchant_prepare_id: String(prepared.merchant_prepare_id) });
}

/** The order's receipt rows once the relay has heard its events (PostgreSQL delivers them a moment later). */
async function receiptRows(merchant: number, phone: string, count: number) {
  await vi.waitFor(async () => {
    const rows = (await app.sms.store.list(merchant)).filter(
      (row) => row.phone === phone && row.kind === 'receipt',
    );
    expect(rows).toHaveLength(count);
  });
  await app.sms.drain();
  return (await app.sms.store.list(merchant)).filter((row) => row.phone === phone && row.kind === 'receipt');
}

/** Moves an order's status as the merchant's staff would, and publishes the event. */
async function setStatus(orderId: number, status: 'DONE' | 'CANCELED' | 'ACCEPTED'): Promise<OrderEvent> {
  const { event } = await app.db.orders.setStatus(orderId, status, undefined, clock.now());
  if (!event) throw new Error('no event');
  await app.db.events.publish({ topic: ORDER_EVENT_TOPIC, payload: event });
  return event;
}

describe('receipts by SMS', () => {
  it('an order paid online with sendCheque sends one receipt to sendChequePhone, once', async () => {
    const chequePhone = newPhone();
    const { order: placed } = await order(ESKIZ_MERCHANT, {
      paymentType: 'CLICK',
      sendCheque: true,
      sendChequePhone: chequePhone,
    });
    expect(receivedBy(fakes, chequePhone)).toEqual([]);
    await payWithClick(placed.id);
    const [row] = await receiptRows(ESKIZ_MERCHANT, chequePhone, 1);
    expect(row).toMatchObject({
      status: 'sent',
      gateway: 'ESKIZ',
      idempotency_key: `receipt:${ESKIZ_MERCHANT}:${placed.id}`,
    });
    expect(receivedBy(fakes, chequePhone).map((sms) => sms.text)).toEqual([
      `Тест burger: чек по заказу №${placed.number}. Итого: 57 000 сум. Спасибо!`,
    ]);

    // Heard again (another instance, a repeated event), and done later: still the one receipt.
    const done = await setStatus(placed.id, 'DONE');
    expect(await receiptFor(done, { db: app.db, tenants: app.tenants, sms: app.sms })).toBe(false);
    expect(await receiptFor(done, { db: app.db, tenants: app.tenants, sms: app.sms })).toBe(false);
    await receiptRows(ESKIZ_MERCHANT, chequePhone, 1);
    expect(receivedBy(fakes, chequePhone)).toHaveLength(1);
  });

  it("a cash order's receipt goes when it is done, to the customer's own phone, in the customer's language", async () => {
    const { order: placed, phone } = await order(PLAY_MERCHANT, { sendCheque: true }, 'uz');
    expect(placed.sendChequePhone).toBe(phone);
    await setStatus(placed.id, 'ACCEPTED');
    expect(await app.sms.store.list(PLAY_MERCHANT)).toEqual([]);
    await setStatus(placed.id, 'DONE');
    await receiptRows(PLAY_MERCHANT, phone, 1);
    expect(receivedBy(fakes, phone).map((sms) => sms.text)).toEqual([
      `Test cafe: ${placed.number}-buyurtma cheki. Jami: 57 000 so'm. Rahmat!`,
    ]);
  });

  it('none for an order that did not ask for one, nor for a cancelled one', async () => {
    const { order: plain, phone } = await order(ESKIZ_MERCHANT, { paymentType: 'CLICK' });
    await payWithClick(plain.id);
    const { order: cancelled, phone: other } = await order(ESKIZ_MERCHANT, { sendCheque: true });
    await setStatus(cancelled.id, 'CANCELED');
    // Let the events be heard before looking.
    const { order: marker, phone: markerPhone } = await order(ESKIZ_MERCHANT, { sendCheque: true });
    await setStatus(marker.id, 'DONE');
    await receiptRows(ESKIZ_MERCHANT, markerPhone, 1);
    expect(receivedBy(fakes, phone)).toEqual([]);
    expect(receivedBy(fakes, other)).toEqual([]);
  });
});
