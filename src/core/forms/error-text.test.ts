import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../api/api-error.ts';
import { formatPrice } from '../i18n/format.ts';
import { appLanguages, type AppLanguage } from '../i18n/languages.ts';
import { Messages } from '../i18n/messages.ts';
import { errorText } from './error-text.ts';

const catalogue = (lang: AppLanguage): Record<string, string> =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'i18n', `${lang}.json`), 'utf8')) as Record<
    string,
    string
  >;

function wordingIn(lang: AppLanguage) {
  const messages = new Messages(lang);
  messages.add('core.forms', catalogue(lang));
  const t = (id: string, values?: Record<string, string | number>) => messages.format(id, values);
  return (error: ApiError) => errorText(error, t, (amount) => formatPrice(amount, 'UZS', lang));
}

/** A refusal as the API client keeps it, with the server's description in ru, uz and eng only. */
const refusal = (code: string, details: Record<string, number> | undefined, localized = false): ApiError => ({
  status: 400,
  code,
  message: 'Wrong code. Attempts left: 2',
  localized,
  body: { code, description: { ru: '…', uz: '…', eng: 'Wrong code. Attempts left: 2' }, details },
});

/** What a reader sees: plain spaces, no bidi isolation marks. */
const seen = (text: string): string => text.replace(/\u00a0/g, ' ').replace(/[\u2066-\u2069]/g, '');

describe.each([...appLanguages])('refusals worded in %s', (lang) => {
  const word = wordingIn(lang);

  it('words every code it knows from the details, with their values, never the message id', () => {
    const codes = Object.keys(catalogue(lang))
      .filter((key) => key.startsWith('error.'))
      .map((key) => key.slice('error.'.length));
    expect(codes.length).toBeGreaterThan(10);
    const details = {
      triesLeft: 2,
      seconds: 120,
      max: 7,
      min: 1,
      minPrice: 40_000,
      balance: 5_000,
      days: 3,
      maxMb: 5,
    };
    for (const code of codes) {
      const text = seen(word(refusal(code, details)));
      expect(text, code).not.toContain('core.forms');
      expect(text, code).not.toMatch(/\{\$/);
      expect(text, code).not.toBe('Wrong code. Attempts left: 2');
    }
    expect(seen(word(refusal('WRONG_CODE', { triesLeft: 2 })))).toContain('2');
    expect(seen(word(refusal('DELIVERY_MIN_AMOUNT', { minPrice: 40_000 })))).toContain("40 000 so'm");
    expect(seen(word(refusal('SIGN_IN_LOCKED', { seconds: 120 })))).toContain('2');
  });

  it("keeps the server's text when it speaks the language, or when the details it needs are missing", () => {
    expect(word(refusal('WRONG_CODE', { triesLeft: 2 }, true))).toBe('Wrong code. Attempts left: 2');
    expect(word(refusal('WRONG_CODE', undefined))).toBe('Wrong code. Attempts left: 2');
    expect(word(refusal('MODIFICATION_INVALID', { max: 2 }))).toBe('Wrong code. Attempts left: 2');
    expect(word(refusal('SOMETHING_NEW', { max: 2 }))).toBe('Wrong code. Attempts left: 2');
  });
});

describe('a wording the server lacks', () => {
  it('tells a Kazakh, Arabic, Turkish and Chinese customer the tries left', () => {
    expect(seen(wordingIn('kk')(refusal('WRONG_CODE', { triesLeft: 2 })))).toBe(
      'Код қате. Қалған әрекеттер: 2.',
    );
    expect(seen(wordingIn('tr')(refusal('WRONG_CODE', { triesLeft: 2 })))).toBe(
      'Yanlış kod. Kalan deneme: 2.',
    );
    expect(seen(wordingIn('zh')(refusal('WRONG_CODE', { triesLeft: 2 })))).toBe(
      '验证码错误。剩余尝试次数：2。',
    );
    expect(seen(wordingIn('ar')(refusal('WRONG_CODE', { triesLeft: 2 })))).toBe(
      'رمز غير صحيح. المحاولات المتبقية: 2.',
    );
  });

  it('words a refused time window, which carries no values, in every language', () => {
    expect(seen(wordingIn('kk')(refusal('DELIVERY_WINDOW_INVALID', {})))).toBe(
      'Уақыт аралығы басталғаннан кейін аяқталуы керек.',
    );
    expect(seen(wordingIn('zh')(refusal('DELIVERY_WINDOW_OUTSIDE_HOURS', {})))).toContain('营业时间');
    expect(seen(wordingIn('tr')(refusal('DELIVERY_TIME_NOT_FUTURE', {})))).toContain('ileride');
    // A server without the empty details keeps its own text.
    expect(wordingIn('kk')(refusal('DELIVERY_WINDOW_INVALID', undefined))).toBe(
      'Wrong code. Attempts left: 2',
    );
  });
});
