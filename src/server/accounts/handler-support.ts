/** Small pieces the account, address and bot handlers share. */
import { nameProblem, tidyName } from '../../contract/field-rules.ts';
import type { LoginResponse } from '../../contract/index.ts';
import { ApiError, fieldError } from '../base/api-error.ts';
import type { Session, SessionChannel, StorefrontDb } from '../storage/db.ts';
import { messages } from '../base/error-messages.ts';
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
 * A first or last name: trimmed, inner runs of spaces collapsed; empty means "none" (null).
 * undefined stays undefined (the field was not sent).
 * @throws ApiError 400 when longer than NAME_MAX_LENGTH (field-rules.ts)
 */
export function nameFrom(value: string | null | undefined, field: string): string | null | undefined {
  if (value === undefined || value === null) return value;
  const problem = nameProblem(value, false);
  if (problem) throw fieldError(field, problem);
  return tidyName(value) || null;
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
