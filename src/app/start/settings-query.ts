import { queryOptions } from '@tanstack/react-query';
import type { ParsedSettings, SettingsVariant } from '../../contract/index.ts';
import type { ApiClient } from '../../core/api/client.ts';

/** Parsed settings, with the document as it came (live previews merge their changes over it). */
export interface SavedSettings extends ParsedSettings {
  raw: unknown;
}

/**
 * The merchant's settings, parsed key by key (saved-settings.ts, loaded with the first call).
 * Spec section 7: when the settings call fails the storefront runs on default settings.
 */
export const settingsQuery = (api: ApiClient, merchantId: number, variant: SettingsVariant) =>
  queryOptions({
    queryKey: ['settings', merchantId, variant],
    queryFn: async ({ signal }): Promise<SavedSettings> => {
      const [[error, raw], { savedSettingsOf, failedSettings }] = await Promise.all([
        api.callRaw(variant === 'click-app' ? 'clickAppSettings' : 'webSettings', { signal }),
        import('./saved-settings.ts'),
      ]);
      return error ? failedSettings(error.message) : savedSettingsOf(raw, variant);
    },
    staleTime: 60_000,
  });
