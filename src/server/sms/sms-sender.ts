/**
 * The worker that empties the outbox (sms-outbox-store.ts): claims due rows, sends each through its
 * merchant's gateway, and moves the row on.
 *
 * - A transient failure (no answer, 5xx, 429) is tried again after an exponential backoff with
 *   jitter: base × 2^(attempt-1), capped, of which a random half is taken off, so instances and
 *   merchants that failed together do not come back together; a provider's Retry-After is the least
 *   wait. A row is given up (failed) after `maxAttempts`, or when its next try would fall after its
 *   deadline (a code's expiry: a code that arrives dead is no use).
 * - A permanent failure (credentials refused, message refused) fails the row at once; the operator's
 *   log says why. No log line carries a message's text or a whole phone number.
 * - It wakes at once for a message just written (`attempt`, `wake`), and on a timer for the next
 *   retry, and every POLL_MS at the latest: rows another instance left behind (a crash mid-send
 *   leaves its row `sending` until the lease runs out) and rows written before a restart are found
 *   this way, so a restart resumes whatever was pending.
 * - stop() ends the timer and waits (a while) for the sends in flight; a send cut short is resumed
 *   by whichever instance runs next, once its lease has run out.
 */
import { maskPhone } from '../payments/click/click-invoices.ts';
import type { Logger } from '../base/logger.ts';
import {
  SmsPermanentError,
  SmsTransientError,
  type PermanentReason,
  type SmsGateway,
} from './sms-gateway.ts';
import { gatewayTitle } from './sms-http.ts';
import type { SmsOutboxStore, SmsRow } from './sms-outbox-store.ts';

/** How hard the sender tries. */
export interface RetryPolicy {
  /** Attempts of one row before it is given up. */
  maxAttempts: number;
  /** The first retry's wait (before jitter), doubled at each further one. */
  baseDelayMs: number;
  /** The longest wait between two attempts. */
  maxDelayMs: number;
  /** How long a claim holds a row: longer than any attempt can take (a few calls with their time-outs). */
  leaseMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 12,
  baseDelayMs: 2_000,
  maxDelayMs: 5 * 60_000,
  leaseMs: 2 * 60_000,
};

/** The longest the sender sleeps with nothing due: how soon rows left by other instances are seen. */
export const POLL_MS = 30_000;
/** Rows claimed per pass. */
const BATCH = 20;
/** How long stop() waits for sends in flight. */
const STOP_WAIT_MS = 5_000;

/** What became of one attempt. */
export type AttemptOutcome =
  | { state: 'sent' }
  | { state: 'retrying'; error: string }
  | { state: 'failed'; reason: PermanentReason | 'gave-up'; error: string }
  /** Not claimed: not due, already final, or another instance holds it. */
  | { state: 'busy' };

/** The gateway a row goes through, or why it cannot go. */
export type GatewayLookup = SmsGateway | { problem: string };

export interface SmsSenderOptions {
  store: SmsOutboxStore;
  gatewayFor: (row: SmsRow) => GatewayLookup;
  now: () => number;
  log: Logger;
  policy?: Partial<RetryPolicy>;
  /** Random numbers in [0, 1) for the jitter (tests pin it). */
  random?: () => number;
}

/** The wait before attempt `attempts + 1`, after `attempts` failed ones. */
export function backoffMs(
  attempts: number,
  policy: RetryPolicy,
  random: () => number,
  retryAfterMs = 0,
): number {
  const full = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
  const jittered = full / 2 + random() * (full / 2);
  return Math.ceil(Math.max(jittered, retryAfterMs));
}

const describe = (row: SmsRow) => `[sms] ${row.kind} #${row.id} to ${maskPhone(row.phone)}`;

export class SmsSender {
  readonly #store: SmsOutboxStore;
  readonly #gatewayFor: (row: SmsRow) => GatewayLookup;
  readonly #now: () => number;
  readonly #log: Logger;
  readonly #policy: RetryPolicy;
  readonly #random: () => number;
  readonly #inFlight = new Set<Promise<AttemptOutcome>>();
  #pass: Promise<number> | undefined;
  #timer: NodeJS.Timeout | undefined;
  #running = false;

  constructor(options: SmsSenderOptions) {
    this.#store = options.store;
    this.#gatewayFor = options.gatewayFor;
    this.#now = options.now;
    this.#log = options.log;
    this.#policy = { ...DEFAULT_RETRY_POLICY, ...options.policy };
    this.#random = options.random ?? Math.random;
  }

  get policy(): RetryPolicy {
    return this.#policy;
  }

  /** Starts the timer: a pass now (whatever was pending before a restart), then as rows fall due. */
  start(): void {
    this.#running = true;
    this.wake();
  }

