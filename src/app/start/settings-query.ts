import { queryOptions } from '@tanstack/react-query';
import {
  defaultSettings,
  parseSettings,
  type ParsedSettings,
  type SettingsVariant,
} from '../../contract/index.ts';
import type { ApiClient } from '../../core/api/client.ts';

/**
 * The merchant's settings, parsed key by key (a broken key turns its feature off with a warning).
 * Spec section 7: when the settings call fails the storefront runs on default settings.
 */
/** Parsed settings, with the document as it came (live previews merge their changes over it). */
export interface SavedSettings extends ParsedSettings {
  raw: unknown;
}

export const settingsQuery = (api: ApiClient, merchantId: number, variant: SettingsVariant) =>
  queryOptions({
    queryKey: ['settings', merchantId, variant],
    queryFn: async ({ signal }): Promise<SavedSettings> => {
      const [error, raw] = await api.callRaw(variant === 'click-app' ? 'clickAppSettings' : 'webSettings', {
        signal,
      });
      if (error)
        return {
          settings: defaultSettings(),
          warnings: [{ key: '(root)', kind: 'invalid', message: error.message }],
          raw: {},
        };
      return savedSettingsOf(raw, variant);
    },
    staleTime: 60_000,
  });

/** A settings document as it came, parsed key by key; each broken key is reported in the console. */
export function savedSettingsOf(raw: unknown, variant: SettingsVariant): SavedSettings {
  const parsed = parseSettings(raw, variant);
  for (const warning of parsed.warnings) console.warn(`settings: ${warning.key}: ${warning.message}`);
  return { ...parsed, raw };
}
