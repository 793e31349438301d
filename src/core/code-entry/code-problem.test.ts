import { describe, expect, it } from 'vitest';
import type { ApiError } from '../api/api-error.ts';
import { Messages } from '../i18n/messages.ts';
import ar from './i18n/ar.json';
import en from './i18n/en.json';
import { CODE_PROBLEMS, codeProblemText, resendAtAfter } from './code-problem.ts';

function textsIn(lang: 'ar' | 'en', catalogue: Record<string, string>) {
  const messages = new Messages(lang);
  messages.add('core.code', catalogue);
  return (id: string) => messages.format(id);
}

describe('codeProblemText', () => {
  const arabic = textsIn('ar', ar);

  it("keeps the server's text when it is in the customer's language (it counts the tries left)", () => {
    const error: ApiError = {
      status: 400,
      code: 'WRONG_CODE',
      message: 'Неверный код. Осталось попыток: 4',
      localized: true,
    };
    expect(codeProblemText(error, arabic)).toBe('Неверный код. Осталось попыток: 4');
  });

  it('counts the tries left in the customer language from the details beside the description', () => {
    const messages = new Messages('ar');
    messages.add('core.code', ar);
    const error: ApiError = {
      status: 400,
      code: 'WRONG_CODE',
      message: 'Произошла ошибка',
      localized: false,
      body: {
        code: 'WRONG_CODE',
        description: { eng: 'Wrong code. Attempts left: 3' },
        details: { triesLeft: 3 },
      },
    };
    const text = codeProblemText(error, (id, values) => messages.format(id, values));
    expect(text.replace(/[\u2066-\u2069]/g, '')).toBe('رمز غير صحيح. المحاولات المتبقية: 3.');
  });

  it("says each code problem in the customer's language when the server has no text in it", () => {
    const texts = CODE_PROBLEMS.map((code) =>
      codeProblemText({ status: 400, code, message: 'Произошла ошибка', localized: false }, arabic),
    );
    expect(texts).toContain(ar['error.WRONG_CODE']);
    expect(texts).toEqual(CODE_PROBLEMS.map((code) => ar[`error.${code}`]));
    expect(new Set(texts).size).toBe(CODE_PROBLEMS.length);
  });

  it('says a failed connection in that language, and leaves other errors as the client put them', () => {
    const english = textsIn('en', en);
    expect(codeProblemText({ status: 0, message: 'Произошла ошибка, попробуйте позже' }, english)).toBe(
      en['error.network'],
    );
    // The spec's Uzbek fallback of phone change errors stays.
    expect(
      codeProblemText({ status: 409, code: 'PHONE_TAKEN', message: 'Raqam band', localized: false }, english),
    ).toBe('Raqam band');
  });
});

describe('resendAtAfter', () => {
  it("adds the server's Retry-After to now, or says nothing without one", () => {
    expect(resendAtAfter({ status: 429, message: '', retryAfter: 42 }, 1_000)).toBe(43_000);
    expect(resendAtAfter({ status: 400, message: '' }, 1_000)).toBeNull();
  });
});