  /** A pass soon (a message was just written). */
  wake(): void {
    if (this.#running) this.#arm(0);
  }

  /** Stops the timer and waits (STOP_WAIT_MS at most) for the sends in flight. */
  async stop(): Promise<void> {
    this.#running = false;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    const busy = [...this.#inFlight, ...(this.#pass ? [this.#pass] : [])];
    if (busy.length === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled(busy),
      new Promise((resolve) => {
        timer = setTimeout(resolve, STOP_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
  }

  /** Passes until nothing is due (tests move their clock, then drain). */
  async drain(): Promise<void> {
    while ((await this.#runPass()) > 0) {
      // Another pass: a row that failed may be due again at once when the clock was moved far.
    }
  }

  /**
   * One attempt at a row, now: claimed, sent, moved on.
   * @returns what became of it; `busy` when it could not be claimed
   */
  attempt(id: number): Promise<AttemptOutcome> {
    const work = this.#attempt(id);
    this.#inFlight.add(work);
    const settle = () => void this.#inFlight.delete(work);
    work.then(settle, settle);
    return work;
  }

  async #attempt(id: number): Promise<AttemptOutcome> {
    const now = this.#now();
    const row = await this.#store.claim(id, now, this.#policy.leaseMs);
    if (!row) return { state: 'busy' };
    const gateway = this.#gatewayFor(row);
    if ('problem' in gateway) return this.#fail(row, 'refused', gateway.problem);
    if (row.text === null) return this.#fail(row, 'refused', 'the message has no text');
    try {
      const sent = await gateway.send({
        outboxId: row.id,
        createdAt: row.created_at,
        phone: row.phone,
        text: row.text,
      });
      await this.#store.markSent(row, sent.providerId, this.#now());
      this.#log.info(
        `${describe(row)} sent through ${gatewayTitle[gateway.name]} (merchant ${row.merchant_id}, attempt ${row.attempts})`,
      );
      return { state: 'sent' };
    } catch (error) {
      if (error instanceof SmsPermanentError) {
        if (error.reason === 'credentials') {
          // The operator's to fix: the merchant's gateway account, named without its password.
          this.#log.error(`[sms] merchant ${row.merchant_id}: ${error.message}`);
        }
        return this.#fail(row, error.reason, error.message);
      }
      const message =
        error instanceof SmsTransientError
          ? error.message
          : `unexpected failure: ${(error as Error).message}`;
      const retryAfter = error instanceof SmsTransientError ? error.retryAfterMs : undefined;
      return this.#retryOrGiveUp(row, message, retryAfter);
    }
  }

  async #retryOrGiveUp(
    row: SmsRow,
    error: string,
    retryAfterMs: number | undefined,
  ): Promise<AttemptOutcome> {
    const nextAt = this.#now() + backoffMs(row.attempts, this.#policy, this.#random, retryAfterMs);
    if (row.attempts >= this.#policy.maxAttempts) {
      return this.#fail(row, 'gave-up', `gave up after ${row.attempts} attempts: ${error}`);
    }
    if (nextAt > row.deadline_at) {
      const what = row.kind === 'code' ? 'the code expires before another try' : 'past its deadline';
      return this.#fail(row, 'gave-up', `gave up after ${row.attempts} attempts, ${what}: ${error}`);
    }
    if (!(await this.#store.markRetry(row, nextAt, error))) {
      // A newer code replaced this one while it was being sent (or another instance took the row).
      return this.#fail(row, 'gave-up', `not tried again, a newer code replaced it: ${error}`);
    }
    this.#log.warn(
      `${describe(row)}: ${error}; attempt ${row.attempts} of ${this.#policy.maxAttempts}, next in ${Math.ceil((nextAt - this.#now()) / 1000)} s`,
    );
    this.wake();
    return { state: 'retrying', error };
  }

  async #fail(row: SmsRow, reason: PermanentReason | 'gave-up', error: string): Promise<AttemptOutcome> {
    await this.#store.markFailed(row, error);
    this.#log.warn(`${describe(row)} not sent (merchant ${row.merchant_id}): ${error}`);
    return { state: 'failed', reason, error };
  }

  /** One pass over the due rows, never two at once; answers how many rows it claimed. */
  async #runPass(): Promise<number> {
    while (this.#pass) await this.#pass.catch(() => 0);
    const pass = this.#doPass();
    this.#pass = pass;
    try {
      return await pass;
    } finally {
      this.#pass = undefined;
    }
  }

  async #doPass(): Promise<number> {
    const ids = await this.#store.due(this.#now(), BATCH);
    const outcomes = await Promise.all(ids.map((id) => this.attempt(id)));
    return outcomes.filter((outcome) => outcome.state !== 'busy').length;
  }

  #arm(delayMs: number): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      void this.#tick();
    }, delayMs);
    // The server's own connections keep the process alive; this timer must not on its own.
    this.#timer.unref();
  }

  async #tick(): Promise<void> {
    try {
      while ((await this.#runPass()) > 0 && this.#running) {
        // A full batch may leave more due rows behind.
      }
      if (!this.#running) return;
      const next = await this.#store.nextWake();
      const wait = next === undefined ? POLL_MS : Math.min(POLL_MS, Math.max(100, next - this.#now()));
      if (this.#running && !this.#timer) this.#arm(wait);
    } catch (error) {
      if (!this.#running) return;
      this.#log.warn(`[sms] outbox pass failed: ${(error as Error).message}`);
      if (!this.#timer) this.#arm(POLL_MS);
    }
  }
}
