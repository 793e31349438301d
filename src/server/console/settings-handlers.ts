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
import type { Handlers } from '../http/api-types.ts';
import { idParam } from '../http/path-params.ts';
import type { StorefrontDb } from '../storage/db.ts';
import { jsonFieldChanges } from '../tenant-data/json-diff.ts';
import { consoleMessages } from './console-messages.ts';
import { requireStaff } from './staff-auth.ts';
import { StaffStore } from './staff-store.ts';
import { currentVersion, saveTenantVersion, type TenantCtx } from './tenant-version-save.ts';

const WEB = fixtureFiles.settingsWeb.file;
const CLICK_APP = fixtureFiles.settingsClickApp.file;

async function settingsOf(ctx: TenantCtx): Promise<ConsoleSettings> {
  const version = await currentVersion(ctx);
  const files = await ctx.db.tenantData.files(ctx.tenant.id);
  const web = files[WEB] as Record<string, unknown>;
  const clickApp = (files[CLICK_APP] as Record<string, unknown> | undefined) ?? null;
  return { version, web, clickApp };
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
    await saveTenantVersion(ctx, session, changed, { source: 'STUDIO', base: baseVersion });
    return settingsOf(ctx);
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
    await saveTenantVersion(ctx, session, changed, { source: 'REVERT', base });
    return settingsOf(ctx);
  },
} satisfies Handlers;
