/**
 * On PostgreSQL the database itself announces every order_events row (a status change for a
 * customer's live stream) on the event bus's channel: a trigger NOTIFYs inside the transaction that
 * writes the row, and PostgreSQL delivers it to every listening instance when that transaction
 * commits.
 *
 * Why not a NOTIFY sent by the server after its commit (as before): measured with `bench:api`'s live
 * status row (two servers, 10 clients ordering), that publish was a further round trip after the
 * commit, queued behind the requests the instance was serving: commit → heard on the other
 * instance took p50 8 ms, p95 52 ms, a quarter of the whole change → stream time at p95. The trigger
 * sends at the commit itself, with no statement of its own. It also keeps guarantees a later publish
 * could not: an event is announced exactly when its row is committed (never for a rolled-back change,
 * never missed when the process stops between the commit and the publish), and notifications reach
 * listeners in commit order.
 *
 * The bus (events.ts) therefore does not publish these topics again on PostgreSQL; on SQLite there is
 * one instance per file and the in-process publish after the commit is the whole story.
 */
import { sql, type Transaction } from 'kysely';
import { EVENT_CHANNEL_PREFIX } from './events.ts';

/** The topic of the order_events rows, as the live streams and relays hear them. */
export const ORDER_EVENTS_TOPIC = 'order';

/** Topics PostgreSQL announces itself (a trigger on the table that records them). */
export const DATABASE_ANNOUNCED_TOPICS: ReadonlySet<string> = new Set([ORDER_EVENTS_TOPIC]);

/**
 * Creates the trigger (PostgreSQL only). Its payload is the event as the server published it
 * (orders/orders-store.ts OrderEvent, checked by the streams on arrival); the channel names the
 * schema of the writing session, as the bus's does, so schemas sharing a database stay apart.
 */
export async function announceOrderEvents(db: Transaction<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION order_events_announce() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify(
        ${sql.lit(EVENT_CHANNEL_PREFIX)} || current_schema(),
        json_build_object(
          'topic', ${sql.lit(ORDER_EVENTS_TOPIC)},
          'payload', json_build_object(
            'id', NEW.id,
            'merchantId', NEW.merchant_id,
            'userId', NEW.user_id,
            'orderId', NEW.order_id,
            'status', NEW.status,
            'isPaid', NEW.is_paid <> 0,
            'courierStatus', NEW.courier_status,
            'at', NEW.created_at
          )
        )::text
      );
      RETURN NULL;
    END
    $$`.execute(db);
  await sql`
    CREATE TRIGGER order_events_announce AFTER INSERT ON order_events
    FOR EACH ROW EXECUTE FUNCTION order_events_announce()`.execute(db);
}
