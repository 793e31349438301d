/**
 * The settings studio's calls: both settings documents as saved, a save (checked as the tenant's
 * files are checked at start, and refused with the first problem's field and words when one fails;
 * never saved then), the tenant's versions with what changed, and a revert to a version. A save and a
 * revert are versions of the tenant (tenant-data/), audited, and reach every instance before and
 * after the call answers (tenant-data/live-tenants.ts).
 *
 * Who may: owners and managers (`settings`).
 */
import { fixtureFiles } from '../../contract/fixtures.ts';
import {
  FIELD_CHANGES_SHOWN,
  type ConsoleSettings,
  type TenantVersionView,
} from '../../contract/console-settings.ts';
import { ApiError } from '../base/api-error.ts';
import type { HandlerContext, Handlers } from '../http/api-types.ts';
import { idParam } from '../http/path-params.ts';
import type { StorefrontDb } from '../storage/db.ts';
import { jsonFieldChanges } from '../tenant-data/json-diff.ts';
import { TenantVersionConflict } from '../tenant-data/tenant-data-store.ts';
import { FixtureError } from '../tenants/fixture-problems.ts';
import { tenantFromFiles, type Tenant } from '../tenants/load-tenants.ts';
import { AuditStore } from './audit-store.ts';
import { consoleMessages } from './console-messages.ts';
import { requireStaff } from './staff-auth.ts';
import type { StaffSession } from './staff-sessions.ts';
import { StaffStore } from './staff-store.ts';

const WEB = fixtureFiles.settingsWeb.file;
const CLICK_APP = fixtureFiles.settingsClickApp.file;
/** Which document a file is, for the error's field ("web.mainColor"). */
const variantOf: Record<string, string> = { [WEB]: 'web', [CLICK_APP]: 'clickApp' };

type Ctx = Pick<HandlerContext<'consoleSettings'>, 'db' | 'tenant'>;

async function currentVersion({ db, tenant }: Ctx): Promise<number> {
  const state = await db.tenantData.state(tenant.id);
  if (!state) throw new ApiError(409, 'TENANT_NOT_STORED', consoleMessages.tenantNotStored());
  return state.version;
}

async function settingsOf(ctx: Ctx): Promise<ConsoleSettings> {
  const version = await currentVersion(ctx);
  const files = await ctx.db.tenantData.files(ctx.tenant.id);
  const web = files[WEB] as Record<string, unknown>;
  const clickApp = (files[CLICK_APP] as Record<string, unknown> | undefined) ?? null;
  return { version, web, clickApp };
}

/**
 * The tenant the files would make, checked as a folder is at start.
 * @throws ApiError 400 SETTINGS_INVALID naming the first problem's field
 */
function checkedTenant(tenant: Tenant, files: Record<string, unknown>): Tenant {
  try {
    return tenantFromFiles(tenant.dir, tenant.mediaDir, files);
  } catch (error) {
    if (!(error instanceof FixtureError)) throw error;
    const [first] = error.problems;
    const file = first?.file.split(/[\\/]/).pop() ?? '';
    const field = [variantOf[file] ?? file, first?.path.replace(/^\$\.?/, '')].filter(Boolean).join('.');
    throw new ApiError(
      400,
      'SETTINGS_INVALID',
      consoleMessages.settingsInvalid(field, first?.message ?? ''),
      {},
      { field },
    );
  }
}

/**
 * Saves changed files as a version on top of `base`, audits it, and has every instance load it.
 * @throws ApiError 409 SETTINGS_CHANGED when another version was saved since `base`
 */
