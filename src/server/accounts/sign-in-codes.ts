/**
 * One-time SMS codes for signing in and for changing the phone.
 *
 * - A code is 6 random digits (crypto.randomInt). Only a scrypt hash with a per-code random salt is
 *   stored: 6 digits are a million guesses, so a fast hash of a leaked row would give the code away.
 * - A code lives CODE_TTL_SECONDS; asking for a new one cancels the previous one.
 * - A phone of a merchant gets at most one code per RESEND_AFTER_SECONDS, whatever it is for (sign-in
 *   or phone change), so the server cannot be used to flood somebody's phone.
 * - A code can be tried MAX_CODE_ATTEMPTS times. Each try is counted before the comparison, so many
 *   parallel requests cannot test more codes than that.
 */
import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { ClientType } from '../../contract/index.ts';
import { ApiError } from '../http/api-error.ts';
import { messages } from '../http/error-messages.ts';

export const CODE_LENGTH = 6;
export const CODE_TTL_SECONDS = 5 * 60;
export const RESEND_AFTER_SECONDS = 60;
export const MAX_CODE_ATTEMPTS = 5;
/** Rows older than this are removed whenever a code is issued (they no longer matter for anything). */
const KEEP_ROWS_MS = 24 * 60 * 60 * 1000;

const SCRYPT_KEY_BYTES = 32;
/**
 * scrypt cost: 4 MiB and about 20 ms per hash. Trying all million codes of one leaked row then takes
 * about 5 CPU-hours, while the code lives 5 minutes; a higher cost would mostly slow down sign-ins.
 */
const SCRYPT_OPTIONS = { N: 4096, r: 8, p: 1 } as const;

