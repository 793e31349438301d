import { describe, expect, it } from 'vitest';
import { themeOf } from './theme.ts';

describe('themeOf', () => {
  it('puts white text on a dark main colour and black on a light one', () => {
    expect(themeOf({ mainColor: '#B71C1C', mainColorType: 'DARK', isDark: false }).onBrand).toBe('#ffffff');
    expect(themeOf({ mainColor: '#FCE000', mainColorType: 'LIGHT', isDark: false }).onBrand).toBe('#111111');
  });
  it('passes the dark theme flag through', () => {
    expect(themeOf({ mainColor: '#FCE000', mainColorType: 'LIGHT', isDark: true }).dark).toBe(true);
  });
});
