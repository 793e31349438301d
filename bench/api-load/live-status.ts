/**
 * The live status row of `bench:api` (issue 27): two reference servers (A and B, each its own process
 * in production mode, as two machines run) on one PostgreSQL database. A customer's order stream is
 * held by B; a staff member accepts the customer's orders one after another through A. Each figure is
 * the time from the accept sent to A until B wrote that order's event on the stream: the commit, the
 * NOTIFY, B hearing it and writing it, end to end as a customer sees it.
 */
import { openDatabase } from '../../src/server/database.ts';
import { sseReader } from '../../tests/support/server/orders/test-sse.ts';
import { benchApi } from './bench-api.ts';
import { openOwnerSession } from './bench-staff.ts';
import { pickupOrderBody } from './order-body.ts';
import { quantile } from './report.ts';
import { startBenchServer } from './server-process.ts';

/** Issue 27's target for a change on one instance reaching a stream on another, at p95. */
export const LIVE_STATUS_TARGET_P95_MS = 200;

/**
 * Changes made before the measured ones: the first change after a start pays for cold code paths and
 * connections (hundreds of ms), which is a start's cost, not the path's.
 */
const WARMUP_CHANGES = 5;

export interface LiveStatusRow {
  changes: number;
  /** Clients placing orders on A and B (alternately) while the changes were made. */
  busyClients: number;
  /** Orders those clients got acknowledged meanwhile. */
  busyOrders: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  targetP95Ms: number;
}

/** The owner, the customer whose stream B holds, and a second customer whose orders keep B and A busy. */
async function prepare(database: string, merchantId: number) {
  const db = await openDatabase(database);
  try {
    const now = Date.now();
    const staffToken = await openOwnerSession(db, merchantId, now);
    const customer = await db.createSessionForTest(merchantId, {
      phone: '+998900000001',
      firstName: 'Bench',
    });
    const busy = await db.createSessionForTest(merchantId, { phone: '+998900000002', firstName: 'Busy' });
    return { staffToken, customerToken: customer.token, busyToken: busy.token };
  } finally {
    await db.close();
  }
}

/**
 * Measures `changes` status changes made on A and heard on B's customer stream, on `database` (a
 * fresh PostgreSQL database).
 */
export async function benchLiveStatus(options: {
  database: string;
  tenantDir: string;
  merchantId: number;
  limits: Record<string, number>;
  changes: number;
  busyClients: number;
}): Promise<LiveStatusRow> {
  const { database, tenantDir, merchantId, limits, changes, busyClients } = options;
  const { staffToken, customerToken, busyToken } = await prepare(database, merchantId);
  // One after the other: the first migrates, the second finds the schema made.
  const a = await startBenchServer({ database, tenantDir, limits });
  const b = await startBenchServer({ database, tenantDir, limits });
  try {
    const apiA = benchApi(a.url, merchantId);
    const apiB = benchApi(b.url, merchantId);
    const ids: number[] = [];
    for (let n = 0; n < WARMUP_CHANGES + changes; n++) {
      const reply = await apiA('/orders/v1/orders', {
        token: customerToken,
        body: pickupOrderBody(merchantId, n),
      });
      if (!reply.ok) throw new Error(`order ${n}: ${reply.status} ${await reply.text()}`);
      ids.push(((await reply.json()) as { id: number }).id);
    }
    const stream = await apiB('/orders/v1/orders/events', { token: customerToken });
    if (!stream.ok) throw new Error(`the order stream on B: ${stream.status}`);
    const events = sseReader(stream);
    if ((await events.next()).event !== 'ready') throw new Error('the order stream on B did not say ready');

    // Orders keep coming in on both instances meanwhile, as they do while a kitchen works.
    let busy = true;
    let busyOrders = 0;
    const background = Array.from({ length: busyClients }, async (_, n) => {
      const api = n % 2 === 0 ? apiA : apiB;
      for (let k = 0; busy; k++) {
        const reply = await api('/orders/v1/orders', {
          token: busyToken,
          body: pickupOrderBody(merchantId, k),
        });
        if (reply.ok) busyOrders++;
        await reply.arrayBuffer();
      }
    });
    const latencies: number[] = [];
    for (const [n, id] of ids.entries()) {
      const started = performance.now();
      const accepted = apiA(`/console/v1/orders/${id}/accept`, { token: staffToken, body: { minutes: 20 } });
      for (;;) {
        const event = await events.next(10_000);
        if (event.event === 'order' && (JSON.parse(event.data) as { orderId: number }).orderId === id) break;
      }
      if (n >= WARMUP_CHANGES) latencies.push(performance.now() - started);
      const reply = await accepted;
      if (!reply.ok) throw new Error(`accept ${id} on A: ${reply.status} ${await reply.text()}`);
      await reply.arrayBuffer();
    }
    busy = false;
    await Promise.all(background);
    await events.cancel();
    return {
      changes,
      busyClients,
      busyOrders,
      p50Ms: quantile(latencies, 0.5),
      p95Ms: quantile(latencies, 0.95),
      maxMs: Math.max(...latencies),
      targetP95Ms: LIVE_STATUS_TARGET_P95_MS,
    };
  } finally {
    await b.stop();
    await a.stop();
  }
}

/** The row as the bench prints it, with its target. */
export function formatLiveStatus(row: LiveStatusRow): string {
  const met = row.p95Ms <= row.targetP95Ms ? 'met' : 'MISSED';
  return [
    '| measure | p50 | p95 | max | target |',
    '|---|---|---|---|---|',
    `| status change on A → order stream on B (one PostgreSQL, ${row.changes} changes, ` +
      `${row.busyClients} clients ordering) | ${row.p50Ms.toFixed(1)} ms | ${row.p95Ms.toFixed(1)} ms | ` +
      `${row.maxMs.toFixed(1)} ms | ≤ ${row.targetP95Ms} ms at p95: ${met} |`,
  ].join('\n');
}
