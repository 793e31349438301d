/**
 * Reads the merchant and settings the server inlined into index.html (src/server/pages/boot-data.ts) and
 * puts them where the start sequence looks first, the query cache: the first paint then waits for no
 * call. Anything missing, unreadable or for another tenant is ignored, and the calls run as before.
 */
import type { QueryClient } from '@tanstack/react-query';
import { BOOT_DATA_ELEMENT_ID, BootData } from '../../contract/index.ts';
import type { ApiClient } from '../../core/api/client.ts';
import { savedSettingsOf } from './saved-settings.ts';
import { settingsQuery } from './settings-query.ts';

import { merchantQueryKey } from './merchant-query-key.ts';
import type { Visit } from './visit.ts';

function readBootData(doc: Document): BootData | null {
  const text = doc.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = BootData.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Origins the server allows to send live settings previews to this page (the deployment's
 * PREVIEW_ORIGINS, and the preview page's own origin in development). They hold for any tenant, so
 * they are read even when the rest of the boot data is for another one.
 */
export function bootPreviewOrigins(doc: Document = document): string[] {
  return readBootData(doc)?.previewOrigins ?? [];
}

/** @returns true when the boot data was used */
export function seedFromBootData(
  queryClient: QueryClient,
  api: ApiClient,
  { tenant, variant }: Pick<Visit, 'tenant' | 'variant'>,
  doc: Document = document,
): boolean {
  const tenantSub = tenant.sub;
  const boot = readBootData(doc);
  if (!boot || tenantSub === null || boot.sub !== tenantSub) return false;
  queryClient.setQueryData(merchantQueryKey(tenantSub), boot.merchant);
  const raw = variant === 'click-app' ? boot.settings.clickApp : boot.settings.web;
  // No click-app settings: the call answers why (and the storefront falls back), as without boot data.
  if (raw !== null && raw !== undefined)
    queryClient.setQueryData(
      settingsQuery(api, boot.merchant.id, variant).queryKey,
      savedSettingsOf(raw, variant),
    );
  return true;
}
