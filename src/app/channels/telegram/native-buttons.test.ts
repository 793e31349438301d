import { describe, expect, it } from 'vitest';
import { backButtonVisible, backTarget, mainButtonParams } from './native-buttons.ts';

const burger = { mainColor: '#d62828', mainColorType: 'DARK' as const };
const claim = {
  text: 'Корзина · 38 000 so\u2019m',
  enabled: true,
  progress: false,
  onPress: () => undefined,
};

describe("Telegram's Back button", () => {
  it('shows everywhere but the home page, and over the home page while a sheet is open', () => {
    expect(backButtonVisible('/', false)).toBe(false);
    expect(backButtonVisible('/', true)).toBe(true);
    expect(backButtonVisible('/product/101001', false)).toBe(true);
    expect(backButtonVisible('/checkout', false)).toBe(true);
  });
  it('goes back through the app, or home when the Mini App opened on this page', () => {
    expect(backTarget({ idx: 2, key: 'a', usr: null })).toBe('history');
    expect(backTarget({ idx: 0, key: 'a', usr: null })).toBe('home');
    expect(backTarget(null)).toBe('home');
  });
});

describe("Telegram's Main button", () => {
  it("carries a screen's claim in the merchant's colour, the theme's text colour on it", () => {
    expect(mainButtonParams(claim, burger)).toEqual({
      is_visible: true,
      is_active: true,
      is_progress_visible: false,
      text: claim.text,
      color: '#D62828',
      text_color: '#FFFFFF',
    });
    expect(mainButtonParams(claim, { mainColor: '#FCE000', mainColorType: 'LIGHT' })).toMatchObject({
      color: '#FCE000',
      text_color: '#111111',
    });
    // A colour Telegram cannot take (not #RRGGBB) is left to Telegram's theme.
    const params = mainButtonParams(claim, { mainColor: 'red', mainColorType: 'DARK' });
    expect(params).not.toHaveProperty('color');
    expect(params).not.toHaveProperty('text_color');
  });
  it('is greyed and inactive while the screen cannot act, and spins while it acts', () => {
    expect(mainButtonParams({ ...claim, enabled: false }, burger)).toMatchObject({
      is_visible: true,
      is_active: false,
      color: '#C9CED6',
    });
    expect(mainButtonParams({ ...claim, progress: true }, burger)).toMatchObject({
      is_active: false,
      is_progress_visible: true,
      color: '#D62828',
    });
  });
  it('hides without a claim, never with an empty text (some clients break on one)', () => {
    const hidden = mainButtonParams(null, burger);
    expect(hidden).toMatchObject({ is_visible: false, is_active: false });
    expect(hidden.text.length).toBeGreaterThan(0);
    expect(mainButtonParams({ ...claim, text: '  ' }, burger).text.trim()).not.toBe('');
  });
});
