/**
 * Where sign-in codes go. This reference server has no SMS gateway: a code is written to the server
 * log as one line, `[sms] <phone>: <code>`, and, only when the development inbox is on, also kept in
 * memory for GET /api/dev/v1/inbox. The database never holds a code in clear.
 */
import type { Logger } from '../logger.ts';

/** A code as the development inbox shows it. */
export interface SentCode {
  merchantId: number;
  phone: string;
  code: string;
  /** Epoch milliseconds. */
  sentAt: number;
}

/** How many codes the development inbox keeps (the oldest go first). */
const INBOX_CAPACITY = 200;

/** Sends codes (to the log) and remembers them for the development inbox when it is on. */
export class CodeOutbox {
  readonly #log: Logger;
  /** undefined when the development inbox is off: nothing is kept. */
  readonly #inbox: SentCode[] | undefined;

  constructor(log: Logger, options: { keepForInbox: boolean }) {
    this.#log = log;
    this.#inbox = options.keepForInbox ? [] : undefined;
  }

  get inboxEnabled(): boolean {
    return this.#inbox !== undefined;
  }

  send(merchantId: number, phone: string, code: string, now: number): void {
    this.#log.info(`[sms] ${phone}: ${code}`);
    if (!this.#inbox) return;
    this.#inbox.push({ merchantId, phone, code, sentAt: now });
    if (this.#inbox.length > INBOX_CAPACITY) this.#inbox.splice(0, this.#inbox.length - INBOX_CAPACITY);
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
