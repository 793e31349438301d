/**
 * The menu in the settings studio: the catalogue file as saved, a save of it as a version (checked,
 * versioned, audited and reaching every instance as a settings save does: tenant-version-save.ts), and
 * product photos uploaded to the tenant's media.
 *
 * A photo is checked to be a real JPEG, PNG or WebP, fitted into MENU_PHOTO_SIDE and stored as WebP
 * (EXIF, and with it a phone photo's location, dropped), under a name made of its content's hash: the
 * same photo twice is one file, and a file once served never changes, so no kept rendition or
 * browser cache can show an old picture under a new name. It is served once a saved catalogue refers
 * to it (live-tenants.ts writes it out beside the tenant's media).
 *
 * Who may: owners and managers (`settings`: the menu is part of the studio).
 */
import { createHash } from 'node:crypto';
import { fixtureFiles } from '../../contract/fixtures.ts';
import type { ConsoleMenu } from '../../contract/console-menu.ts';
import { bytesOfDataUrl, encodeUserImage } from '../accounts/user-image-encode.ts';
import type { Handlers } from '../http/api-types.ts';
import { requireStaff } from './staff-auth.ts';
import { currentVersion, saveTenantVersion, type TenantCtx } from './tenant-version-save.ts';

const CATALOGUE = fixtureFiles.catalogue.file;
/** Longest side of a stored product photo: twice the widest the storefront draws (a product page). */
export const MENU_PHOTO_SIDE = 1200;
/** Where uploaded photos live in a tenant's media folder. */
const UPLOADS = 'uploads';

async function menuOf(ctx: TenantCtx): Promise<ConsoleMenu> {
  const version = await currentVersion(ctx);
  const files = await ctx.db.tenantData.files(ctx.tenant.id);
  return { version, catalogue: files[CATALOGUE] as Record<string, unknown> };
}

export const menuHandlers = {
  consoleMenu: async (ctx) => {
    await requireStaff(ctx, 'settings');
    return menuOf(ctx);
  },

  consoleMenuSave: async (ctx) => {
    const session = await requireStaff(ctx, 'settings');
    const { baseVersion, catalogue } = ctx.body;
    await saveTenantVersion(
      ctx,
      session,
      { [CATALOGUE]: catalogue },
      { source: 'STUDIO', base: baseVersion },
    );
    return menuOf(ctx);
  },

  consoleMenuPhoto: async (ctx) => {
    await requireStaff(ctx, 'settings');
    const bytes = await encodeUserImage(bytesOfDataUrl(ctx.body.image), MENU_PHOTO_SIDE);
    const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 24)}.webp`;
    await ctx.db.tenantData.addMedia(ctx.tenant.id, `${UPLOADS}/${name}`, bytes);
    return { path: `${ctx.tenant.sub}/${UPLOADS}/${name}` };
  },
} satisfies Handlers;
