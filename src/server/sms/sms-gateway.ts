/**
 * What every SMS gateway adapter offers the outbox: send one message, answer the provider's id for
 * it, or throw one of two errors that tell the sender what to do next. Nothing else of a provider's
 * protocol leaks past its adapter (eskiz-gateway.ts, play-mobile-gateway.ts).
 */
import type { SmsGateway as SmsGatewayName } from '../../contract/index.ts';

export type { SmsGatewayName };

/** One message on its way out. */
export interface OutgoingSms {
  /** The sms_outbox row: a retry of the same row is the same message to the provider. */
  outboxId: number;
  /** When the row was written (epoch ms): with the id it names the message across database resets. */
  createdAt: number;
  /** International form, "+998901234567". */
  phone: string;
  text: string;
}

/** What the provider answered for an accepted message. */
export interface SentSms {
  /** The provider's id of the message (Eskiz's request id; ours for Play Mobile, which has none). */
  providerId: string;
}

export interface SmsGateway {
  readonly name: SmsGatewayName;
  /**
   * @throws SmsTransientError when trying again later may work (no answer, 5xx, 429)
   * @throws SmsPermanentError when it will not (credentials refused, number or text refused)
   */
  send(sms: OutgoingSms): Promise<SentSms>;
}

/**
 * Worth trying again later: the provider could not be reached, timed out, failed (5xx) or asked us
 * to slow down (429). The message never carries the SMS text, a password or a whole phone number.
 */
export class SmsTransientError extends Error {
  override name = 'SmsTransientError';
  /** The provider's own Retry-After, when it gave one. */
  readonly retryAfterMs: number | undefined;

  constructor(message: string, retryAfterMs?: number) {
    super(message);
    this.retryAfterMs = retryAfterMs;
  }
}

/** Why trying again will not help. */
export type PermanentReason =
  /** The merchant's login and password (or its account) were refused: the operator must act. */
  | 'credentials'
  /** This message was refused: the number, the sender name or the text. */
  | 'refused';

/** Trying again will not help (see PermanentReason). Same rule as above for the message. */
export class SmsPermanentError extends Error {
  override name = 'SmsPermanentError';
  readonly reason: PermanentReason;

  constructor(reason: PermanentReason, message: string) {
    super(message);
    this.reason = reason;
  }
}

/**
 * A provider's own words about a failure, safe for the log: one line, at most 200 characters, no
 * code it might quote back (a run of 4 to 6 digits is starred) and no whole phone number (a longer
 * run keeps its last two digits). Error codes and statuses (3 digits) stay readable.
 */
export function providerWords(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const masked = line.replace(/\d{4,}/g, (digits) =>
    digits.length < 7 ? '*'.repeat(digits.length) : `${'*'.repeat(digits.length - 2)}${digits.slice(-2)}`,
  );
  return masked.length > 200 ? `${masked.slice(0, 199)}…` : masked;
}

/** "+998901234567" → "998901234567": both providers take the number as digits only. */
export const digitsOf = (phone: string) => phone.replace(/\D/g, '');
