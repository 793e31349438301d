/**
 * The escalating lock after wrong codes. A code dies after 5 wrong tries and a new one comes at most
 * once a minute, which alone still allows thousands of guesses a day. So wrong codes are also counted
 * per phone and per client over a day: every `wrongCodesBeforeLock` of them lock sign-in for that
 * phone (or client) for `signInLockSeconds`, doubling with each further run, up to
 * `signInLockMaxSeconds`. The counters live in the database (shared by every instance).
 */
import { ApiError } from '../base/api-error.ts';
import { messages } from '../base/error-messages.ts';
import type { Limits } from '../base/limits.ts';
import type { StorefrontDb } from '../storage/db.ts';
import { WrongCodeError, type CodeRow } from './sign-in-codes.ts';

const DAY_SECONDS = 86_400;

/** Whose wrong codes count together. */
export interface LockScope {
  merchantId: number;
  phone: string;
  client: string;
}

const keysOf = (scope: LockScope) => [
  `signin-phone:${scope.merchantId}:${scope.phone}`,
  `signin-client:${scope.merchantId}:${scope.client}`,
];

/** Seconds of a lock after `failures` wrong codes, or 0 when this failure does not start one. */
export function lockSecondsAfter(failures: number, limits: Limits): number {
  if (failures < limits.wrongCodesBeforeLock || failures % limits.wrongCodesBeforeLock !== 0) return 0;
  const run = failures / limits.wrongCodesBeforeLock;
  return Math.min(limits.signInLockMaxSeconds, limits.signInLockSeconds * 2 ** (run - 1));
}

/**
 * Checks a code like SignInCodes.consume, refusing while the phone or client is locked and counting
 * a wrong code towards the next lock.
 * @throws ApiError 429 SIGN_IN_LOCKED (with Retry-After) while locked; consume's errors otherwise
 */
export async function consumeCode(
  db: StorefrontDb,
  limits: Limits,
  scope: LockScope,
  row: CodeRow | undefined,
  code: string,
  now: number,
): Promise<void> {
  const keys = keysOf(scope);
  for (const key of keys) {
    const seconds = await db.limits.lockedFor(`lock:${key}`, now, limits.signInLockMaxSeconds);
    if (seconds > 0) {
      throw new ApiError(429, 'SIGN_IN_LOCKED', messages.signInLocked(seconds), {
        'retry-after': String(seconds),
      });
    }
  }
  try {
    await db.codes.consume(row, code, now);
  } catch (error) {
    if (error instanceof WrongCodeError) {
      for (const key of keys) {
        const failures = await db.limits.add({ key, limit: Infinity, windowSeconds: DAY_SECONDS }, now);
        const lock = lockSecondsAfter(failures, limits);
        if (lock > 0) await db.limits.lock(`lock:${key}`, now + lock * 1000, now);
      }
    }
    throw error;
  }
}
