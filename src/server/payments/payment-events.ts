/** Publishing what a payment move did to its order, so the storefront's live status follows. */
import { ORDER_EVENT_TOPIC } from '../orders/orders-store.ts';
import type { StorefrontDb } from '../storage/db.ts';
import type { PaymentMove } from './payment-store.ts';

/** Publishes the order event a move recorded (paid, or unpaid again), if it recorded one. */
export async function publishMove(db: StorefrontDb, move: PaymentMove): Promise<void> {
  if (move.event) await db.events.publish({ topic: ORDER_EVENT_TOPIC, payload: move.event });
}
