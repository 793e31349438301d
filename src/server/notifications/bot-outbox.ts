/**
 * Status changes told in the customer's Telegram chat with the merchant's bot: the outbox side. Each
 * order event the bot tells (bot-moments.ts: accepted, on the way, done, cancelled) becomes one row of
 * bot_messages, with the text in the customer's language; bot-sender.ts delivers the rows through the
 * Bot API's sendMessage. A server that sends nothing (development and tests without TELEGRAM_API_URL,
 * telegram/telegram-config.ts) records the rows as `recorded`, which no sender ever takes.
 *
 * Who gets one: an order placed from the Telegram Mini App (it carries the customer's Telegram id,
 * which is also the private chat's id with the bot) of a merchant with a bot (a bot token in its
 * merchant file). A chat that refused the bot (telegram/blocked-chats.ts) gets its row as `blocked`.
 *
 * Every instance hears every order event (storage/events.ts); each writes the message with the
 * event's id, which is unique, so one message is kept however many instances heard it.
 */
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { BackendLanguage, OrderStatus } from '../../contract/index.ts';
import type { Logger } from '../base/logger.ts';
import type { StorefrontDb } from '../storage/db.ts';
import type { StorageEvent } from '../storage/events.ts';
import type { BotMessageStatus, Database } from '../storage/schema.ts';
import type { TenantRegistry } from '../tenants/tenant-registry.ts';
import { ORDER_EVENT_TOPIC } from '../orders/orders-store.ts';
import { BlockedChats } from '../telegram/blocked-chats.ts';
import { spokenStatus, toldMoment } from './bot-moments.ts';
import { botStatusText } from './bot-texts.ts';

/** A message as recorded. */
export interface BotMessage {
  merchantId: number;
  chatId: string;
  orderId: number;
  eventId: number;
  text: string;
  createdAt: number;
}

/** A recorded message with where it is (tests, the development list). */
export interface BotMessageState extends BotMessage {
  id: number;
  status: BotMessageStatus;
  attempts: number;
  telegramMessageId: number | null;
  lastError: string | null;
  sentAt: number | null;
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

  /**
   * Records a message once per event (a repeat is ignored). `status`: `pending` to be sent from its
   * creation time on, `blocked` for a chat that refused the bot, `recorded` when nothing is sent.
   */
  async record(
    message: BotMessage & { userId: number },
    status: Extract<BotMessageStatus, 'pending' | 'blocked' | 'recorded'>,
  ): Promise<void> {
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
        status,
        next_attempt_at: status === 'pending' ? message.createdAt : null,
      })
      .onConflict((conflict) => conflict.column('event_id').doNothing())
      .execute();
  }

  /** The statuses of the order's events before `eventId`, oldest first. */
  async earlierStatuses(orderId: number, eventId: number): Promise<OrderStatus[]> {
    const rows = await this.#db
      .selectFrom('order_events')
      .select('status')
      .where('order_id', '=', orderId)
      .where('id', '<', eventId)
      .orderBy('id')
      .execute();
    return rows.flatMap((row) => OrderStatus.safeParse(row.status).data ?? []);
  }

  /** A merchant's recorded messages with their state, oldest first (tests, the development list). */
  async list(merchantId: number): Promise<BotMessageState[]> {
    const rows = await this.#db
      .selectFrom('bot_messages')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      merchantId: row.merchant_id,
      chatId: row.chat_id,
      orderId: row.order_id,
      eventId: row.event_id,
      text: row.text,
      createdAt: Number(row.created_at),
      status: row.status,
      attempts: row.attempts,
      telegramMessageId: row.telegram_message_id === null ? null : Number(row.telegram_message_id),
      lastError: row.last_error,
      sentAt: row.sent_at === null ? null : Number(row.sent_at),
    }));
  }
}

/** What the relay did with an order event (tests wait for it instead of sleeping). */
export interface RelayOutcome {
  eventId: number;
  orderId: number;
  status: OrderStatus;
  /** The status the message was recorded with; undefined when the event goes to no chat. */
  recorded: Extract<BotMessageStatus, 'pending' | 'blocked' | 'recorded'> | undefined;
}

export interface RelayOptions {
  /** The messages are delivered (a sender runs): rows are `pending`, else `recorded`. */
  deliver: boolean;
  /** A row was written for delivery: the sender should look at once. */
  onPending?: () => void;
  /** Every event handled, told or not (tests). */
  onHandled?: (outcome: RelayOutcome) => void;
}

/**
 * Listens to order events and records the bot's message for each moment the bot tells.
 * Answers the function that stops listening.
 */
export function relayToBotChats(
  db: StorefrontDb,
  tenants: TenantRegistry,
  log: Logger,
  options: RelayOptions,
): () => void {
  const outbox = new BotOutbox(db.kysely);
  const blocked = new BlockedChats(db.kysely);
  const handle = async (event: z.infer<typeof BusEvent>): Promise<RelayOutcome['recorded']> => {
    const tenant = tenants.byId(event.merchantId);
    if (!tenant?.data.merchant.telegramBotToken) return undefined;
    const stored = await db.orders.find(event.orderId);
    const chatId = stored?.order.telegramId;
    if (!stored || chatId === null || chatId === undefined || chatId === '') return undefined;
    if (!toldMoment(await outbox.earlierStatuses(event.orderId, event.id), event.status)) return undefined;
    // The customer's language as the server knows it now (Telegram's at registration, then each
    // botLanguage call of the storefront), else the merchant's main language, else Russian.
    const user = await db.users.byId(event.merchantId, event.userId);
    const language =
      BackendLanguage.safeParse(user?.language).data ??
      BackendLanguage.safeParse(tenant.data.settingsWeb.mainLanguage).data ??
      'ru';
    const chat = String(chatId);
    const status = !options.deliver
      ? 'recorded'
      : (await blocked.isBlocked(event.merchantId, chat))
        ? 'blocked'
        : 'pending';
    await outbox.record(
      {
        merchantId: event.merchantId,
        userId: event.userId,
        chatId: chat,
        orderId: event.orderId,
        eventId: event.id,
        text: botStatusText(language, stored.order.number ?? event.orderId, spokenStatus(event.status)),
        createdAt: event.at,
      },
      status,
    );
    if (status === 'pending') options.onPending?.();
    return status;
  };
  return db.events.subscribe(({ topic, payload }: StorageEvent) => {
    if (topic !== ORDER_EVENT_TOPIC) return;
    const parsed = BusEvent.safeParse(payload);
    if (!parsed.success) return;
    const event = parsed.data;
    const done = (recorded: RelayOutcome['recorded']) =>
      options.onHandled?.({ eventId: event.id, orderId: event.orderId, status: event.status, recorded });
    handle(event).then(done, (error: unknown) => {
      log.warn(`[bot] message not recorded: ${error instanceof Error ? error.message : String(error)}`);
      done(undefined);
    });
  });
}
