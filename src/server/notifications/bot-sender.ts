/**
 * Delivers the bot outbox (bot_messages `pending` rows, bot-outbox.ts) through the Bot API's
 * sendMessage, with each merchant's own bot token, within Telegram's limits:
 *
 * - sent: the row keeps Telegram's message id and the time;
 * - 429: the bot waits `retry_after` seconds before its next call (this instance stops calling it,
 *   and the bot's waiting rows are moved past that time for every instance), then the row is tried
 *   again;
 * - 5xx, no answer, a time-out: tried again after 3 s, 6 s, 12 s... (doubling, as grammY's
 *   auto-retry plugin does, capped), at most `maxAttempts` calls in all, then `failed`;
 * - 403 (blocked, deactivated, never started) and 400 "chat not found": the chat is marked refused and
 *   nothing more goes to it (telegram/blocked-chats.ts);
 * - 401 (the token is wrong or revoked), 404 and other 4xx: `failed` for good, and the operator is
 *   told in the log what to fix (never the token).
 *
 * It wakes at once when the relay records a row (same instance), and on a timer: for the next retry
 * or lease to run out, and at least every `sweepMs` for rows another instance recorded and could not
 * send. Rows are taken with a lease (bot-delivery-store.ts), so instances never send one row twice,
 * and a row whose instance stopped mid-call is taken again once its lease runs out. Delivery is at
 * least once: a call cut by a crash or a shutdown after Telegram took it is sent again.
 *
 * Calls go one at a time per instance: the volume is a few messages per order, far below the 30 per
 * second Telegram allows a bot.
 */
import type { Kysely } from 'kysely';
import type { Logger } from '../base/logger.ts';
import type { Database } from '../storage/schema.ts';
import type { TenantRegistry } from '../tenants/tenant-registry.ts';
import type { BotApi, SendOutcome } from '../telegram/bot-api.ts';
import { BotDeliveryStore, type ClaimedMessage, type DueMessage } from './bot-delivery-store.ts';
import { BotPacer, TELEGRAM_LIMITS, type PacingLimits } from './bot-pacing.ts';

export interface BotSendPolicy {
  /** How long a taken row is this instance's; well above the Bot API call's time-out. */
  leaseMs: number;
  /** sendMessage calls per row before it fails (429s count: a bot told to wait that often has a problem). */
  maxAttempts: number;
  /** First wait after a 5xx or a network failure; doubled after each. */
  backoffBaseMs: number;
  backoffCapMs: number;
  /** Rows looked at per pass. */
  batch: number;
  /** Longest time between two looks at the outbox (rows another instance left). */
  sweepMs: number;
}

export const DEFAULT_SEND_POLICY: BotSendPolicy = {
  leaseMs: 60_000,
  maxAttempts: 8,
  backoffBaseMs: 3_000,
  backoffCapMs: 15 * 60_000,
  batch: 25,
  sweepMs: 60_000,
};

/** Runs `run` after `delayMs`; answers the function that cancels it. Tests pass their own. */
export type Scheduler = (delayMs: number, run: () => void) => () => void;

export const timerScheduler: Scheduler = (delayMs, run) => {
  const timer = setTimeout(run, delayMs);
  // A pending retry must not keep a stopping process alive.
  timer.unref();
  return () => clearTimeout(timer);
};

/** The shortest timer: a row that stays due for a reason the sender cannot see is not polled hot. */
const MIN_DELAY_MS = 1_000;

export interface BotSenderOptions {
  db: Kysely<Database>;
  tenants: TenantRegistry;
  api: BotApi;
  log: Logger;
  now: () => number;
  schedule?: Scheduler;
  policy?: Partial<BotSendPolicy>;
  pacing?: PacingLimits;
}

export class BotSender {
  readonly #store: BotDeliveryStore;
  readonly #tenants: TenantRegistry;
  readonly #api: BotApi;
  readonly #log: Logger;
  readonly #now: () => number;
  readonly #schedule: Scheduler;
  readonly #policy: BotSendPolicy;
  readonly #pacer: BotPacer;
  readonly #abort = new AbortController();
  #wanted = false;
  #stopping = false;
  #running: Promise<void> | undefined;
  #cancelTimer: (() => void) | undefined;
  /** The earliest time a row skipped for pacing may go (this pass). */
  #pacedUntil: number | undefined;

  constructor(options: BotSenderOptions) {
    this.#store = new BotDeliveryStore(options.db);
    this.#tenants = options.tenants;
    this.#api = options.api;
    this.#log = options.log;
    this.#now = options.now;
    this.#schedule = options.schedule ?? timerScheduler;
    this.#policy = { ...DEFAULT_SEND_POLICY, ...options.policy };
    this.#pacer = new BotPacer(options.pacing ?? TELEGRAM_LIMITS);
  }

