import { describe, expect, it } from 'vitest';
import type { ApiError } from '../api/api-error.ts';
import { Messages } from '../i18n/messages.ts';
import type { AppLanguage } from '../i18n/languages.ts';
import ar from './i18n/ar.json';
import en from './i18n/en.json';
import kk from './i18n/kk.json';
import ru from './i18n/ru.json';
import { FORMS_NAMESPACE } from './form-texts.ts';
import { namedProblemText, problemText } from './problem-text.ts';
import { fieldRefusalOf } from './server-refusal.ts';

function translator(lang: AppLanguage, catalogue: Record<string, string>) {
  const messages = new Messages(lang);
  messages.add(FORMS_NAMESPACE, catalogue);
  return (id: string, values?: Record<string, string | number>) => messages.format(id, values);
}

describe('problemText', () => {
  it('says each rule in the customer language, with its limits', () => {
    const t = translator('en', en);
    expect(problemText(t, { kind: 'required' })).toBe('Please fill in this field!');
    expect(problemText(t, { kind: 'tooLong', max: 100 })).toBe('At most 100 characters.');
    expect(problemText(t, { kind: 'range', min: 1, max: 9999 })).toBe('Enter a number from 1 to 9999.');
    // Dates as the spec writes them: dd.mm.yyyy.
    expect(problemText(t, { kind: 'notBefore', min: '1900-01-01' })).toBe(
      'Choose a date from 01.01.1900 on.',
    );
    expect(translator('ru', ru)(`core.forms.problem.email`)).toBe(
      problemText(translator('ru', ru), { kind: 'email' }),
    );
  });

  it('is there in languages the server does not speak', () => {
    expect(problemText(translator('kk', kk), { kind: 'notFuture' })).toBe('Күн болашақта болмауы керек.');
    expect(problemText(translator('ar', ar), { kind: 'range', min: 1, max: 9999 })).toContain('9999');
  });

  it('names the field as the form does, away from the field', () => {
    const t = translator('ru', ru);
    expect(namedProblemText(t, 'Номер столика', { kind: 'required' })).toBe(
      'Номер столика: Пожалуйста, заполните это поле!',
    );
  });
});

describe('fieldRefusalOf', () => {
  const refusal = (body: unknown) => fieldRefusalOf({ body } as Pick<ApiError, 'body'>);

  it('reads the field and the rule of a refusal', () => {
    expect(
      refusal({ code: 'VALIDATION', field: 'tableId', problem: { kind: 'range', min: 1, max: 9999 } }),
    ).toEqual({ field: 'tableId', problem: { kind: 'range', min: 1, max: 9999 } });
    expect(refusal({ code: 'SAME_PHONE', field: 'phone', description: { ru: 'Это уже ваш номер' } })).toEqual(
      {
        field: 'phone',
        problem: null,
      },
    );
  });

  it('is null for a refusal about no field, or a reply that is not an error body', () => {
    expect(refusal({ code: 'BRANCH_INACTIVE', description: { ru: 'Филиал закрыт' } })).toBeNull();
    expect(refusal(null)).toBeNull();
    expect(refusal('<html>')).toBeNull();
  });
});
