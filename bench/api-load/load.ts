/**
 * One load level: as many clients as customers, each on its own kept-alive connection, placing
 * orders back to back (the next one as soon as the last is answered) for a warm-up and then a
 * measured window. Every order carries a fresh Idempotency-Key. A few times during the window a
 * client sends an order it already had acknowledged again, same key and body, which must come back as
 * the same order. Calls that got no answer are retried once with their key afterwards, as a client
 * would, so that every order the server made is one the bench has heard of.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { outcomeOf, type Outcome } from './answers.ts';
import type { Customer } from './customers.ts';
import { orderClient, type OrderClient } from './http-client.ts';
import { pickupOrderBody } from './order-body.ts';

const ORDER_PATH = '/orders/v1/orders';
/** A repeat is sent at every this many acknowledged orders of a client, while the level has some left. */
const REPEAT_EVERY_ACKS = 5;

export type Phase = 'warmup' | 'load' | 'retry';

/** One order the bench sent (a retry is a second record with the same key). */
export interface SentOrder {
  key: string;
  customer: number;
  /** Which basket (pickupOrderBody's n), so a repeat can send the same body. */
  basket: number;
  phase: Phase;
  outcome: Outcome;
}

/** One deliberate repeat of an acknowledged key. */
export interface Repeat {
  key: string;
  customer: number;
  firstId: number;
  outcome: Outcome;
}

export interface LevelRun {
  clients: number;
  /** Start to the last answer of the measured window, in seconds. */
  windowSeconds: number;
  sent: SentOrder[];
  repeats: Repeat[];
}

export interface LevelOptions {
  base: string;
  merchantId: number;
  customers: readonly Customer[];
  warmupSeconds: number;
  seconds: number;
  /** Deliberate repeats in the whole level. */
  repeats: number;
  /** Most orders one client sends, whatever the time. */
  maxPerClient: number;
}

/** Runs one level and returns every call it made. */
export async function runLevel(options: LevelOptions): Promise<LevelRun> {
  const { base, merchantId, customers } = options;
  const clients = customers.map((c) => orderClient(base, merchantId, c.token));
  const sent: SentOrder[] = [];
  const repeats: Repeat[] = [];
  let repeatsLeft = options.repeats;
  try {
    // Every connection is open before the clock starts.
    await Promise.all(clients.map((client) => client.get('/users/v1/branches')));
    const start = performance.now();
    const loadStart = start + options.warmupSeconds * 1000;
    const loadEnd = loadStart + options.seconds * 1000;
    let lastLoadAnswer = loadStart;

    const runClient = async (client: OrderClient, customer: number) => {
      const acked: SentOrder[] = [];
      for (let basket = 0; basket < options.maxPerClient; basket++) {
        const now = performance.now();
        if (now >= loadEnd) return;
        const phase: Phase = now < loadStart ? 'warmup' : 'load';
        const key = randomUUID();
        const result = await client.post(ORDER_PATH, pickupOrderBody(merchantId, basket), key);
        const record: SentOrder = { key, customer, basket, phase, outcome: outcomeOf(result) };
        sent.push(record);
        if (phase === 'load') lastLoadAnswer = Math.max(lastLoadAnswer, performance.now());
        if (record.outcome.kind !== 'ok') continue;
        acked.push(record);
        if (phase === 'load' && acked.length % REPEAT_EVERY_ACKS === 0 && repeatsLeft > 0) {
          repeatsLeft--;
          // The oldest acknowledged order of this client not repeated yet: the longest way back.
          const first = acked[repeats.filter((r) => r.customer === customer).length];
          if (first?.outcome.kind !== 'ok') continue;
          const again = await client.post(ORDER_PATH, pickupOrderBody(merchantId, first.basket), first.key);
          repeats.push({ key: first.key, customer, firstId: first.outcome.id, outcome: outcomeOf(again) });
        }
      }
    };
    await Promise.all(clients.map((client, customer) => runClient(client, customer)));
    const windowSeconds = (lastLoadAnswer - loadStart) / 1000;

    // A call without an answer may or may not have made its order; the same key tells.
    const unanswered = sent.filter((s) => s.outcome.kind === 'no-answer');
    for (const first of unanswered) {
      const client = clients[first.customer] as OrderClient;
      const result = await client.post(ORDER_PATH, pickupOrderBody(merchantId, first.basket), first.key);
      sent.push({ ...first, phase: 'retry', outcome: outcomeOf(result) });
    }
    return { clients: clients.length, windowSeconds, sent, repeats };
  } finally {
    for (const client of clients) client.close();
  }
}
