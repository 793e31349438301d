/**
 * Chats that refused a merchant's bot. Telegram answers sendMessage with 403 when the customer blocked
 * the bot ("Forbidden: bot was blocked by the user"), deleted their account ("Forbidden: user is
 * deactivated") or never started it ("Forbidden: bot can't initiate conversation with a user"), and
 * with 400 "Bad Request: chat not found" for a chat that does not exist: every later message to that
 * chat would be refused the same way, and a bot that keeps writing to people who blocked it is the
 * kind Telegram limits. So the first refusal stops every later message to the chat, for that
 * merchant's bot only (each merchant has its own bot; a private chat's id is the customer's Telegram
 * id, the same for every bot).
 *
 * What clears it: the customer opening the merchant's Mini App again, which the server sees as init
 * data checked with the bot's token (botToken, botRegister, botLogin and botAuth, which the storefront
 * calls at every launch with a session). Opening the Mini App from the bot's chat means the customer
 * is back there. A /start in the chat would say so too, but this server receives no bot updates (it
 * sets no webhook): a deployment whose bot backend sees /start can call `unblock`.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema.ts';

export class BlockedChats {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async isBlocked(merchantId: number, chatId: string): Promise<boolean> {
    const row = await this.#db
      .selectFrom('bot_blocked_chats')
      .select('chat_id')
      .where('merchant_id', '=', merchantId)
      .where('chat_id', '=', chatId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Marks the chat refused (again: the latest reason is kept). */
  async block(merchantId: number, chatId: string, reason: string, now: number): Promise<void> {
    await this.#db
      .insertInto('bot_blocked_chats')
      .values({ merchant_id: merchantId, chat_id: chatId, reason, blocked_at: now })
      .onConflict((conflict) =>
        conflict.columns(['merchant_id', 'chat_id']).doUpdateSet({ reason, blocked_at: now }),
      )
      .execute();
  }

  /**
   * The customer is back: the bot may write again. Messages stopped meanwhile stay stopped (late
   * news of an order is no news).
   */
  async unblock(merchantId: number, chatId: string): Promise<void> {
    await this.#db
      .deleteFrom('bot_blocked_chats')
      .where('merchant_id', '=', merchantId)
      .where('chat_id', '=', chatId)
      .execute();
  }
}
