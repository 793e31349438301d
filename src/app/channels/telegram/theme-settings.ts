/**
 * Inside Telegram, the storefront follows the messenger's theme where the merchant has chosen
 * nothing (issue: "follow Telegram's theme colours where the merchant sets none"): Telegram's button
 * colour becomes the main colour and a dark Telegram background the dark theme. The merchant's own
 * settings always win, because these are merged underneath them.
 */
import { contrastRatio, luminance } from '../../../ui/contrast.ts';
import type { LaunchParams } from './launch-params.ts';

const HEX = /^#([0-9a-fA-F]{6})$/;

export function telegramThemeSettings(theme: LaunchParams['themeParams']): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  if (theme.button_color && HEX.test(theme.button_color)) {
    defaults.mainColor = theme.button_color.toUpperCase();
    // The text colour Telegram puts on its buttons; without one, whichever reads better.
    const text =
      theme.button_text_color && HEX.test(theme.button_text_color) ? theme.button_text_color : null;
    const whiteText = text
      ? luminance(text) > 0.5
      : contrastRatio(theme.button_color, '#ffffff') >= contrastRatio(theme.button_color, '#111111');
    defaults.mainColorType = whiteText ? 'DARK' : 'LIGHT';
  }
  if (theme.bg_color && HEX.test(theme.bg_color)) defaults.isDark = luminance(theme.bg_color) < 0.2;
  return defaults;
}

/** The saved settings document with Telegram's theme underneath it. */
export function withTelegramTheme(saved: unknown, theme: LaunchParams['themeParams'] | null): unknown {
  if (!theme || typeof saved !== 'object' || saved === null) return saved;
  return { ...telegramThemeSettings(theme), ...saved };
}
