/**
 * A settings document as it came, parsed key by key (a broken key turns its feature off with a
 * warning in the console). Loaded with the first settings that need parsing: a server-rendered page
 * brings its settings parsed by the server, so its first screen does without the settings schemas.
 */
import { defaultSettings, parseSettings, type Settings, type SettingsVariant } from '../../contract/index.ts';
import type { LaunchParams } from '../channels/telegram/launch-params.ts';
import { withTelegramTheme } from '../channels/telegram/theme-settings.ts';
import type { SavedSettings } from './settings-query.ts';

export function savedSettingsOf(raw: unknown, variant: SettingsVariant): SavedSettings {
  const parsed = parseSettings(raw, variant);
  for (const warning of parsed.warnings) console.warn(`settings: ${warning.key}: ${warning.message}`);
  return { ...parsed, raw };
}

/** Spec section 7: when the settings call fails the storefront runs on default settings. */
export const failedSettings = (message: string): SavedSettings => ({
  settings: defaultSettings(),
  warnings: [{ key: '(root)', kind: 'invalid', message }],
  raw: {},
});

/** Inside Telegram: the saved settings with the messenger's theme underneath them (theme-settings.ts). */
export const themedSettings = (
  raw: unknown,
  theme: LaunchParams['themeParams'],
  variant: SettingsVariant,
): Settings => parseSettings(withTelegramTheme(raw, theme), variant).settings;
