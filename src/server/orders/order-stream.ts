/**
 * The live order status stream: `GET /api/orders/v1/orders/events` as Server-Sent Events, one stream
 * per signed-in customer (bearer token and merchant header, like every WITH_TOKEN call).
 *
 * - Every status change of the customer's orders is an event `order` whose id is the order_events
 *   row id; a client that reconnects with `Last-Event-ID` (header, or `lastEventId` in the query for
 *   clients that cannot set headers) first gets what it missed from that table, then live events.
 * - Live events come from the storage event bus: on PostgreSQL a status changed by any instance
 *   reaches a customer whose stream another instance holds (LISTEN/NOTIFY).
 * - A comment line every `heartbeatMs` keeps proxies from closing an idle stream.
 * - On shutdown every stream ends cleanly (`closeAll`), so the drain does not wait for them and the
 *   client reconnects, with its Last-Event-ID, to an instance that is still up.
 *
 * Not part of the contract's endpoint table: that table describes JSON answers; this one streams.
 */
import type { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { CourierStatus, OrderStatus } from '../../contract/index.ts';
import { ORDER_STREAM_PATH, type OrderStreamEvent } from '../../contract/order-stream.ts';
import { requireSession } from '../http/auth.ts';
import { fieldError } from '../base/api-error.ts';
import type { Limits } from '../base/limits.ts';
import type { StorefrontDb } from '../storage/db.ts';
import type { StorageEvent } from '../storage/events.ts';
import { resolveTenant } from '../tenants/resolve-tenant.ts';
import type { TenantRegistry } from '../tenants/tenant-registry.ts';
import { ORDER_EVENT_TOPIC, type OrderEvent } from './orders-store.ts';
import { API_BASE } from '../http/api-routes.ts';
import { LiveStreams } from '../http/live-streams.ts';

export { ORDER_STREAM_PATH };

/** An order event as it travels on the bus (JSON through NOTIFY: outside input, so checked). */
export const BusOrderEvent = z.object({
  id: z.number().int().positive(),
  merchantId: z.number().int(),
  userId: z.number().int(),
  orderId: z.number().int(),
  status: OrderStatus,
  isPaid: z.boolean(),
  courierStatus: CourierStatus.nullable().default(null),
  at: z.number(),
});

const LastEventId = z.coerce.number().int().nonnegative();

export interface OrderStreamOptions {
  db: StorefrontDb;
  tenants: TenantRegistry;
  limits: Limits;
  now: () => number;
  /** Default 15 s: below the 30-60 s idle time-outs of common proxies. */
  heartbeatMs?: number;
}

/** The order events of one customer: `true` when the bus event is theirs. */
const isFor = (event: OrderEvent, merchantId: number, userId: number) =>
  event.merchantId === merchantId && event.userId === userId;

/** What the client receives: the order's id, status, payment and courier state, and when it changed. */
const wireData = (event: OrderEvent) =>
  JSON.stringify({
    orderId: event.orderId,
    status: event.status,
    isPaid: event.isPaid,
    courierStatus: event.courierStatus,
    at: event.at,
  } satisfies OrderStreamEvent);

/**
 * Registers the stream on the app (before the API's catch-all) and answers a function that ends
 * every open stream, for shutdown.
 */
export function registerOrderStream(app: Hono, options: OrderStreamOptions): () => void {
  const streams = new LiveStreams();
  const heartbeatMs = options.heartbeatMs ?? 15_000;

  app.get(`${API_BASE}${ORDER_STREAM_PATH}`, async (c) => {
    const tenant = resolveTenant(c.req.header('merchant'), undefined, options.tenants);
    const authorization = c.req.header('authorization');
    const session = await requireSession(options.db, authorization, tenant, options.now(), options.limits);
    const merchantId = tenant.id;
    const userId = session.user.id;
    // Without a Last-Event-ID the client has just read the orders through the API: it wants what
    // happens from now on, not the history again.
    const rawLast = c.req.header('last-event-id') ?? c.req.query('lastEventId');
    const last = LastEventId.safeParse(
      rawLast ?? (await options.db.orders.latestEventId(merchantId, userId)),
    );
    if (!last.success) {
      throw fieldError('Last-Event-ID', { kind: 'format' });
    }

    c.header('cache-control', 'no-store');
    // Proxies that buffer (nginx) would hold events back.
    c.header('x-accel-buffering', 'no');
    return streamSSE(c, (stream) => {
      let lastSent = last.data;
      const send = async (event: OrderEvent) => {
        if (event.id <= lastSent) return;
        lastSent = event.id;
        await stream.writeSSE({ id: String(event.id), event: 'order', data: wireData(event) });
      };
      return streams.run<OrderEvent>(stream, {
        // Heard before the replay, so nothing committed in between is missed (ids dedupe).
        listen: (push) =>
          options.db.events.subscribe(({ topic, payload }: StorageEvent) => {
            if (topic !== ORDER_EVENT_TOPIC) return;
            const parsed = BusOrderEvent.safeParse(payload);
            if (parsed.success && isFor(parsed.data, merchantId, userId)) push(parsed.data);
          }),
        start: async () => {
          // Tells the client the stream is live (and which id it starts after).
          await stream.writeSSE({ event: 'ready', data: JSON.stringify({ after: lastSent }) });
          for (;;) {
            const missed = await options.db.orders.eventsAfter(merchantId, userId, lastSent);
            for (const event of missed) await send(event);
            if (missed.length < 100) break;
          }
        },
        send,
        heartbeatMs,
        // Each beat looks at the session again: a customer who logged out (here or on another
        // device) or whose session expired stops receiving events within one beat.
        onBeat: (end) => {
          requireSession(options.db, authorization, tenant, options.now(), options.limits).catch(end);
        },
      });
    });
  });

  return () => streams.endAll();
}
