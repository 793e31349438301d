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
import { sql, type Kysely, type Selectable } from 'kysely';
import type { ClientType } from '../../contract/index.ts';
import { ApiError } from '../base/api-error.ts';
import { messages } from '../base/error-messages.ts';
import type { CodesTable, Database } from '../storage/schema.ts';

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
  // STAFF_LOGIN: a console sign-in (console/), kept apart so it never signs a customer in.
  | { purpose: SignInPurpose; merchantId: number; phone: string }
  | { purpose: 'PHONE_CHANGE'; merchantId: number; phone: string; userId: number; clientType: ClientType };

/** The purposes of a code that opens a session: a customer's, or a staff member's. */
export type SignInPurpose = 'LOGIN' | 'STAFF_LOGIN';

/** A codes row. */
export type CodeRow = Selectable<CodesTable>;

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
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /**
   * Creates a code for a phone. The resend throttle is the caller's (a shared rate limit, see
   * accounts/code-limits.ts), taken before the scrypt work.
   */
  async issue(target: CodeTarget, now: number): Promise<IssuedCode> {
    const code = String(randomInt(10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
    const salt = randomBytes(16);
    const hash = await hashCode(code, salt);
    return this.#db.transaction().execute(async (trx): Promise<IssuedCode> => {
      await trx
        .deleteFrom('codes')
        .where('created_at', '<', now - KEEP_ROWS_MS)
        .execute();
      // Earlier codes of the same kind stop working (expired now).
      const cancel = trx
        .updateTable('codes')
        .set({ expires_at: sql<number>`CASE WHEN expires_at < ${now} THEN expires_at ELSE ${now} END` })
        .where('used_at', 'is', null);
      if (target.purpose !== 'PHONE_CHANGE') {
        await cancel
          .where('merchant_id', '=', target.merchantId)
          .where('phone', '=', target.phone)
          .where('purpose', '=', target.purpose)
          .execute();
      } else {
        await cancel.where('user_id', '=', target.userId).where('purpose', '=', 'PHONE_CHANGE').execute();
      }
      const expiresAt = now + CODE_TTL_SECONDS * 1000;
      const { id } = await trx
        .insertInto('codes')
        .values({
          merchant_id: target.merchantId,
          phone: target.phone,
          purpose: target.purpose,
          user_id: target.purpose === 'PHONE_CHANGE' ? target.userId : null,
          client_type: target.purpose === 'PHONE_CHANGE' ? target.clientType : null,
          salt: salt.toString('hex'),
          hash: hash.toString('hex'),
          created_at: now,
          expires_at: expiresAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, code, createdAt: now, expiresAt };
    });
  }

  /** The newest sign-in code of a phone that was not used yet. */
  latestLogin(
    merchantId: number,
    phone: string,
    purpose: SignInPurpose = 'LOGIN',
  ): Promise<CodeRow | undefined> {
    return this.#db
      .selectFrom('codes')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('phone', '=', phone)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** A phone-change request by id, only when it belongs to this user at this merchant. */
  phoneChange(merchantId: number, userId: number, id: number): Promise<CodeRow | undefined> {
    return this.#db
      .selectFrom('codes')
      .selectAll()
      .where('id', '=', id)
      .where('merchant_id', '=', merchantId)
      .where('user_id', '=', userId)
      .where('purpose', '=', 'PHONE_CHANGE')
      .executeTakeFirst();
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

    // Counted before the comparison, in one statement: parallel tries cannot test more codes.
    const counted = await this.#db
      .updateTable('codes')
      .set({ attempts: sql<number>`attempts + 1` })
      .where('id', '=', row.id)
      .where('attempts', '<', MAX_CODE_ATTEMPTS)
      .where('used_at', 'is', null)
      .returning('attempts')
      .executeTakeFirst();
    if (counted === undefined) throw this.tooManyAttempts(row, now);

    const expected = Buffer.from(row.hash, 'hex');
    const actual = await hashCode(code, Buffer.from(row.salt, 'hex'));
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
      throw new WrongCodeError(
        MAX_CODE_ATTEMPTS - counted.attempts,
        secondsUntil(row.created_at + RESEND_AFTER_SECONDS * 1000, now),
      );
    }
    const used = await this.#db
      .updateTable('codes')
      .set({ used_at: now })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    // A parallel request with the same right code got there first.
    if (used.numUpdatedRows !== 1n) throw new ApiError(400, 'CODE_EXPIRED', messages.codeExpired());
  }

  private tooManyAttempts(row: CodeRow, now: number): ApiError {
    const wait = secondsUntil(row.created_at + RESEND_AFTER_SECONDS * 1000, now);
    return new ApiError(429, 'TOO_MANY_ATTEMPTS', messages.tooManyAttempts(), {
      'retry-after': String(wait),
    });
  }
}

/**
 * A code that was compared and was wrong: 400 WRONG_CODE with the tries left, or, on the last try,
 * the code's 429 TOO_MANY_ATTEMPTS. Either way it counts towards the escalating sign-in lock.
 */
export class WrongCodeError extends ApiError {
  /**
   * @param left tries left on the code
   * @param retryAfter seconds until a new code may be asked for (sent with the last try's 429)
   */
  constructor(left: number, retryAfter: number) {
    if (left > 0) super(400, 'WRONG_CODE', messages.wrongCode(left));
    else super(429, 'TOO_MANY_ATTEMPTS', messages.tooManyAttempts(), { 'retry-after': String(retryAfter) });
  }
}

// The database (storage/db.ts) holds this store; database.ts makes it when the database opens.
declare module '../storage/db.ts' {
  interface DomainStores {
    /** Sign-in and phone-change codes (hashed) and their tries. */
    readonly codes: SignInCodes;
  }
}
