/**
 * The Telegram chat messages of one app: the relay that records a message per order event the bot
 * tells (bot-outbox.ts), and, when the server sends (telegram/telegram-config.ts), the sender that
 * delivers them (bot-sender.ts). createApp starts it and stops it on close.
 */
import type { Logger } from '../base/logger.ts';
import type { StorefrontDb } from '../storage/db.ts';
import type { TenantRegistry } from '../tenants/tenant-registry.ts';
import { botApi } from '../telegram/bot-api.ts';
import { relayToBotChats, type RelayOutcome } from './bot-outbox.ts';
import { BotSender, type BotSendPolicy, type Scheduler } from './bot-sender.ts';

/** createApp's `telegram` option. */
export interface TelegramOptions {
  /**
   * The Bot API's base address; null: nothing is sent (messages are recorded). Default:
   * TELEGRAM_API_URL, else https://api.telegram.org with NODE_ENV=production, else null.
   */
  apiUrl?: string | null;
  /** The HTTP client of the Bot API calls (tests: one that refuses anything but loopback). */
  fetch?: typeof fetch;
  /** The sender's timers (tests: none fire by themselves). */
  schedule?: Scheduler;
  policy?: Partial<BotSendPolicy>;
  /** Called with each order event the relay handled, told or not (tests wait on it). */
  onRelayed?: (outcome: RelayOutcome) => void;
}

export interface BotDelivery {
  /** The sender; undefined when the server sends nothing. */
  sender: BotSender | undefined;
  stop(): Promise<void>;
}

/** Starts recording (and, with an address, sending) the bots' messages. */
export function startBotDelivery(deps: {
  db: StorefrontDb;
  tenants: TenantRegistry;
  log: Logger;
  now: () => number;
  /** The Bot API's base address in force (telegram-config.ts); null: nothing is sent. */
  apiUrl: string | null;
  options: TelegramOptions;
}): BotDelivery {
  const { db, tenants, log, now, options, apiUrl } = deps;
  const hasBots = tenants.all.some((tenant) => tenant.data.merchant.telegramBotToken);
  if (hasBots) {
    log.info(
      apiUrl
        ? `[bot] order news goes to Mini App customers' chats through ${new URL(apiUrl).origin}`
        : '[bot] order news for Telegram chats is recorded, not sent (TELEGRAM_API_URL unset or off)',
    );
  }
  const sender = apiUrl
    ? new BotSender({
        db: db.kysely,
        tenants,
        api: botApi({ baseUrl: apiUrl, fetch: options.fetch }),
        log,
        now,
        schedule: options.schedule,
        policy: options.policy,
      })
    : undefined;
  const stopRelay = relayToBotChats(db, tenants, log, {
    deliver: sender !== undefined,
    onPending: () => sender?.wake(),
    onHandled: options.onRelayed,
  });
  // Rows left by a stopped instance (pending, or taken under a lease that has run out) go now.
  sender?.wake();
  return {
    sender,
    stop: async () => {
      stopRelay();
      await sender?.stop();
    },
  };
}
