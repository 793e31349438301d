/** Bearer-token check of WITH_TOKEN endpoints. */
import { ApiError } from '../base/api-error.ts';
import type { Session, StorefrontDb } from '../storage/db.ts';
import { messages } from '../base/error-messages.ts';
import type { Limits } from '../base/limits.ts';
import type { Tenant } from '../tenants/load-tenants.ts';

const DAY_MS = 86_400_000;

/** The token of an `Authorization: Bearer <token>` header, if well formed. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

const unauthorized = () =>
  new ApiError(401, 'UNAUTHORIZED', messages.unauthorized(), { 'www-authenticate': 'Bearer' });

/**
 * The session behind the request's bearer token.
 * @throws ApiError 401 when the token is missing, unknown, expired (idle or too old), or belongs to another merchant (sessions
 *   are kept per brand, so a token never crosses tenants)
 */
export async function requireSession(
  db: StorefrontDb,
  authorization: string | undefined,
  tenant: Tenant | undefined,
  now: number,
  limits: Pick<Limits, 'sessionIdleDays' | 'sessionMaxDays'>,
): Promise<Session> {
  const token = bearerToken(authorization);
  if (!token) throw unauthorized();
  const session = await db.findSession(token, now, {
    idleMs: limits.sessionIdleDays * DAY_MS,
    maxAgeMs: limits.sessionMaxDays * DAY_MS,
  });
  if (!session || (tenant && session.merchantId !== tenant.id)) throw unauthorized();
  return session;
}
