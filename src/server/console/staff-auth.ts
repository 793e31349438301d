/**
 * The check every console call goes through before anything else: a staff session's bearer token
 * (never a customer's: they live in other tables), of this merchant, with a role that may do what is
 * asked (contract staff.ts). An operator's branch is checked where the order is known
 * (requireBranch).
 */
import { rolesThatMay, roleMay, staffSeesBranch, type StaffPermission } from '../../contract/staff.ts';
import { bearerToken } from '../http/auth.ts';
import { ApiError } from '../base/api-error.ts';
import { messages } from '../base/error-messages.ts';
import type { Limits } from '../base/limits.ts';
import type { StorefrontDb } from '../storage/db.ts';
import type { Tenant } from '../tenants/load-tenants.ts';
import { consoleMessages } from './console-messages.ts';
import { StaffSessions, type StaffSession } from './staff-sessions.ts';

const DAY_MS = 86_400_000;

/** What the check reads of a handler's context. */
export interface StaffAuthInput {
  tenant: Tenant;
  authorization: string | undefined;
  db: StorefrontDb;
  services: { now: () => number; limits: Pick<Limits, 'sessionIdleDays' | 'sessionMaxDays'> };
}

const unauthorized = () =>
  new ApiError(401, 'UNAUTHORIZED', messages.unauthorized(), { 'www-authenticate': 'Bearer' });

/**
 * The staff session of the call.
 * @param permission what the call does; undefined: any signed-in member may (me, sign-out)
 * @throws ApiError 401 without a live staff token (a customer's token included), 403
 *   STAFF_OTHER_MERCHANT for staff of another merchant, 403 ROLE_REFUSED for a role that may not
 */
export async function requireStaff(ctx: StaffAuthInput, permission?: StaffPermission): Promise<StaffSession> {
  const token = bearerToken(ctx.authorization);
  if (!token) throw unauthorized();
  const { limits } = ctx.services;
  const session = await new StaffSessions(ctx.db.kysely).find(token, ctx.services.now(), {
    idleMs: limits.sessionIdleDays * DAY_MS,
    maxAgeMs: limits.sessionMaxDays * DAY_MS,
  });
  if (!session) throw unauthorized();
  if (session.merchantId !== ctx.tenant.id) {
    throw new ApiError(403, 'STAFF_OTHER_MERCHANT', consoleMessages.otherMerchant());
  }
  if (permission && !roleMay(session.staff.role, permission)) {
    throw new ApiError(403, 'ROLE_REFUSED', consoleMessages.roleRefused(rolesThatMay(permission).join(', ')));
  }
  return session;
}

/** @throws ApiError 403 BRANCH_REFUSED when an operator does not work for the branch */
export function requireBranch(session: StaffSession, branchId: number | null | undefined): void {
  if (!staffSeesBranch(session.staff, branchId)) {
    throw new ApiError(403, 'BRANCH_REFUSED', consoleMessages.branchRefused(branchId));
  }
}
