/**
 * Status changes told in the customer's Telegram chat with the merchant's bot. The reference server
 * sends nothing over the network: it records, in bot_messages, the sendMessage call it would make
 * (chat, text), which a deployment's sender would deliver and tests read.
 *
 * Who gets one: an order placed from the Telegram Mini App (it carries the customer's Telegram id,
 * which is also the private chat's id with the bot) of a merchant with a bot (a bot token in its
 * merchant file), for each status change the notification centre lists (notification-list.ts).
 *
 * Every instance hears every order event (storage/events.ts); each writes the message with the
 * event's id, which is unique, so one message is kept however many instances heard it.
 */
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { BackendLanguage, OrderStatus } from '../../contract/index.ts';
import type { Logger } from '../logger.ts';
import type { StorefrontDb } from '../storage/db.ts';
import type { StorageEvent } from '../storage/events.ts';
import type { Database } from '../storage/schema.ts';
import type { TenantRegistry } from '../tenants/tenant-registry.ts';
import { ORDER_EVENT_TOPIC } from '../orders/orders-store.ts';
import { botStatusText } from './bot-texts.ts';
import { statusChanges } from './notification-list.ts';

/** A message as recorded. */
export interface BotMessage {
  merchantId: number;
  chatId: string;
  orderId: number;
  eventId: number;
  text: string;
  createdAt: number;
}

const BusEvent = z.object({
  id: z.number().int().positive(),
  merchantId: z.number().int(),
  userId: z.number().int(),
  orderId: z.number().int(),
  status: OrderStatus,
  at: z.number(),
});

export class BotOutbox {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Records a message once per event (a repeat is ignored). */
  async record(message: BotMessage & { userId: number }): Promise<void> {
    await this.#db
      .insertInto('bot_messages')
      .values({
        merchant_id: message.merchantId,
        user_id: message.userId,
        chat_id: message.chatId,
        order_id: message.orderId,
        event_id: message.eventId,
        text: message.text,
        created_at: message.createdAt,
      })
      .onConflict((conflict) => conflict.column('event_id').doNothing())
      .execute();
  }

  /** The order's status at its event before `eventId` (undefined for its first). */
  async previousStatus(orderId: number, eventId: number): Promise<OrderStatus | undefined> {
    const row = await this.#db
      .selectFrom('order_events')
      .select('status')
      .where('order_id', '=', orderId)
      .where('id', '<', eventId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return OrderStatus.safeParse(row?.status).data;
  }

  /** A merchant's recorded messages, oldest first (tests, a deployment's sender). */
  async list(merchantId: number): Promise<BotMessage[]> {
    const rows = await this.#db
      .selectFrom('bot_messages')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      merchantId: row.merchant_id,
      chatId: row.chat_id,
      orderId: row.order_id,
      eventId: row.event_id,
      text: row.text,
      createdAt: Number(row.created_at),
    }));
  }
}

/**
 * Listens to order events and records the bot's message for each status change that goes to a chat.
 * Answers the function that stops listening.
 */
export function relayToBotChats(db: StorefrontDb, tenants: TenantRegistry, log: Logger): () => void {
  const outbox = new BotOutbox(db.kysely);
  const handle = async (payload: unknown) => {
    const parsed = BusEvent.safeParse(payload);
    if (!parsed.success) return;
    const event = parsed.data;
    const tenant = tenants.byId(event.merchantId);
    if (!tenant?.data.merchant.telegramBotToken) return;
    const stored = await db.orders.find(event.orderId);
    const chatId = stored?.order.telegramId;
    if (!stored || chatId === null || chatId === undefined || chatId === '') return;
    // Only a change of status (the centre's rule): the order's previous event decides.
    const before = await outbox.previousStatus(event.orderId, event.id);
    const row = { orderId: event.orderId, orderNumber: null, at: event.at };
    const pair = [
      ...(before ? [{ ...row, id: 0, status: before }] : []),
      { ...row, id: event.id, status: event.status },
    ];
    if (statusChanges(pair).at(-1)?.id !== event.id) return;
    const user = await db.users.byId(event.merchantId, event.userId);
    const language =
      BackendLanguage.safeParse(user?.language).data ??
      BackendLanguage.safeParse(tenant.data.settingsWeb.mainLanguage).data ??
      'ru';
    await outbox.record({
      merchantId: event.merchantId,
      userId: event.userId,
      chatId: String(chatId),
      orderId: event.orderId,
      eventId: event.id,
      text: botStatusText(language, stored.order.number ?? event.orderId, event.status),
      createdAt: event.at,
    });
  };
  return db.events.subscribe(({ topic, payload }: StorageEvent) => {
    if (topic !== ORDER_EVENT_TOPIC) return;
    handle(payload).catch((error: unknown) =>
      log.warn(`[bot] message not recorded: ${error instanceof Error ? error.message : String(error)}`),
    );
  });
}
