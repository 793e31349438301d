/**
 * After the run, with the server stopped: the database against what the clients were told.
 *
 * - lost: an acknowledged order that is not stored as answered (missing, another customer, another
 *   number), or one stored order answered to two different keys (one of those requests has none);
 * - duplicates: a stored order that no key's stored answer names (made outside the key's one-time
 *   work), a key whose stored answer is another order than the one acknowledged for it, a key the
 *   server refused that still made an order, a repeat answered with another order, and an order
 *   number given twice at the merchant (a unique constraint forbids it; it is read anyway, so a
 *   migration that loses the constraint shows here).
 *
 * Orders of calls that never got an answer, even on the retry, are counted apart (unacknowledged):
 * the customer would see them in the history, so they are neither lost nor duplicates. Last, the
 * stored count must be the acknowledged plus the unacknowledged ones.
 */
import { openDatabase } from '../../src/server/database.ts';
import { storedOrderId } from './answers.ts';
import type { LevelRun } from './load.ts';

export interface LevelCheck {
  /** Orders stored (the level has the database to itself). */
  stored: number;
  /** Distinct orders the clients were acknowledged. */
  acknowledged: number;
  unacknowledged: number;
  lost: number;
  duplicates: number;
  /** Repeats answered with the first answer's order. */
  repeatsSame: number;
  /** Each kind of problem, with a few examples. */
  problems: Record<string, { count: number; examples: string[] }>;
}

interface StoredRow {
  id: number;
  userId: number | null;
  number: number;
}

/** Counts problems by kind, keeping the first few examples of each. */
function problemLog() {
  const problems: LevelCheck['problems'] = {};
  const add = (kind: string, example: string) => {
    const entry = (problems[kind] ??= { count: 0, examples: [] });
    entry.count++;
    if (entry.examples.length < 5) entry.examples.push(example);
  };
  const count = (...kinds: string[]) => kinds.reduce((sum, kind) => sum + (problems[kind]?.count ?? 0), 0);
  return { problems, add, count };
}

function checkLevel(
  run: LevelRun,
  userIds: readonly number[],
  orders: readonly StoredRow[],
  keyOrders: ReadonlyMap<string, number | undefined>,
): LevelCheck {
  const { problems, add, count } = problemLog();
  const byId = new Map(orders.map((order) => [order.id, order]));
  const numberUses = new Map<number, number>();
  for (const order of orders) numberUses.set(order.number, (numberUses.get(order.number) ?? 0) + 1);

  // What each key was told: its order, or else how its last call ended (a refusal, or nothing).
  const ackedByKey = new Map<string, { id: number; number: number; userId: number }>();
  const lastFailure = new Map<string, 'rejected' | 'no-answer'>();
  for (const sent of run.sent) {
    const { outcome } = sent;
    if (outcome.kind !== 'ok') {
      lastFailure.set(sent.key, outcome.kind);
      continue;
    }
    const earlier = ackedByKey.get(sent.key);
    if (earlier && earlier.id !== outcome.id)
      add('one key answered with two orders', `${sent.key}: ${earlier.id} then ${outcome.id}`);
    ackedByKey.set(sent.key, {
      id: outcome.id,
      number: outcome.number,
      userId: userIds[sent.customer] ?? -1,
    });
  }

  const keysOfOrder = new Map<number, string[]>();
  for (const [key, acked] of ackedByKey) {
    keysOfOrder.set(acked.id, [...(keysOfOrder.get(acked.id) ?? []), key]);
    const stored = byId.get(acked.id);
    if (!stored) add('acknowledged order missing', `order ${acked.id} (key ${key})`);
    else if (stored.userId !== acked.userId || stored.number !== acked.number)
      add(
        'acknowledged order stored otherwise',
        `order ${acked.id}: number ${stored.number}, user ${stored.userId}`,
      );
    if (keyOrders.has(key) && keyOrders.get(key) !== acked.id)
      add('key stored with another order', `${key}: acknowledged ${acked.id}, stored ${keyOrders.get(key)}`);
  }
  for (const [id, keys] of keysOfOrder)
    if (keys.length > 1) add('one order acknowledged to two keys', `order ${id}: ${keys.join(', ')}`);

  const keyed = new Set([...keyOrders.values()].filter((id) => id !== undefined));
  let unacknowledged = 0;
  for (const [key, failure] of lastFailure) {
    const made = keyOrders.get(key);
    if (ackedByKey.has(key) || made === undefined) continue;
    if (failure === 'no-answer') unacknowledged++;
    else add('refused key made an order', `${key}: order ${made}`);
  }
  for (const order of orders) {
    if (!keyed.has(order.id)) add('order without its key', `order ${order.id} number ${order.number}`);
    if ((numberUses.get(order.number) ?? 0) > 1)
      add('order number given twice', `number ${order.number} (order ${order.id})`);
  }
  let repeatsSame = 0;
  for (const repeat of run.repeats) {
    if (repeat.outcome.kind !== 'ok') continue;
    if (repeat.outcome.id === repeat.firstId) repeatsSame++;
    else add('repeat made another order', `${repeat.key}: ${repeat.firstId} then ${repeat.outcome.id}`);
  }
  const acknowledged = new Set([...ackedByKey.values()].map((a) => a.id)).size;
  let lost =
    count('acknowledged order missing', 'acknowledged order stored otherwise') +
    (ackedByKey.size - acknowledged);
  let duplicates = count(
    'order without its key',
    'key stored with another order',
    'refused key made an order',
    'repeat made another order',
    'one key answered with two orders',
    'order number given twice',
  );
  // The counts must agree too; a difference no check above explains is still counted.
  const unexplained = orders.length - acknowledged - unacknowledged;
  if (unexplained > 0 && duplicates === 0) {
    add('more orders stored than answered', `${unexplained}`);
    duplicates = unexplained;
  } else if (unexplained < 0 && lost === 0) {
    add('fewer orders stored than acknowledged', `${-unexplained}`);
    lost = -unexplained;
  }
  return { stored: orders.length, acknowledged, unacknowledged, lost, duplicates, repeatsSame, problems };
}

/**
 * Opens the level's database and checks it against the level's calls (`userIds[i]` is customer i).
 * Runs once the server has stopped, so what is read is what a restart would find.
 */
export async function verifyRun(
  database: string,
  merchantId: number,
  run: LevelRun,
  userIds: readonly number[],
): Promise<LevelCheck> {
  const db = await openDatabase(database);
  try {
    const orders = await db.kysely
      .selectFrom('orders')
      .select(['id', 'user_id as userId', 'number'])
      .where('merchant_id', '=', merchantId)
      .execute();
    const keys = await db.kysely
      .selectFrom('idempotency_keys')
      .select(['key', 'status', 'response'])
      .where('merchant_id', '=', merchantId)
      .execute();
    // Keys are random UUIDs, so one map over every customer of the merchant is safe.
    const keyOrders = new Map(
      keys.map((row) => [row.key, row.status === 200 ? storedOrderId(row.response) : undefined]),
    );
    return checkLevel(run, userIds, orders, keyOrders);
  } finally {
    await db.close();
  }
}
