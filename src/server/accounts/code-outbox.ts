/**
 * Where sign-in and confirmation codes go.
 *
 * - Through the merchant's SMS gateway (sms/sms-service.ts), when the server has one: the message is
 *   written to the SMS outbox before anything else, so the answer to the customer comes only once the
 *   code cannot be lost; a code that could not be sent is answered with a clear error instead.
 * - Outside production, also to the server log as one line, `[sms] <phone>: <code>`, and, only when
 *   the development inbox is on, kept in memory for GET /api/dev/v1/inbox. Where no gateway has an
 *   address (development, tests) that is the whole story, as it always was.
 *
 * In production no log line carries a code. The database never holds a code in clear, except in the
 * outbox while its SMS is on its way.
 */
import type { Logger } from '../base/logger.ts';
import type { Tenant } from '../tenants/load-tenants.ts';

/** A code as the development inbox shows it. */
export interface SentCode {
  merchantId: number;
  phone: string;
  code: string;
  /** Epoch milliseconds. */
  sentAt: number;
}

/** A code on its way. */
export interface CodeMessage {
  tenant: Tenant;
  phone: string;
  code: string;
  /** Epoch milliseconds: now, and when the code stops working. */
  now: number;
  expiresAt: number;
  /** Seconds before this phone may ask for another code. */
  retryAfterSeconds: number;
}

/** The SMS side of a code (sms/sms-service.ts). */
export interface CodeDelivery {
  /** @throws ApiError when the merchant cannot get SMS at all (before a code is made) */
  ready(tenant: Tenant): void;
  /** @throws ApiError when the SMS could not be sent */
  sendCode(message: CodeMessage): Promise<void>;
}

/** How many codes the development inbox keeps (the oldest go first). */
const INBOX_CAPACITY = 200;

export interface CodeOutboxOptions {
  /** Keep codes for the development inbox. */
  keepForInbox: boolean;
  /** Write `[sms] <phone>: <code>` to the log (never in production). */
  logCodes: boolean;
  /** The SMS gateways; undefined: the log and inbox are all there is. */
  delivery?: CodeDelivery;
}

/** Sends codes, and remembers them for the development inbox when it is on. */
export class CodeOutbox {
  readonly #log: Logger;
  /** undefined when the development inbox is off: nothing is kept. */
  readonly #inbox: SentCode[] | undefined;
  readonly #logCodes: boolean;
  readonly #delivery: CodeDelivery | undefined;

  constructor(log: Logger, options: CodeOutboxOptions) {
    this.#log = log;
    this.#inbox = options.keepForInbox ? [] : undefined;
    this.#logCodes = options.logCodes;
    this.#delivery = options.delivery;
  }

  get inboxEnabled(): boolean {
    return this.#inbox !== undefined;
  }

  /**
   * Before a code is made: refuses a merchant that cannot get SMS.
   * @throws ApiError 503 SMS_NOT_CONFIGURED (production)
   */
  checkReady(tenant: Tenant): void {
    this.#delivery?.ready(tenant);
  }

  /**
   * Sends a code; resolves once it is written to the outbox and its first attempt has settled (or
   * a short wait has passed: it keeps going in the background).
   * @throws ApiError 503 SMS_NOT_SENT when the SMS could not be sent
   */
  async send(message: CodeMessage): Promise<void> {
    if (this.#logCodes) this.#log.info(`[sms] ${message.phone}: ${message.code}`);
    if (this.#inbox) {
      this.#inbox.push({
        merchantId: message.tenant.id,
        phone: message.phone,
        code: message.code,
        sentAt: message.now,
      });
      if (this.#inbox.length > INBOX_CAPACITY) this.#inbox.splice(0, this.#inbox.length - INBOX_CAPACITY);
    }
    await this.#delivery?.sendCode(message);
  }

  /**
   * Codes kept for the development inbox, newest first; with a phone, only that phone's (compared by
   * digits, because a "+" in a query string arrives as a space).
   */
  recent(phone?: string): SentCode[] {
    const digits = phone?.replace(/\D/g, '') ?? '';
    const kept = this.#inbox ?? [];
    return kept.filter((sent) => digits === '' || sent.phone.replace(/\D/g, '') === digits).reverse();
  }
}

// Every handler gets this service (http/api-types.ts ServerServices); createApp makes it.
declare module '../base/domain-services.ts' {
  interface DomainServices {
    /**
     * Where sign-in codes are sent: the merchant's SMS gateway through the outbox; outside production
     * also the log, and the development inbox when it is on.
     */
    outbox: CodeOutbox;
  }
}
