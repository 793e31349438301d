/**
 * Receipts by SMS (spec: the order's sendCheque and sendChequePhone): once an order that asked for
 * one is paid, or done (DONE, DELIVERED or CLOSED) whichever comes first, one receipt SMS goes to
 * sendChequePhone (the customer's own phone when none was typed), in the customer's language,
 * through the outbox.
 *
 * Every instance hears every order event (storage/events.ts), and an event may be heard twice; the
 * receipt's row is keyed by the order (sms_outbox.idempotency_key), so one is written, by whichever
 * instance gets there first, and only that instance's sender is woken for it. A cancelled order gets
 * none. An event missed while PostgreSQL's listening connection was down is not replayed: that
 * order's receipt is then not sent (the live status stream replays from order_events, receipts do not).
 */
import { z } from 'zod';
import { BackendLanguage, OrderStatus } from '../../contract/index.ts';
import type { Logger } from '../base/logger.ts';
import { ORDER_EVENT_TOPIC } from '../orders/orders-store.ts';
import type { StorefrontDb } from '../storage/db.ts';
import type { StorageEvent } from '../storage/events.ts';
import type { TenantRegistry } from '../tenants/tenant-registry.ts';
import type { SmsService } from './sms-service.ts';
import { smsLanguage } from './sms-texts.ts';

/** The part of an order event read here (orders-store.ts OrderEvent). */
const BusEvent = z.object({
  merchantId: z.number().int(),
  userId: z.number().int(),
  orderId: z.number().int(),
  status: OrderStatus,
  isPaid: z.boolean(),
});

/** Statuses of an order that was handed over: its receipt is due even if it was never marked paid. */
const DONE_STATUSES: readonly OrderStatus[] = ['DONE', 'DELIVERED', 'CLOSED'];

/** Writes the receipt of an order the event says is paid or done, if it asked for one. */
export async function receiptFor(
  payload: unknown,
  deps: { db: StorefrontDb; tenants: TenantRegistry; sms: SmsService },
): Promise<boolean> {
  const parsed = BusEvent.safeParse(payload);
  if (!parsed.success) return false;
  const event = parsed.data;
  if (event.status === 'CANCELED' || !(event.isPaid || DONE_STATUSES.includes(event.status))) return false;
  const tenant = deps.tenants.byId(event.merchantId);
  if (!tenant) return false;
  const stored = await deps.db.orders.find(event.orderId);
  if (!stored || stored.merchantId !== tenant.id || !stored.order.sendCheque) return false;
  const user = await deps.db.users.byId(event.merchantId, event.userId);
  const phone = stored.order.sendChequePhone ?? user?.phone;
  if (!phone) return false;
  const language = smsLanguage(
    BackendLanguage.safeParse(user?.language).data ??
      BackendLanguage.safeParse(tenant.data.settingsWeb.mainLanguage).data,
  );
  return deps.sms.enqueueReceipt(tenant, stored.order, phone, language);
}

/** Listens to order events and writes receipts; answers the function that stops listening. */
export function relayReceipts(
  db: StorefrontDb,
  tenants: TenantRegistry,
  sms: SmsService,
  log: Logger,
): () => void {
  return db.events.subscribe(({ topic, payload }: StorageEvent) => {
    if (topic !== ORDER_EVENT_TOPIC || !sms.active) return;
    receiptFor(payload, { db, tenants, sms }).catch((error: unknown) => {
      if (db.closed) return;
      log.warn(`[sms] receipt not written: ${error instanceof Error ? error.message : String(error)}`);
    });
  });
}
