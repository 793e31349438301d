import { describe, expect, it } from 'vitest';
import { parseSettings } from '../../../contract/index.ts';
import { telegramThemeSettings, withTelegramTheme } from './theme-settings.ts';

const darkTelegram = {
  bg_color: '#17212b',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
  text_color: '#f5f5f5',
};

describe("Telegram's theme", () => {
  it('gives the main colour, its text colour and the dark theme', () => {
    expect(telegramThemeSettings(darkTelegram)).toEqual({
      mainColor: '#5288C1',
      mainColorType: 'DARK',
      isDark: true,
    });
    // Without Telegram's text colour, the one that reads better.
    expect(telegramThemeSettings({ bg_color: '#ffffff', button_color: '#ffd60a' })).toEqual({
      mainColor: '#FFD60A',
      mainColorType: 'LIGHT',
      isDark: false,
    });
  });
  it('fills in only what the merchant has not set', () => {
    const merchantChoseColour = parseSettings(
      withTelegramTheme({ mainColor: '#D62828', mainColorType: 'DARK' }, darkTelegram),
      'web',
    ).settings;
    expect(merchantChoseColour.mainColor).toBe('#D62828');
    expect(merchantChoseColour.isDark).toBe(true);
    const merchantChoseLight = parseSettings(
      withTelegramTheme({ isDark: false }, darkTelegram),
      'web',
    ).settings;
    expect(merchantChoseLight).toMatchObject({ isDark: false, mainColor: '#5288C1' });
  });
  it('ignores a theme that is not colours', () => {
    expect(telegramThemeSettings({ bg_color: 'dark', button_color: 'blue' })).toEqual({});
    expect(withTelegramTheme({ isDark: true }, null)).toEqual({ isDark: true });
  });
});
