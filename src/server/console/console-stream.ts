/**
 * The console's live orders stream (contract/console-stream.ts): every new order and every change of
 * the merchant's orders, for a signed-in staff member who may see orders, as Server-Sent Events.
 *
 * - Events come from the storage event bus, so a change made on any instance reaches a board held by
 *   this one (PostgreSQL: LISTEN/NOTIFY).
 * - An operator limited to branches hears only their branches' orders (the order's branch is read
 *   once per order and kept for the stream's life).
 * - No resuming after a missed event: a board that (re)connects reads the list again on `ready`.
 * - A heartbeat keeps proxies from closing an idle stream and checks the session again: a member
 *   signed out or removed stops hearing within one beat. On shutdown every stream ends.
 */
import type { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import {
  CONSOLE_ORDER_EVENT,
  CONSOLE_ORDER_STREAM_PATH,
  CONSOLE_STREAM_READY_EVENT,
  type ConsoleOrderEvent,
} from '../../contract/console-stream.ts';
import { staffSeesBranch } from '../../contract/staff.ts';
import type { Limits } from '../base/limits.ts';
import { API_BASE } from '../http/api-routes.ts';
import { LiveStreams } from '../http/live-streams.ts';
import { BusOrderEvent } from '../orders/order-stream.ts';
import { ORDER_EVENT_TOPIC } from '../orders/orders-store.ts';
import type { StorefrontDb } from '../storage/db.ts';
import type { StorageEvent } from '../storage/events.ts';
import { resolveTenant } from '../tenants/resolve-tenant.ts';
import type { TenantRegistry } from '../tenants/tenant-registry.ts';
import { requireStaff } from './staff-auth.ts';

export interface ConsoleStreamOptions {
  db: StorefrontDb;
  tenants: TenantRegistry;
  limits: Limits;
  now: () => number;
  /** Default 15 s: below the 30-60 s idle time-outs of common proxies. */
  heartbeatMs?: number;
}

export function registerConsoleStream(app: Hono, options: ConsoleStreamOptions): () => void {
  const streams = new LiveStreams();
  const heartbeatMs = options.heartbeatMs ?? 15_000;

  app.get(`${API_BASE}${CONSOLE_ORDER_STREAM_PATH}`, async (c) => {
    const tenant = resolveTenant(c.req.header('merchant'), undefined, options.tenants);
    const check = {
      tenant,
      authorization: c.req.header('authorization'),
      db: options.db,
      services: { now: options.now, limits: options.limits },
    };
    const session = await requireStaff(check, 'orders');
    const limited = session.staff.role === 'OPERATOR' && session.staff.branchIds.length > 0;
    const branchOf = new Map<number, number | null>();
    /** Whether the member may see the order (its branch read once). */
    const sees = async (orderId: number): Promise<boolean> => {
      if (!limited) return true;
      if (!branchOf.has(orderId))
        branchOf.set(orderId, (await options.db.orders.find(orderId))?.order.branchId ?? null);
      return staffSeesBranch(session.staff, branchOf.get(orderId));
    };

    c.header('cache-control', 'no-store');
    // Proxies that buffer (nginx) would hold events back.
    c.header('x-accel-buffering', 'no');
    return streamSSE(c, (stream) =>
      streams.run<ConsoleOrderEvent>(stream, {
        listen: (push) =>
          options.db.events.subscribe(({ topic, payload }: StorageEvent) => {
            if (topic !== ORDER_EVENT_TOPIC) return;
            const parsed = BusOrderEvent.safeParse(payload);
            if (!parsed.success || parsed.data.merchantId !== tenant.id) return;
            const { orderId, status, isPaid, courierStatus, at } = parsed.data;
            push({ orderId, status, isPaid, courierStatus, at });
          }),
        start: () => stream.writeSSE({ event: CONSOLE_STREAM_READY_EVENT, data: '{}' }),
        send: async (event) => {
          if (await sees(event.orderId)) {
            await stream.writeSSE({ event: CONSOLE_ORDER_EVENT, data: JSON.stringify(event) });
          }
        },
        heartbeatMs,
        onBeat: (end) => void requireStaff(check, 'orders').catch(end),
      }),
    );
  });

  return () => streams.endAll();
}
