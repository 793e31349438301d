/**
 * The console's stop list: stop and resume a product or an option, count stock, pause and reopen a
 * branch's pickup or delivery. Each change is written with its audit entry in one transaction, then
 * applied to the tenant here before the call answers (stop-list/live-availability.ts), and announced
 * to the other instances; an open storefront hears it through the changes stream.
 *
 * Who may: every role with `stopList`; an operator only at their own branches, so never "at every
 * branch" (that would stop a dish in branches they do not work for).
 */
import type { ConsoleAvailability } from '../../contract/console-availability.ts';
import { ApiError } from '../base/api-error.ts';
import type { Handlers, HandlerContext } from '../http/api-types.ts';
import { idParam } from '../http/path-params.ts';
import { stopListStoreOf, StopListStore, type Availability } from '../stop-list/stop-list-store.ts';
import type { Tenant } from '../tenants/load-tenants.ts';
import { AuditStore, type AuditRecord } from './audit-store.ts';
import { consoleMessages } from './console-messages.ts';
import { requireBranch, requireStaff } from './staff-auth.ts';
import type { StaffSession } from './staff-sessions.ts';

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());

/** The store's list as the contract sends it. */
const view = (availability: Availability): ConsoleAvailability => ({
  stops: availability.stops.map((stop) => ({ ...stop, until: iso(stop.until) })),
  stock: availability.stock,
  pauses: availability.pauses.map((pause) => ({ ...pause, until: iso(pause.until) })),
});

/** An end given by the staff: a time ahead, else refused (a past end would stop nothing). */
function untilOf(until: string | null, now: number): number | null {
  if (until === null) return null;
  const at = Date.parse(until);
  if (!(at > now)) {
    throw new ApiError(400, 'UNTIL_PAST', consoleMessages.untilPast(), {}, { field: 'until' });
  }
  return at;
}

/** The branch scope a member may stop at: an operator names one of their branches. */
function scopeOf(session: StaffSession, branchId: number | null): number | null {
  if (branchId === null && session.staff.role === 'OPERATOR' && session.staff.branchIds.length > 0) {
    throw new ApiError(403, 'BRANCH_REFUSED', consoleMessages.branchRefused(null));
  }
  if (branchId !== null) requireBranch(session, branchId);
  return branchId;
}

function requireItem(tenant: Tenant, kind: 'product' | 'modification', itemId: number) {
  const products = tenant.data.catalogue.products;
  const known =
    kind === 'product'
      ? products.some((p) => p.id === itemId)
      : products.some((p) => p.modificationGroups.some((g) => g.modifications.some((m) => m.id === itemId)));
  if (!known) throw new ApiError(404, 'ITEM_NOT_FOUND', consoleMessages.itemNotFound(kind, itemId));
}

function requireKnownBranch(tenant: Tenant, branchId: number | null) {
  if (branchId === null) return;
  if (!tenant.data.branches.items.some((b) => b.id === branchId && !b.deleted)) {
    throw new ApiError(404, 'BRANCH_NOT_FOUND', consoleMessages.unknownBranch(branchId));
  }
}

/** What `change` reads of a call's context: the same in every one of these calls. */
type Ctx = Pick<HandlerContext<'consoleStop'>, 'db' | 'tenant' | 'services'>;

/**
 * Writes a change and its audit entry together, applies it, and answers the list as it is now.
 * @param write the change, on the transaction's store
 */
async function change(
  ctx: Ctx,
  session: StaffSession,
  audit: Omit<AuditRecord, 'merchantId' | 'staffId'>,
  write: (store: StopListStore, now: number) => Promise<unknown>,
): Promise<ConsoleAvailability> {
  const { db, tenant, services } = ctx;
  const now = services.now();
  await db.kysely.transaction().execute(async (trx) => {
    await write(new StopListStore(trx), now);
    await new AuditStore(trx).record({ ...audit, merchantId: tenant.id, staffId: session.staff.id }, now);
  });
  await services.availability.changed(tenant.id);
  return view(await stopListStoreOf(db).read(tenant.id, now));
}

export const stopListHandlers = {
  consoleAvailability: async (ctx) => {
    await requireStaff(ctx, 'stopList');
    return view(await stopListStoreOf(ctx.db).read(ctx.tenant.id, ctx.services.now()));
  },

  consoleStop: async (ctx) => {
    const session = await requireStaff(ctx, 'stopList');
    const { kind, itemId } = ctx.body;
    requireItem(ctx.tenant, kind, itemId);
    requireKnownBranch(ctx.tenant, ctx.body.branchId);
    const branchId = scopeOf(session, ctx.body.branchId);
    const until = untilOf(ctx.body.until, ctx.services.now());
    const targetType = kind === 'product' ? 'PRODUCT' : 'MODIFICATION';
    return change(
      ctx,
      session,
      {
        action: 'ITEM_STOP',
        targetType,
        targetId: itemId,
        before: null,
        after: { branchId, until: iso(until) },
      },
      (store, now) =>
        store.stop(ctx.tenant.id, { kind, itemId, branchId, until, staffId: session.staff.id }, now),
    );
  },

  consoleResume: async (ctx) => {
    const session = await requireStaff(ctx, 'stopList');
    const { kind, itemId } = ctx.body;
    const branchId = scopeOf(session, ctx.body.branchId);
    const targetType = kind === 'product' ? 'PRODUCT' : 'MODIFICATION';
    return change(
      ctx,
      session,
      { action: 'ITEM_RESUME', targetType, targetId: itemId, before: { branchId }, after: null },
      (store) => store.resume(ctx.tenant.id, kind, itemId, branchId),
    );
  },

  consoleStock: async (ctx) => {
    // Stock is the merchant's, counted for every branch: not an operator's call.
    const session = await requireStaff(ctx, 'stopList');
    if (session.staff.role === 'OPERATOR' && session.staff.branchIds.length > 0) {
      throw new ApiError(403, 'BRANCH_REFUSED', consoleMessages.branchRefused(null));
    }
    const productId = idParam(ctx.params, 'productId');
    requireItem(ctx.tenant, 'product', productId);
    const { count } = ctx.body;
    return change(
      ctx,
      session,
      { action: 'STOCK_SET', targetType: 'PRODUCT', targetId: productId, before: null, after: { count } },
      (store, now) => store.setStock(ctx.tenant.id, productId, count, { staffId: session.staff.id }, now),
    );
  },

  consolePause: async (ctx) => {
    const session = await requireStaff(ctx, 'stopList');
    const branchId = idParam(ctx.params, 'id');
    requireBranch(session, branchId);
    requireKnownBranch(ctx.tenant, branchId);
    const { type } = ctx.body;
    const until = untilOf(ctx.body.until, ctx.services.now());
    return change(
      ctx,
      session,
      {
        action: 'BRANCH_PAUSE',
        targetType: 'BRANCH',
        targetId: branchId,
        before: null,
        after: { type, until: iso(until) },
      },
      (store, now) => store.pause(ctx.tenant.id, { branchId, type, until, staffId: session.staff.id }, now),
    );
  },

  consoleReopen: async (ctx) => {
    const session = await requireStaff(ctx, 'stopList');
    const branchId = idParam(ctx.params, 'id');
    requireBranch(session, branchId);
    const { type } = ctx.body;
    return change(
      ctx,
      session,
      { action: 'BRANCH_REOPEN', targetType: 'BRANCH', targetId: branchId, before: { type }, after: null },
      (store) => store.reopen(ctx.tenant.id, branchId, type),
    );
  },
} satisfies Handlers;
