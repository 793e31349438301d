/**
 * Staff sign-in: phone and code through the customers' code machinery (codes, SMS outbox, resend
 * and per-phone limits, the escalating lock), with a code purpose and a session table of their own.
 *
 * A phone that is not staff is answered exactly as a staff phone: a code is made for it too (same
 * work, same answer), it is only never sent, so trying it is a wrong code like any other. Nobody can
 * ask the server which phones are the merchant's staff, as nobody can ask which are its customers.
 * For the same reason the answer does not wait for the SMS (a gateway's round trip would tell a staff
 * phone from another by the time it takes): a staff code that could not be sent is logged, and the
 * member asks again, where a customer's sign-in waits to report it.
 */
import { roleMay, StaffPermission, staffSeesBranch } from '../../contract/staff.ts';
import { CODE_TTL_SECONDS } from '../accounts/sign-in-codes.ts';
import { sendIssuedCode } from '../accounts/send-code.ts';
import { consumeCode } from '../accounts/sign-in-lock.ts';
import { ApiError } from '../base/api-error.ts';
import { messages } from '../base/error-messages.ts';
import type { Handlers } from '../http/api-types.ts';
import type { StorefrontDb } from '../storage/db.ts';
import { AuditStore } from './audit-store.ts';
import { requireStaff } from './staff-auth.ts';
import { StaffSessions } from './staff-sessions.ts';
import { StaffStore } from './staff-store.ts';

/** Signing in and out are audited as actions of the member on themself. */
const recordOwnAction = (
  db: StorefrontDb,
  merchantId: number,
  staffId: number,
  action: 'SIGN_IN' | 'SIGN_OUT',
  now: number,
) =>
  new AuditStore(db.kysely).record(
    { merchantId, staffId, action, targetType: 'STAFF', targetId: staffId, before: null, after: null },
    now,
  );

export const signInHandlers = {
  consoleAuthCode: async ({ tenant, body, db, services }) => {
    const now = services.now();
    services.outbox.checkReady(tenant);
    const target = { purpose: 'STAFF_LOGIN', merchantId: tenant.id, phone: body.phone } as const;
    const issued = await db.codes.issue(target, now);
    const member = await new StaffStore(db.kysely).byPhone(tenant.id, body.phone);
    if (member) {
      sendIssuedCode(services, tenant, body.phone, issued, now).catch((error: unknown) =>
        services.log.warn(`A console code for merchant ${tenant.id} was not sent: ${String(error)}`),
      );
    }
    return { expiresIn: CODE_TTL_SECONDS, resendIn: services.limits.codeResendSeconds };
  },

  consoleAuthLogin: async ({ tenant, body, db, services, client }) => {
    const now = services.now();
    const row = await db.codes.latestLogin(tenant.id, body.phone, 'STAFF_LOGIN');
    const scope = { merchantId: tenant.id, phone: body.phone, client };
    await consumeCode(db, services.limits, scope, row, body.code, now);
    const member = await new StaffStore(db.kysely).byPhone(tenant.id, body.phone);
    // Removed between the code and its use: as if the code had run out.
    if (!member) throw new ApiError(400, 'CODE_EXPIRED', messages.codeExpired());
    const token = await new StaffSessions(db.kysely).open(member.id, tenant.id, now);
    await recordOwnAction(db, tenant.id, member.id, 'SIGN_IN', now);
    return { token, staff: member };
  },

  consoleLogout: async (ctx) => {
    const session = await requireStaff(ctx);
    const { db, tenant, services } = ctx;
    await new StaffSessions(db.kysely).close(session.token);
    await recordOwnAction(db, tenant.id, session.staff.id, 'SIGN_OUT', services.now());
    return { ok: true };
  },

  consoleMe: async (ctx) => {
    const { staff } = await requireStaff(ctx);
    const { merchant, branches } = ctx.tenant.data;
    return {
      staff,
      merchant: { id: merchant.id, sub: merchant.sub, name: merchant.name },
      branches: branches.items
        .filter((branch) => staffSeesBranch(staff, branch.id))
        .map((branch) => ({ id: branch.id, name: branch.name })),
      permissions: StaffPermission.options.filter((permission) => roleMay(staff.role, permission)),
    };
  },
} satisfies Handlers;
