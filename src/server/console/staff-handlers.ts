/**
 * The owner's staff list: list, add, remove. Each change is written with its audit entry in one
 * transaction. An operator's branches must exist; the owner cannot remove themself (a merchant
 * without an owner could never add staff again).
 */
import { ApiError } from '../base/api-error.ts';
import type { Handlers } from '../http/api-types.ts';
import { idParam } from '../http/path-params.ts';
import { AuditStore } from './audit-store.ts';
import { consoleMessages } from './console-messages.ts';
import { requireStaff } from './staff-auth.ts';
import { StaffStore } from './staff-store.ts';

export const staffHandlers = {
  consoleStaff: async (ctx) => {
    await requireStaff(ctx, 'staff');
    return new StaffStore(ctx.db.kysely).list(ctx.tenant.id);
  },

  consoleStaffAdd: async (ctx) => {
    const session = await requireStaff(ctx, 'staff');
    const { tenant, body, db, services } = ctx;
    const known = new Set(tenant.data.branches.items.map((branch) => branch.id));
    const unknown = (body.branchIds ?? []).find((id) => !known.has(id));
    if (unknown !== undefined) {
      throw new ApiError(
        400,
        'UNKNOWN_BRANCH',
        consoleMessages.unknownBranch(unknown),
        {},
        { field: 'branchIds' },
      );
    }
    const now = services.now();
    return db.kysely.transaction().execute(async (trx) => {
      const added = await new StaffStore(trx).add(tenant.id, body, now);
      if (!added) throw new ApiError(409, 'STAFF_EXISTS', consoleMessages.staffExists(body.phone));
      await new AuditStore(trx).record(
        {
          merchantId: tenant.id,
          staffId: session.staff.id,
          action: 'STAFF_ADD',
          targetType: 'STAFF',
          targetId: added.id,
          before: null,
          after: { phone: added.phone, name: added.name, role: added.role, branchIds: added.branchIds },
        },
        now,
      );
      return added;
    });
  },

  consoleStaffRemove: async (ctx) => {
    const session = await requireStaff(ctx, 'staff');
    const { tenant, params, db, services } = ctx;
    const id = idParam(params, 'id');
    if (id === session.staff.id) throw new ApiError(409, 'REMOVE_SELF', consoleMessages.removeSelf());
    const now = services.now();
    await db.kysely.transaction().execute(async (trx) => {
      const removed = await new StaffStore(trx).remove(tenant.id, id, now);
      if (!removed) throw new ApiError(404, 'STAFF_NOT_FOUND', consoleMessages.staffNotFound(id));
      await new AuditStore(trx).record(
        {
          merchantId: tenant.id,
          staffId: session.staff.id,
          action: 'STAFF_REMOVE',
          targetType: 'STAFF',
          targetId: id,
          before: {
            phone: removed.phone,
            name: removed.name,
            role: removed.role,
            branchIds: removed.branchIds,
          },
          after: null,
        },
        now,
      );
    });
    return { ok: true };
  },

  consoleAudit: async (ctx) => {
    await requireStaff(ctx, 'audit');
    return new AuditStore(ctx.db.kysely).list(ctx.tenant.id, ctx.query);
  },
} satisfies Handlers;
