/**
 * The settings the storefront runs on: the saved ones of the channel's variant, under the messenger's
 * theme inside Telegram (use-themed-settings.ts), replaced by an admin's live preview when the page is
 * shown inside one (live-settings.ts).
 */
import { useQuery } from '@tanstack/react-query';
import type { Settings, SettingsVariant } from '../../contract/index.ts';
import type { ApiClient } from '../../core/api/client.ts';
import type { Messenger } from '../channels/telegram/messenger.ts';
import { useLiveSettings } from './live-settings.ts';
import { settingsQuery } from './settings-query.ts';
import { useThemedSettings } from './use-themed-settings.ts';

export function useVisitSettings(
  api: ApiClient,
  merchantId: number | undefined,
  variant: SettingsVariant,
  messenger: Messenger | null,
): Settings | undefined {
  const { data: saved } = useQuery({
    ...settingsQuery(api, merchantId ?? -1, variant),
    enabled: merchantId !== undefined,
  });
  const savedSettings = useThemedSettings(saved, messenger?.theme ?? null, variant);
  const live = useLiveSettings(saved?.raw, variant);
  return live?.settings ?? savedSettings;
}
