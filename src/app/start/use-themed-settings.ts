/**
 * The settings the storefront runs on: the saved ones, and inside Telegram the saved ones with the
 * messenger's theme underneath them. The theme is merged into the raw document and parsed again,
 * with code that loads only there (saved-settings.ts); until it has, there are no settings yet (the
 * start screen stays), so a Telegram visit never flashes the merchant's colours before its own.
 */
import { useEffect, useState } from 'react';
import type { Settings, SettingsVariant } from '../../contract/index.ts';
import type { LaunchParams } from '../channels/telegram/launch-params.ts';
import type { SavedSettings } from './settings-query.ts';

export function useThemedSettings(
  saved: SavedSettings | undefined,
  theme: LaunchParams['themeParams'] | null,
  variant: SettingsVariant,
): Settings | undefined {
  const [themed, setThemed] = useState<{ from: SavedSettings; settings: Settings } | null>(null);
  useEffect(() => {
    if (!saved || !theme) return;
    let current = true;
    void import('./saved-settings.ts').then(({ themedSettings }) => {
      if (current) setThemed({ from: saved, settings: themedSettings(saved.raw, theme, variant) });
    });
    return () => {
      current = false;
    };
  }, [saved, theme, variant]);
  if (!saved || !theme) return saved?.settings;
  return themed?.from === saved ? themed.settings : undefined;
}