function hashCode(code: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(code, salt, SCRYPT_KEY_BYTES, SCRYPT_OPTIONS, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Whom a code is for. */
export type CodeTarget =
  | { purpose: 'LOGIN'; merchantId: number; phone: string }
  | { purpose: 'PHONE_CHANGE'; merchantId: number; phone: string; userId: number; clientType: ClientType };

/** A codes row. */
export interface CodeRow {
  id: number;
  merchant_id: number;
  phone: string;
  purpose: 'LOGIN' | 'PHONE_CHANGE';
  user_id: number | null;
  client_type: ClientType | null;
  salt: string;
  hash: string;
  attempts: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** A code that was just issued: the plain code goes to the SMS outbox and nowhere else. */
export interface IssuedCode {
  id: number;
  code: string;
  createdAt: number;
  expiresAt: number;
}

const secondsUntil = (time: number, now: number) => Math.max(0, Math.ceil((time - now) / 1000));

/** Issues and checks codes; times are epoch milliseconds passed in by the caller (testable clock). */
export class SignInCodes {
  readonly #sqlite: Database.Database;

  constructor(sqlite: Database.Database) {
    this.#sqlite = sqlite;
  }

  /**
   * Creates a code for a phone.
   * @throws ApiError 429 RESEND_THROTTLED (with Retry-After) when the phone got a code less than
   *   RESEND_AFTER_SECONDS ago
   */
  async issue(target: CodeTarget, now: number): Promise<IssuedCode> {
    // Checked before hashing too, so a throttled request costs no scrypt work.
    this.checkResend(target, now);
    const code = String(randomInt(10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
    const salt = randomBytes(16);
    const hash = await hashCode(code, salt);
    // No await from here on: the throttle check and the insert happen in one transaction.
    return this.#sqlite.transaction((): IssuedCode => {
      this.checkResend(target, now);
      this.#sqlite.prepare('DELETE FROM codes WHERE created_at < ?').run(now - KEEP_ROWS_MS);
      // Earlier codes of the same kind stop working (expired now, kept for the throttle).
      if (target.purpose === 'LOGIN') {
        this.#sqlite
          .prepare(
            `UPDATE codes SET expires_at = MIN(expires_at, ?)
             WHERE merchant_id = ? AND phone = ? AND purpose = 'LOGIN' AND used_at IS NULL`,
          )
          .run(now, target.merchantId, target.phone);
      } else {
        this.#sqlite
          .prepare(
            `UPDATE codes SET expires_at = MIN(expires_at, ?)
             WHERE user_id = ? AND purpose = 'PHONE_CHANGE' AND used_at IS NULL`,
          )
          .run(now, target.userId);
      }
      const expiresAt = now + CODE_TTL_SECONDS * 1000;
      const id = this.#sqlite
        .prepare<unknown[], number>(
          `INSERT INTO codes (merchant_id, phone, purpose, user_id, client_type, salt, hash, created_at, expires_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        )
        .pluck()
        .get(
          target.merchantId,
          target.phone,
          target.purpose,
          target.purpose === 'PHONE_CHANGE' ? target.userId : null,
          target.purpose === 'PHONE_CHANGE' ? target.clientType : null,
          salt.toString('hex'),
          hash.toString('hex'),
          now,
          expiresAt,
        );
      if (id === undefined) throw new Error('INSERT ... RETURNING gave no row');
      return { id, code, createdAt: now, expiresAt };
    })();
  }

  private checkResend(target: CodeTarget, now: number): void {
    const wait = this.resendWait(target.merchantId, target.phone, now);
    if (wait > 0) {
      throw new ApiError(429, 'RESEND_THROTTLED', messages.resendThrottled(wait), {
        'retry-after': String(wait),
      });
    }
  }

  /** Seconds until the phone may get another code (0: now). */
  resendWait(merchantId: number, phone: string, now: number): number {
    const last = this.#sqlite
      .prepare<[number, string], number | null>(
        'SELECT MAX(created_at) FROM codes WHERE merchant_id = ? AND phone = ?',
      )
      .pluck()
      .get(merchantId, phone);
    return last == null ? 0 : secondsUntil(last + RESEND_AFTER_SECONDS * 1000, now);
  }

  /** The newest sign-in code of a phone that was not used yet. */
  latestLogin(merchantId: number, phone: string): CodeRow | undefined {
    return this.#sqlite
      .prepare<[number, string], CodeRow>(
        `SELECT * FROM codes WHERE merchant_id = ? AND phone = ? AND purpose = 'LOGIN' AND used_at IS NULL
         ORDER BY id DESC LIMIT 1`,
      )
      .get(merchantId, phone);
  }

  /** A phone-change request by id, only when it belongs to this user at this merchant. */
  phoneChange(merchantId: number, userId: number, id: number): CodeRow | undefined {
    return this.#sqlite
      .prepare<[number, number, number], CodeRow>(
        `SELECT * FROM codes WHERE id = ? AND merchant_id = ? AND user_id = ? AND purpose = 'PHONE_CHANGE'`,
      )
      .get(id, merchantId, userId);
  }

  /**
   * Checks a code against a row and uses it up when it matches.
   * @param row the row found for the request; undefined when there is none (never sent, or used)
   * @throws ApiError 400 CODE_EXPIRED (expired, used, cancelled or never sent), 400 WRONG_CODE (with
   *   the attempts left), 429 TOO_MANY_ATTEMPTS (the code is dead after MAX_CODE_ATTEMPTS wrong tries)
   */
  async consume(row: CodeRow | undefined, code: string, now: number): Promise<void> {
    if (!row || row.used_at !== null) throw new ApiError(400, 'CODE_EXPIRED', messages.codeExpired());
    if (row.attempts >= MAX_CODE_ATTEMPTS) throw this.tooManyAttempts(row, now);
    if (row.expires_at <= now) throw new ApiError(400, 'CODE_EXPIRED', messages.codeExpired());

    const attempts = this.#sqlite
      .prepare<[number, number], number>(
        `UPDATE codes SET attempts = attempts + 1 WHERE id = ? AND attempts < ? AND used_at IS NULL
         RETURNING attempts`,
      )
      .pluck()
      .get(row.id, MAX_CODE_ATTEMPTS);
    if (attempts === undefined) throw this.tooManyAttempts(row, now);

    const expected = Buffer.from(row.hash, 'hex');
    const actual = await hashCode(code, Buffer.from(row.salt, 'hex'));
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
      const left = MAX_CODE_ATTEMPTS - attempts;
      if (left <= 0) throw this.tooManyAttempts(row, now);
      throw new ApiError(400, 'WRONG_CODE', messages.wrongCode(left));
    }
    const used = this.#sqlite
      .prepare('UPDATE codes SET used_at = ? WHERE id = ? AND used_at IS NULL')
      .run(now, row.id);
    // A parallel request with the same right code got there first.
    if (used.changes !== 1) throw new ApiError(400, 'CODE_EXPIRED', messages.codeExpired());
  }

  private tooManyAttempts(row: CodeRow, now: number): ApiError {
    const wait = secondsUntil(row.created_at + RESEND_AFTER_SECONDS * 1000, now);
    return new ApiError(429, 'TOO_MANY_ATTEMPTS', messages.tooManyAttempts(), {
      'retry-after': String(wait),
    });
  }
}
