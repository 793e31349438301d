import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './choose-language.ts';

describe('language choice', () => {
  const active = ['ru', 'uz', 'en'] as const;
  it("starts in the merchant's main language, else Russian", () => {
    expect(chooseLanguage({ active: [...active], mainLanguage: 'uz' })).toBe('uz');
    expect(chooseLanguage({ active: [...active], mainLanguage: null })).toBe('ru');
  });
  it("lets the messenger's language override the main language", () => {
    expect(chooseLanguage({ active: [...active], mainLanguage: 'ru', messenger: 'en' })).toBe('en');
    expect(chooseLanguage({ active: [...active], mainLanguage: 'ru', messenger: 'de' })).toBe('ru');
  });
  it('lets a session default override the messenger, and the customer choice override both', () => {
    expect(
      chooseLanguage({ active: [...active], mainLanguage: 'ru', messenger: 'en', sessionDefault: 'uz' }),
    ).toBe('uz');
    expect(
      chooseLanguage({
        active: [...active],
        mainLanguage: 'ru',
        messenger: 'en',
        sessionDefault: 'uz',
        cookie: 'ru',
      }),
    ).toBe('ru');
  });
  it('never picks a language the merchant has switched off', () => {
    expect(chooseLanguage({ active: ['ru', 'kk'], mainLanguage: 'kz', cookie: 'uz' })).toBe('kk');
    expect(chooseLanguage({ active: ['uz'], mainLanguage: 'ru' })).toBe('uz');
  });
  it('forces Russian for brands that must show it', () => {
    expect(chooseLanguage({ active: ['uz'], mainLanguage: 'uz', forcedRussian: true })).toBe('ru');
  });
});
