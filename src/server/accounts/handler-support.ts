/** Small pieces the account, address and bot handlers share. */
import { PhoneNumber, type LoginResponse } from '../../contract/index.ts';
import { ApiError } from '../http/api-error.ts';
import type { Session, SessionChannel, StorefrontDb } from '../storage/db.ts';
import { messages } from '../http/error-messages.ts';
import { userFromRow, type UserRow } from './users-store.ts';

/**
 * The session of a WITH_TOKEN endpoint. The dispatcher has already refused calls without one; this
 * only turns "cannot happen" into a 401 instead of a crash.
 */
export function sessionOf(session: Session | undefined): Session {
  if (!session)
    throw new ApiError(401, 'UNAUTHORIZED', messages.unauthorized(), { 'www-authenticate': 'Bearer' });
  return session;
}

/**
 * A phone in the contract's form (+ and 11-12 digits). Spaces, dashes and brackets are dropped, and a
 * number of bare digits gets its "+" (Telegram shares contacts as 998901234567).
 * @throws ApiError 400 VALIDATION naming the field
 */
export function phoneFrom(raw: string, field = 'phone'): string {
  let phone = raw.replace(/[\s\-()]/g, '');
  if (/^\d{11,12}$/.test(phone)) phone = `+${phone}`;
  if (!PhoneNumber.safeParse(phone).success) {
    throw new ApiError(
      400,
      'VALIDATION',
      messages.invalidField(field, 'expected a phone number such as +998901234567'),
    );
  }
  return phone;
}

/** Longest accepted name (first or last). */
const MAX_NAME_LENGTH = 100;

/**
 * A first or last name: trimmed, inner runs of spaces collapsed; empty means "none" (null).
 * undefined stays undefined (the field was not sent).
 * @throws ApiError 400 when longer than MAX_NAME_LENGTH
 */
export function nameFrom(value: string | null | undefined, field: string): string | null | undefined {
  if (value === undefined || value === null) return value;
  const name = value.trim().replace(/\s+/g, ' ');
  if (name.length > MAX_NAME_LENGTH) {
    throw new ApiError(
      400,
      'VALIDATION',
      messages.invalidField(field, `longer than ${MAX_NAME_LENGTH} characters`),
    );
  }
  return name === '' ? null : name;
}

/**
 * Opens a session for a user and answers like a sign-in.
 * @throws ApiError 403 USER_BLOCKED for a deactivated user
 */
export async function signIn(
  db: StorefrontDb,
  row: UserRow,
  channel: SessionChannel,
  now: number,
): Promise<LoginResponse> {
  if (row.is_active !== 1) throw new ApiError(403, 'USER_BLOCKED', messages.userBlocked());
  const token = await db.createSession(row.id, row.merchant_id, channel, now);
  return { token, user: userFromRow(row) };
}