  /** Looks at the outbox now (and goes on until nothing is due). */
  wake(): void {
    if (this.#stopping) return;
    this.#wanted = true;
    if (this.#running) return;
    this.#running = this.#drain().finally(() => {
      this.#running = undefined;
      // A wake that came while the last pass was ending.
      if (this.#wanted) this.wake();
    });
  }

  /** Resolves once nothing is being sent (tests wait on it instead of sleeping). */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  /** Stops: no new call, the one in flight is cut (its row is tried again later), timers cancelled. */
  async stop(): Promise<void> {
    this.#stopping = true;
    this.#cancelTimer?.();
    this.#abort.abort();
    await this.idle();
  }

  async #drain(): Promise<void> {
    while (this.#wanted && !this.#stopping) {
      this.#wanted = false;
      try {
        if (await this.#pass()) this.#wanted = true;
      } catch (error) {
        this.#log.warn(`[bot] sending paused: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (!this.#stopping) await this.#arm();
  }

  /** One look at the outbox; true when a full batch went and more may be due. */
  async #pass(): Promise<boolean> {
    this.#pacedUntil = undefined;
    const due = await this.#store.due(this.#now(), this.#policy.batch);
    let delivered = 0;
    for (const message of due) {
      if (this.#stopping) return false;
      const now = this.#now();
      const free = this.#pacer.freeAt(message.merchantId, message.chatId, now);
      if (free > now) {
        this.#pacedUntil = Math.min(this.#pacedUntil ?? Infinity, free);
        continue;
      }
      if (await this.#deliver(message)) delivered++;
    }
    return due.length === this.#policy.batch && delivered > 0;
  }

  /** Sets the timer for the next row due, the next paced row, or the next sweep. */
  async #arm(): Promise<void> {
    this.#cancelTimer?.();
    const next = await this.#store.nextDueAt().catch(() => undefined);
    const now = this.#now();
    // A row already due after a pass was held back for pace (its time is #pacedUntil) or could not be
    // read (the database failed: the sweep tries again); only a time to come sets the timer.
    const upcoming = next !== undefined && next > now ? next : Infinity;
    const at = Math.min(upcoming, this.#pacedUntil ?? Infinity, now + this.#policy.sweepMs);
    if (this.#stopping) return;
    this.#cancelTimer = this.#schedule(Math.max(MIN_DELAY_MS, at - now), () => this.wake());
  }

  /** Takes and sends one row; false when another instance had it. */
  async #deliver(message: DueMessage): Promise<boolean> {
    const claim = await this.#store.claim(message, this.#now(), this.#policy.leaseMs);
    if (!claim) return false;
    const tenant = this.#tenants.byId(claim.merchantId);
    const token = tenant?.data.merchant.telegramBotToken;
    const label = `merchant ${tenant?.sub ?? '?'} (${claim.merchantId}), order ${claim.orderId}, message ${claim.id}`;
    if (!token) {
      await this.#store.fail(claim, 'the merchant has no bot token');
      this.#log.error(`[bot] ${label}: not sent, the merchant has no telegramBotToken any more`);
      return true;
    }
    this.#pacer.sent(claim.merchantId, claim.chatId, this.#now());
    const outcome = await this.#api.sendMessage(token, claim.chatId, claim.text, this.#abort.signal);
    await this.#settle(claim, outcome, label);
    return true;
  }

  async #settle(claim: ClaimedMessage, outcome: SendOutcome, label: string): Promise<void> {
    const now = this.#now();
    const lastTry = claim.attempt >= this.#policy.maxAttempts;
    switch (outcome.kind) {
      case 'sent':
        await this.#store.sent(claim, outcome.messageId, now);
        return;
      case 'rate-limited': {
        const until = now + outcome.retryAfterSeconds * 1000;
        this.#pacer.pause(claim.merchantId, until);
        const error = `429 ${outcome.description}`;
        if (lastTry) {
          await this.#store.fail(claim, error);
          this.#log.error(`[bot] ${label}: given up after ${claim.attempt} calls (${error})`);
          return;
        }
        await this.#store.retry(claim, until, error);
        await this.#store.postponeBot(claim.merchantId, until);
        this.#log.warn(`[bot] ${label}: Telegram asks the bot to wait ${outcome.retryAfterSeconds} s (429)`);
        return;
      }
      case 'unavailable': {
        if (lastTry) {
          await this.#store.fail(claim, outcome.description);
          this.#log.error(`[bot] ${label}: given up after ${claim.attempt} calls (${outcome.description})`);
          return;
        }
        const wait = Math.min(
          this.#policy.backoffCapMs,
          this.#policy.backoffBaseMs * 2 ** (claim.attempt - 1),
        );
        await this.#store.retry(claim, now + wait, outcome.description);
        this.#log.warn(
          `[bot] ${label}: Telegram unavailable (${outcome.description}), again in ${wait / 1000} s`,
        );
        return;
      }
      case 'chat-refused': {
        const reason = `${outcome.status} ${outcome.description}`;
        await this.#store.block(claim, reason, now);
        this.#log.info(`[bot] ${label}: the chat refuses the bot (${reason}); nothing more goes to it`);
        return;
      }
      case 'refused': {
        const error = `${outcome.status} ${outcome.description}`;
        await this.#store.fail(claim, error);
        this.#log.error(
          `[bot] ${label}: Telegram refused the message (${error}). ${operatorHint(outcome.status)}`,
        );
        return;
      }
    }
  }
}

/** What an operator should look at after a refusal. */
function operatorHint(status: number): string {
  if (status === 401)
    return "The bot token in the merchant's merchant.json (telegramBotToken) is wrong or was revoked in @BotFather.";
  if (status === 404) return 'The bot token is malformed, or TELEGRAM_API_URL is not a Bot API address.';
  return 'The message was not accepted as sent; it will not be tried again.';
}