async function saveVersion(
  ctx: Ctx & Pick<HandlerContext<'consoleSettings'>, 'services'>,
  session: StaffSession,
  changed: Record<string, unknown>,
  how: { source: 'STUDIO' | 'REVERT'; base: number },
): Promise<ConsoleSettings> {
  const { db, tenant, services } = ctx;
  const now = services.now();
  const current = await db.tenantData.files(tenant.id);
  checkedTenant(tenant, { ...current, ...changed });
  let version: number;
  try {
    version = await db.tenantData.saveFiles(
      tenant.id,
      changed,
      { source: how.source, staffId: session.staff.id, expected: how.base },
      now,
    );
  } catch (error) {
    if (error instanceof TenantVersionConflict) {
      throw new ApiError(409, 'SETTINGS_CHANGED', consoleMessages.settingsChanged(error.actual));
    }
    throw error;
  }
  if (version !== how.base) {
    const fields = Object.entries(changed)
      .flatMap(([file, after]) =>
        jsonFieldChanges(current[file], after).map((change) => ({
          ...change,
          path: `${variantOf[file] ?? file}.${change.path}`,
        })),
      )
      .slice(0, FIELD_CHANGES_SHOWN); // the audit entry names the first ones; the version holds all
    await new AuditStore(db.kysely).record(
      {
        merchantId: tenant.id,
        staffId: session.staff.id,
        action: how.source === 'REVERT' ? 'SETTINGS_REVERT' : 'SETTINGS_SAVE',
        targetType: 'SETTINGS',
        targetId: version,
        before: Object.fromEntries(fields.map((change) => [change.path, change.before ?? null])),
        after: Object.fromEntries(fields.map((change) => [change.path, change.after ?? null])),
      },
      now,
    );
    await services.liveTenants.changed(tenant.id);
  }
  return settingsOf(ctx);
}

/** A version as the studio's history shows it. */
async function versionViews(db: StorefrontDb, merchantId: number): Promise<TenantVersionView[]> {
  const staff = new Map((await new StaffStore(db.kysely).list(merchantId)).map((m) => [m.id, m.name]));
  return (await db.tenantData.versions(merchantId)).map((version) => ({
    version: version.version,
    source: version.source,
    staff: version.staffId === null ? null : { id: version.staffId, name: staff.get(version.staffId) ?? '' },
    at: new Date(version.at).toISOString(),
    files: Object.entries(version.changes).map(([file, change]) => {
      const state = change.before === null ? 'ADDED' : change.after === null ? 'REMOVED' : 'CHANGED';
      const fields =
        state !== 'CHANGED' || file.startsWith('media/') ? [] : jsonFieldChanges(change.before, change.after);
      return { file, state, count: fields.length, fields: fields.slice(0, FIELD_CHANGES_SHOWN) };
    }),
  }));
}

export const settingsHandlers = {
  consoleSettings: async (ctx) => {
    await requireStaff(ctx, 'settings');
    return settingsOf(ctx);
  },

  consoleSettingsSave: async (ctx) => {
    const session = await requireStaff(ctx, 'settings');
    const { baseVersion, web, clickApp } = ctx.body;
    const changed: Record<string, unknown> = {};
    if (web) changed[WEB] = web;
    if (clickApp) changed[CLICK_APP] = clickApp;
    return saveVersion(ctx, session, changed, { source: 'STUDIO', base: baseVersion });
  },

  consoleSettingsHistory: async (ctx) => {
    await requireStaff(ctx, 'settings');
    await currentVersion(ctx);
    return { versions: await versionViews(ctx.db, ctx.tenant.id) };
  },

  consoleSettingsRevert: async (ctx) => {
    const session = await requireStaff(ctx, 'settings');
    const target = idParam(ctx.params, 'version');
    const base = await currentVersion(ctx);
    const then = await ctx.db.tenantData.filesAt(ctx.tenant.id, target);
    if (!then) throw new ApiError(404, 'VERSION_NOT_FOUND', consoleMessages.versionNotFound(target));
    const now = await ctx.db.tenantData.files(ctx.tenant.id);
    // Files the tenant did not have then are removed (null), the others made what they were.
    const changed: Record<string, unknown> = { ...then };
    for (const file of Object.keys(now)) if (!(file in then)) changed[file] = null;
    return saveVersion(ctx, session, changed, { source: 'REVERT', base });
  },
} satisfies Handlers;
