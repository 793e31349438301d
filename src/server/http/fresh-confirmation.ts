/**
 * Deleting the account and changing the phone need the phone proven with a code in this session
 * within `confirmFreshMinutes` (a web sign-in is such a proof at that moment; a Telegram session has
 * none until the customer confirms with authConfirm).
 */
import type { Limits } from '../base/limits.ts';
import type { Session } from '../storage/db.ts';

export function isFreshlyConfirmed(session: Session, now: number, limits: Limits): boolean {
  return session.confirmedAt !== null && session.confirmedAt >= now - limits.confirmFreshMinutes * 60_000;
}
