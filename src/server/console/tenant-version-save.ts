/**
 * Saving a tenant's files from the console (the settings studio, its menu): the files checked as a
 * folder is at start (refused with the first problem's field and words, never saved then), saved as
 * a version on top of the one the staff member's form was loaded from (409 when someone saved
 * since), audited with the fields that changed, and loaded by every instance before the call answers
 * (tenant-data/live-tenants.ts).
 */
import { fixtureFiles } from '../../contract/fixtures.ts';
import { FIELD_CHANGES_SHOWN } from '../../contract/console-settings.ts';
import { ApiError } from '../base/api-error.ts';
import type { HandlerContext } from '../http/api-types.ts';
import { jsonFieldChanges } from '../tenant-data/json-diff.ts';
import { TenantVersionConflict } from '../tenant-data/tenant-data-store.ts';
import { FixtureError } from '../tenants/fixture-problems.ts';
import { tenantFromFiles, type Tenant } from '../tenants/load-tenants.ts';
import { AuditStore } from './audit-store.ts';
import { consoleMessages } from './console-messages.ts';
import type { StaffSession } from './staff-sessions.ts';

/** How a file is named in a refused field and in the history ("web.mainColor", "catalogue.products[2].costPrice"). */
export const documentOf: Record<string, string> = {
  [fixtureFiles.settingsWeb.file]: 'web',
  [fixtureFiles.settingsClickApp.file]: 'clickApp',
  [fixtureFiles.catalogue.file]: 'catalogue',
};

export type TenantCtx = Pick<HandlerContext<'consoleSettings'>, 'db' | 'tenant'>;

/** The tenant's version as the database holds it. */
export async function currentVersion({ db, tenant }: TenantCtx): Promise<number> {
  const state = await db.tenantData.state(tenant.id);
  if (!state) throw new ApiError(409, 'TENANT_NOT_STORED', consoleMessages.tenantNotStored());
  return state.version;
}

/**
 * The tenant the files would make, checked as a folder is at start (`where` names it, `mediaDir` is
 * where its media are).
 * @throws ApiError 400 SETTINGS_INVALID naming the first problem's field
 */
export function checkedTenantFiles(where: string, mediaDir: string, files: Record<string, unknown>): Tenant {
  try {
    return tenantFromFiles(where, mediaDir, files);
  } catch (error) {
    if (!(error instanceof FixtureError)) throw error;
    const [first] = error.problems;
    const file = first?.file.split(/[\\/]/).pop() ?? '';
    const field = [documentOf[file] ?? file, first?.path.replace(/^\$\.?/, '')].filter(Boolean).join('.');
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
 * Saves changed files (null removes one) as a version on top of `base`, audits it, and has every
 * instance load it.
 * @returns the tenant's version after the save (`base` when nothing changed)
 * @throws ApiError 409 SETTINGS_CHANGED when another version was saved since `base`
 */
export async function saveTenantVersion(
  ctx: TenantCtx & Pick<HandlerContext<'consoleSettings'>, 'services'>,
  session: StaffSession,
  changed: Record<string, unknown>,
  how: { source: 'STUDIO' | 'REVERT'; base: number },
): Promise<number> {
  const { db, tenant, services } = ctx;
  const now = services.now();
  const current = await db.tenantData.files(tenant.id);
  checkedTenantFiles(tenant.dir, tenant.mediaDir, { ...current, ...changed });
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
          path: `${documentOf[file] ?? file}.${change.path}`,
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
  return version;
}
