/**
 * The merchant and its settings the server inlines into index.html (src/server/pages/boot-data.ts), as the
 * storefront reads them back (src/app/start/boot-data.ts). Settings stay raw here: the storefront
 * parses them key by key, exactly as it parses the settings call.
 *
 * The preview origins travel here too, so that the deployment (not the build) decides who may send
 * live settings previews: a build carries no origin of any environment.
 */
import { z } from 'zod';
import { Merchant } from './people.ts';

export { BOOT_DATA_ELEMENT_ID } from './page-data-ids.ts';

export const BootData = z.object({
  /** The sub-domain label the server resolved: used only when the storefront resolves the same. */
  sub: z.string(),
  merchant: Merchant,
  settings: z.object({ web: z.unknown(), clickApp: z.unknown().nullable() }),
  /** Origins whose live settings previews the storefront applies (`scheme://host[:port]`, no path). */
  previewOrigins: z.array(z.string().regex(/^https?:\/\/[^/\s]+$/)).default([]),
});
export type BootData = z.output<typeof BootData>;
export type BootDataInput = z.input<typeof BootData>;
