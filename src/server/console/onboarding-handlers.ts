/**
 * A new tenant started from the console (contract console-onboarding.ts): made from the new-tenant
 * template with the brand, languages, colour and owner given, checked as a tenant folder is at
 * start, stored as a tenant of the database (its first version an import), and served by every
 * instance from then on (tenant-data/live-tenants.ts). Its owner signs in to its console with the
 * phone given; the tenant is shaped in the studio and taken out with `npm run tenant:export`.
 *
 * Who may: owners (`staff`: whoever may give staff access to one tenant may start another).
 */
import type { NewTenant } from '../../contract/console-onboarding.ts';
import { ApiError } from '../base/api-error.ts';
import type { Handlers } from '../http/api-types.ts';
import { TenantVersionConflict } from '../tenant-data/tenant-data-store.ts';
import { snapshotHash, type TenantSnapshot } from '../tenant-data/tenant-folder.ts';
import { tenantTemplateFiles } from '../tenant-data/tenant-template.ts';
import { consoleMessages } from './console-messages.ts';
import { requireStaff } from './staff-auth.ts';
import { checkedTenantFiles } from './tenant-version-save.ts';

export const onboardingHandlers = {
  consoleTenantCreate: async (ctx): Promise<NewTenant> => {
    await requireStaff(ctx, 'staff');
    const { db, tenants, services, body } = ctx;
    const [main = 'ru'] = body.languages;
    if (!body.brand[main]?.trim()) {
      throw new ApiError(
        400,
        'BRAND_NAME_MISSING',
        consoleMessages.brandNameMissing(main),
        {},
        { field: `brand.${main}` },
      );
    }
    if (tenants.bySub(body.sub) || (await db.tenantData.idOfSub(body.sub)) !== undefined) {
      throw new ApiError(
        409,
        'TENANT_SUB_TAKEN',
        consoleMessages.tenantSubTaken(body.sub),
        {},
        { field: 'sub' },
      );
    }
    const merchantId = Math.max(0, ...tenants.all.map((t) => t.id), ...(await db.tenantData.ids())) + 1;
    const template = tenantTemplateFiles(body.sub, merchantId, {
      brand: body.brand,
      languages: [...new Set(body.languages)],
      color: body.mainColor.toUpperCase(),
      owner: { phone: body.ownerPhone, name: body.ownerName },
    });
    const snapshot: TenantSnapshot = {
      files: Object.fromEntries(template.files),
      media: [...template.media].map(([path, text]) => ({ path, bytes: Buffer.from(text) })),
    };
    checkedTenantFiles(`database:merchant-${merchantId}`, '', snapshot.files);
    // Two owners starting the same sub at once: the database's unique sub refuses the second.
    try {
      await db.tenantData.importSnapshot(
        merchantId,
        body.sub,
        snapshot,
        snapshotHash(snapshot),
        services.now(),
        true,
      );
    } catch (error) {
      if ((await db.tenantData.idOfSub(body.sub)) !== undefined) {
        throw new ApiError(
          409,
          'TENANT_SUB_TAKEN',
          consoleMessages.tenantSubTaken(body.sub),
          {},
          { field: 'sub' },
        );
      }
      if (error instanceof TenantVersionConflict) {
        throw new ApiError(409, 'TENANT_ID_TAKEN', consoleMessages.tenantStartedMeanwhile());
      }
      throw error;
    }
    await services.liveTenants.changed(merchantId);
    return { merchantId, sub: body.sub };
  },
} satisfies Handlers;
