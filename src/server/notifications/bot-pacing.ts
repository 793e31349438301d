/**
 * Telegram's sending limits, kept by each instance for the bots it sends for (pure: the clock is
 * given). Telegram's Bot FAQ ("My bot is hitting limits, how do I avoid this?"): inside one chat, no
 * more than one message per second (short bursts are allowed, then 429s come); to many users, no more
 * than about 30 messages per second. And a 429's `retry_after` is the time the bot must wait before
 * its next call (as the clients read it: grammY's auto-retry waits it before repeating).
 *
 * This is per instance and in memory: instances on one database each keep their own pace, and what one
 * of them learns from a 429 it also writes into the bot's waiting rows (bot-delivery-store.ts), so the
 * others wait too. Whatever slips through is a 429, which is handled like any other.
 */

export interface PacingLimits {
  /** Least time between two messages to one chat. */
  perChatGapMs: number;
  /** Most messages per second for one bot. */
  perBotPerSecond: number;
}

/** Telegram's figures (see above). */
export const TELEGRAM_LIMITS: PacingLimits = { perChatGapMs: 1_000, perBotPerSecond: 30 };

/** How many chats' last message times are kept before old ones are forgotten. */
const KEPT_CHATS = 10_000;

export class BotPacer {
  readonly #limits: PacingLimits;
  /** Per bot (merchant id): until when it must not call. */
  readonly #pausedUntil = new Map<number, number>();
  /** Per bot: the times of its latest calls, oldest first, at most perBotPerSecond. */
  readonly #recent = new Map<number, number[]>();
  /** Per bot and chat ("merchant:chat"): the time of the last message. */
  readonly #lastToChat = new Map<string, number>();

  constructor(limits: PacingLimits = TELEGRAM_LIMITS) {
    this.#limits = limits;
  }

  /** The earliest time (epoch ms, at least `now`) the bot may send to the chat. */
  freeAt(merchantId: number, chatId: string, now: number): number {
    const paused = this.#pausedUntil.get(merchantId) ?? 0;
    const chat = (this.#lastToChat.get(`${merchantId}:${chatId}`) ?? -Infinity) + this.#limits.perChatGapMs;
    const recent = this.#recent.get(merchantId) ?? [];
    const window =
      recent.length >= this.#limits.perBotPerSecond
        ? (recent[recent.length - this.#limits.perBotPerSecond] ?? 0) + 1_000
        : 0;
    return Math.max(now, paused, chat, window);
  }

  /** A call to the chat is made now. */
  sent(merchantId: number, chatId: string, now: number): void {
    const recent = this.#recent.get(merchantId) ?? [];
    recent.push(now);
    if (recent.length > this.#limits.perBotPerSecond)
      recent.splice(0, recent.length - this.#limits.perBotPerSecond);
    this.#recent.set(merchantId, recent);
    const key = `${merchantId}:${chatId}`;
    this.#lastToChat.delete(key);
    this.#lastToChat.set(key, now);
    // Maps keep insertion order: the first entries are the chats written to longest ago.
    for (const [old] of this.#lastToChat) {
      if (this.#lastToChat.size <= KEPT_CHATS) break;
      this.#lastToChat.delete(old);
    }
  }

  /** Telegram said to wait: nothing goes out for this bot before `until`. */
  pause(merchantId: number, until: number): void {
    this.#pausedUntil.set(merchantId, Math.max(until, this.#pausedUntil.get(merchantId) ?? 0));
  }
}
