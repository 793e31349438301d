/**
 * Events between server instances (today: order status changes for the live status stream). On
 * SQLite there is one instance per database file, so an in-process emitter is the whole story; on
 * PostgreSQL every instance LISTENs on one channel and a publish is a NOTIFY, so a customer whose
 * stream is held by another instance hears about a change made here.
 *
 * Publish after the change has committed: a listener that reads the database on an event must find it.
 * Topics the database announces itself (order-events-announce.ts: a trigger NOTIFYs at the commit)
 * are not published again on PostgreSQL.
 *
 * Where the time of a change on one instance reaching a stream on another goes (bench:api's live
 * status row, two servers on one PostgreSQL, 10 clients ordering meanwhile, a machine at load 7 on
 * 2 cores): no poll, batch, timer or debounce is on the way. p50/p95 in ms: the request reaching the
 * handler 6/52, the handler to its commit 51/166 (session, order read, the transaction's
 * statements, each a round trip that waits its turn among the requests being served), the commit to
 * the NOTIFY heard on the other instance 8/52 (a publish after the commit, its own round trip:
 * removed by the trigger), heard to written on the stream 4/23. Idle, the whole is 15-30 ms.
 */
import { EventEmitter } from 'node:events';
import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import type { Logger } from '../base/logger.ts';
import type { Database } from './schema.ts';

/** One event: a topic and a small JSON payload (PostgreSQL caps a NOTIFY at 8000 bytes). */
export interface StorageEvent {
  topic: string;
  payload: unknown;
}

export type EventListener = (event: StorageEvent) => void;

/** Publishes and delivers events, across instances where the engine can. */
export interface EventBus {
  publish(event: StorageEvent): Promise<void>;
  /** Starts delivering events to the listener; the returned function stops it. */
  subscribe(listener: EventListener): () => void;
  close(): Promise<void>;
}

/**
 * The channel every instance listens on. NOTIFY reaches every session of the database, so the
 * channel names the schema: deployments (or test runs) sharing one database in separate schemas
 * never hear each other's events.
 */
export const EVENT_CHANNEL_PREFIX = 'storefront_events.';
const channelOf = (schema: string) => `${EVENT_CHANNEL_PREFIX}${schema}`;
const EVENT = 'event';

/** Events within this process (SQLite: one instance per database). */
export function localEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: async (event) => {
      emitter.emit(EVENT, event);
    },
    subscribe: (listener) => {
      emitter.on(EVENT, listener);
      return () => emitter.off(EVENT, listener);
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

function parseEvent(text: string | undefined): StorageEvent | undefined {
  try {
    const value: unknown = JSON.parse(text ?? '');
    if (typeof value === 'object' && value !== null && 'topic' in value && typeof value.topic === 'string') {
      return { topic: value.topic, payload: 'payload' in value ? value.payload : undefined };
    }
  } catch {
    // Not ours: another program may NOTIFY on the same channel name.
  }
  return undefined;
}

/**
 * Events through PostgreSQL LISTEN/NOTIFY. The listening connection is its own client (a pooled one
 * would be handed to queries); when it drops, it reconnects with a growing pause, and events sent
 * meanwhile are missed, which is why the stream also replays from the order_events table.
 */
export async function postgresEventBus(
  db: Kysely<Database>,
  connectionString: string,
  log: Logger,
  announced: ReadonlySet<string> = new Set(),
): Promise<EventBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const schema = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const channel = channelOf(schema.rows[0]?.schema ?? 'public');
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = 500;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel !== channel) return;
      const event = parseEvent(message.payload);
      if (event) emitter.emit(EVENT, event);
    });
    next.on('error', (error) => {
      log.warn(`[events] listening connection lost: ${error.message}`);
      void next.end().catch(() => undefined);
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
    retryMs = 500;
  };

  const scheduleReconnect = () => {
    client = undefined;
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: unknown) => {
        log.warn(`[events] reconnect failed: ${error instanceof Error ? error.message : String(error)}`);
        retryMs = Math.min(retryMs * 2, 30_000);
        scheduleReconnect();
      });
    }, retryMs);
    retry.unref();
  };

  await connect();
  return {
    publish: async (event) => {
      // Sent by the database at the commit already: a second NOTIFY would be a duplicate.
      if (announced.has(event.topic)) return;
      await sql`SELECT pg_notify(${channel}, ${JSON.stringify(event)})`.execute(db);
    },
    subscribe: (listener) => {
      emitter.on(EVENT, listener);
      return () => emitter.off(EVENT, listener);
    },
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      emitter.removeAllListeners();
      await client?.end().catch(() => undefined);
    },
  };
}
