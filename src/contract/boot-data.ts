/**
 * The merchant and its settings the server inlines into index.html (src/server/pages/boot-data.ts), as the
 * storefront reads them back (src/app/start/boot-data.ts). Settings stay raw here: the storefront
 * parses them key by key, exactly as it parses the settings call.
 */
import { z } from 'zod';
import { Merchant } from './people.ts';

export const BOOT_DATA_ELEMENT_ID = 'boot-data';

export const BootData = z.object({
  /** The sub-domain label the server resolved: used only when the storefront resolves the same. */
  sub: z.string(),
  merchant: Merchant,
  settings: z.object({ web: z.unknown(), clickApp: z.unknown().nullable() }),
});
export type BootData = z.output<typeof BootData>;
export type BootDataInput = z.input<typeof BootData>;
