/**
 * The name step: a customer who signs in for the first time has no name, and orders then go out
 * nameless to the merchant. Right after a sign-in of an account without a first name the storefront
 * asks for one (route login-name), saves it to the profile, and goes on to where the customer was
 * going. An account that has a name is never asked again; a customer who skips is asked at the next
 * sign-in, since the account still has none.
 */
import type { User } from '../../contract/index.ts';

/** Route of the name step. */
export const NAME_STEP_PATH = '/login/name';

/** The server's limit for a first name (longer ones are refused). */
export const MAX_NAME_LENGTH = 100;

export const needsName = (user: Pick<User, 'firstName'>): boolean => !user.firstName?.trim();

/** The name as the server keeps it: trimmed, inner runs of spaces made one. */
export const cleanName = (typed: string): string => typed.trim().replace(/\s+/g, ' ');

/** Where the code screen sends a customer who has just signed in, and what the next screen reads. */
export function afterSignIn(
  user: Pick<User, 'firstName'>,
  from: string,
): { to: string; state: { from: string } | undefined } {
  return needsName(user) ? { to: NAME_STEP_PATH, state: { from } } : { to: from, state: undefined };
}
