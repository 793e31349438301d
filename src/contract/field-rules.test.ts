import { describe, expect, it } from 'vitest';
import {
  birthdayProblem,
  digitValue,
  emailProblem,
  FieldErrorBody,
  keepDigits,
  nameProblem,
  normalizeDigits,
  tableIdOf,
  tableNumberProblem,
  textProblem,
} from './field-rules.ts';

describe('digits of any keyboard', () => {
  it('reads the decimal digits of every script as ASCII', () => {
    const samples: [string, string][] = [
      ['0123456789', '0123456789'],
      // Arabic-Indic, as an Arabic keyboard types them.
      ['٠١٢٣٤٥٦٧٨٩', '0123456789'],
      // Extended Arabic-Indic (Persian, Urdu).
      ['۰۱۲۳۴۵۶۷۸۹', '0123456789'],
      // Devanagari, Bengali, Thai, full-width.
      ['०१२३४५६७८९', '0123456789'],
      ['০১২৩৪৫৬৭৮৯', '0123456789'],
      ['๐๑๒๓๔๕๖๗๘๙', '0123456789'],
      ['０１２３４５６７８９', '0123456789'],
      // Mathematical digits: five runs of ten back to back, outside the basic plane.
      ['𝟎𝟗𝟘𝟡𝟬𝟿', '090909'],
    ];
    for (const [typed, ascii] of samples) expect(normalizeDigits(typed)).toBe(ascii);
  });

  it('leaves everything else as it is', () => {
    expect(normalizeDigits('№ ١٢a')).toBe('№ 12a');
    expect(digitValue('a')).toBeNull();
    expect(digitValue('٣')).toBe(3);
    // Roman numerals and superscripts are numbers, not decimal digits.
    expect(digitValue('Ⅻ')).toBeNull();
    expect(digitValue('²')).toBeNull();
  });

  it('keeps the digits only, counted as characters, not code units', () => {
    expect(keepDigits(' №12a345', 4)).toBe('1234');
    expect(keepDigits('٧b٣', 4)).toBe('٧٣');
    expect(keepDigits('𝟏𝟐𝟑𝟒𝟓', 4)).toBe('𝟏𝟐𝟑𝟒');
  });
});

describe('the table number', () => {
  it('is 1 to 9999, in any digits', () => {
    expect(tableIdOf('٧')).toBe(7);
    expect(tableIdOf('07')).toBe(7);
    expect(tableIdOf(' ۱۲ ')).toBe(12);
    expect(tableIdOf('')).toBeNull();
    expect(tableIdOf('1a')).toBeNaN();
    expect(tableNumberProblem('٩٩٩٩', true)).toBeNull();
    expect(tableNumberProblem('0', false)).toEqual({ kind: 'range', min: 1, max: 9999 });
    expect(tableNumberProblem('٠٠', true)).toEqual({ kind: 'range', min: 1, max: 9999 });
    expect(tableNumberProblem('12b', true)).toEqual({ kind: 'number' });
  });

  it('is required only where the merchant needs it', () => {
    expect(tableNumberProblem('  ', true)).toEqual({ kind: 'required' });
    expect(tableNumberProblem('', false)).toBeNull();
  });
});

describe('the profile fields', () => {
  it('names: required or not, at most 100 characters once spaces are tidied', () => {
    expect(nameProblem('   ', true)).toEqual({ kind: 'required' });
    expect(nameProblem('', false)).toBeNull();
    expect(nameProblem(`  ${'a'.repeat(50)}     ${'b'.repeat(49)}  `, true)).toBeNull();
    expect(nameProblem('a'.repeat(101), false)).toEqual({ kind: 'tooLong', max: 100 });
  });

  it('emails: the contract rule, and a length', () => {
    expect(emailProblem('')).toBeNull();
    expect(emailProblem(' aziz@example.uz ')).toBeNull();
    expect(emailProblem('aziz@')).toEqual({ kind: 'email' });
    expect(emailProblem('aziz example.uz')).toEqual({ kind: 'email' });
    expect(emailProblem(`${'a'.repeat(250)}@b.uz`)).toEqual({ kind: 'tooLong', max: 254 });
  });

  it('birthdays: a date in the past, from 1900', () => {
    expect(birthdayProblem('', '2026-03-01')).toBeNull();
    expect(birthdayProblem('1990-05-17', '2026-03-01')).toBeNull();
    expect(birthdayProblem('2026-03-01', '2026-03-01')).toBeNull();
    expect(birthdayProblem('2026-03-02', '2026-03-01')).toEqual({ kind: 'notFuture' });
    expect(birthdayProblem('1899-12-31', '2026-03-01')).toEqual({ kind: 'notBefore', min: '1900-01-01' });
    expect(birthdayProblem('1990-02-30', '2026-03-01')).toEqual({ kind: 'date' });
  });

  it('free texts: at most their limit', () => {
    expect(textProblem('x'.repeat(500))).toBeNull();
    expect(textProblem('x'.repeat(501))).toEqual({ kind: 'tooLong', max: 500 });
  });
});

describe('FieldErrorBody', () => {
  it('keeps the description when a newer server sends a rule this version does not know', () => {
    const body = FieldErrorBody.parse({
      code: 'VALIDATION',
      description: { ru: 'Неверно' },
      field: 'email',
      problem: { kind: 'somethingNew' },
    });
    expect(body).toEqual({ code: 'VALIDATION', description: { ru: 'Неверно' }, field: 'email' });
  });
});
