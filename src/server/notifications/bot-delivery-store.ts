/**
 * The bot sender's side of bot_messages: which rows are due, taking one, and writing what came of it.
 * Written once for both engines with guarded updates, so that instances on one PostgreSQL (or two apps
 * on one SQLite file) never send one row twice:
 *
 * - a row is due when it is `pending` and its time has come, or `sending` and the lease of the
 *   instance that took it has run out (it stopped or died mid-call): next_attempt_at holds either;
 * - taking it is one UPDATE that also requires the `attempts` the taker read: of two instances that
 *   read the same row, the second finds the count moved and takes nothing (on PostgreSQL the second
 *   UPDATE waits for the first's row lock and then re-checks its WHERE; SQLite writes one at a time);
 * - the taker writes the outcome only while the row is still `sending` under its own attempt number,
 *   so an instance that outlived its lease cannot overwrite the next taker's result.
 *
 * Messages of one chat go in order: a row waits while an earlier row of the same chat is still
 * pending or sending (an "accepted" retried after a 5xx is not overtaken by "on the way").
 */
import type { Kysely, Selectable } from 'kysely';
import type { BotMessagesTable, Database } from '../storage/schema.ts';
import { BlockedChats } from '../telegram/blocked-chats.ts';

/** A row the sender may take. */
export interface DueMessage {
  id: number;
  merchantId: number;
  chatId: string;
  orderId: number;
  text: string;
  /** Calls made for it so far. */
  attempts: number;
}

/** A row this instance took: `attempt` is its number, and the fence for writing the outcome. */
export interface ClaimedMessage extends DueMessage {
  attempt: number;
}

const UNSENT = ['pending', 'sending'] as const;

const dueOf = (row: Selectable<BotMessagesTable>): DueMessage => ({
  id: row.id,
  merchantId: row.merchant_id,
  chatId: row.chat_id,
  orderId: row.order_id,
  text: row.text,
  attempts: row.attempts,
});

export class BotDeliveryStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Unsent rows with no earlier unsent row of their chat: the ones whose turn it is. */
  #heads() {
    return this.#db
      .selectFrom('bot_messages as m')
      .where('m.status', 'in', UNSENT)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('bot_messages as e')
              .select('e.id')
              .whereRef('e.merchant_id', '=', 'm.merchant_id')
              .whereRef('e.chat_id', '=', 'm.chat_id')
              .whereRef('e.id', '<', 'm.id')
              .where('e.status', 'in', UNSENT),
          ),
        ),
      );
  }

  /** Rows due at `now`, oldest first, at most `limit`. */
  async due(now: number, limit: number): Promise<DueMessage[]> {
    const rows = await this.#heads()
      .selectAll('m')
      .where('m.next_attempt_at', '<=', now)
      .orderBy('m.id')
      .limit(limit)
      .execute();
    return rows.map(dueOf);
  }

  /** When the next row falls due (a retry, a lease running out); undefined when none waits. */
  async nextDueAt(): Promise<number | undefined> {
    const row = await this.#heads()
      .select(({ fn }) => fn.min('m.next_attempt_at').as('next'))
      .executeTakeFirst();
    return row?.next === null || row?.next === undefined ? undefined : Number(row.next);
  }

  /** Takes the row for `leaseMs`; undefined when another instance took it first. */
  async claim(message: DueMessage, now: number, leaseMs: number): Promise<ClaimedMessage | undefined> {
    const attempt = message.attempts + 1;
    const result = await this.#db
      .updateTable('bot_messages')
      .set({ status: 'sending', attempts: attempt, next_attempt_at: now + leaseMs })
      .where('id', '=', message.id)
      .where('attempts', '=', message.attempts)
      .where('status', 'in', UNSENT)
      .where('next_attempt_at', '<=', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1 ? { ...message, attempt } : undefined;
  }

  /** The settling update: only while the row is still this claim's. */
  #settle(claim: ClaimedMessage, db: Kysely<Database> = this.#db) {
    return db
      .updateTable('bot_messages')
      .where('id', '=', claim.id)
      .where('status', '=', 'sending')
      .where('attempts', '=', claim.attempt);
  }

  async sent(claim: ClaimedMessage, telegramMessageId: number, now: number): Promise<void> {
    await this.#settle(claim)
      .set({
        status: 'sent',
        telegram_message_id: telegramMessageId,
        sent_at: now,
        next_attempt_at: null,
        last_error: null,
      })
      .execute();
  }

  /** Back to pending, to be tried at `at`. */
  async retry(claim: ClaimedMessage, at: number, error: string): Promise<void> {
    await this.#settle(claim).set({ status: 'pending', next_attempt_at: at, last_error: error }).execute();
  }

  /** Failed for good. */
  async fail(claim: ClaimedMessage, error: string): Promise<void> {
    await this.#settle(claim).set({ status: 'failed', next_attempt_at: null, last_error: error }).execute();
  }

  /**
   * The chat refused the bot: this row and every other waiting row of the chat are `blocked`, and the
   * chat is marked so that later rows are recorded blocked (telegram/blocked-chats.ts).
   */
  async block(claim: ClaimedMessage, reason: string, now: number): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      await new BlockedChats(trx).block(claim.merchantId, claim.chatId, reason, now);
      await this.#settle(claim, trx)
        .set({ status: 'blocked', next_attempt_at: null, last_error: reason })
        .execute();
      await trx
        .updateTable('bot_messages')
        .set({ status: 'blocked', next_attempt_at: null, last_error: reason })
        .where('merchant_id', '=', claim.merchantId)
        .where('chat_id', '=', claim.chatId)
        .where('status', '=', 'pending')
        .execute();
    });
  }

  /** Telegram told the bot to wait: its waiting rows wait until `until`, whichever instance sends them. */
  async postponeBot(merchantId: number, until: number): Promise<void> {
    await this.#db
      .updateTable('bot_messages')
      .set({ next_attempt_at: until })
      .where('merchant_id', '=', merchantId)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<', until)
      .execute();
  }
}
