import { describe, expect, it } from 'vitest';
import { applyMask, isComplete, unmask } from './mask.ts';
import { PHONE_MASKS } from './phone-masks.ts';

describe('input masks', () => {
  const uz = PHONE_MASKS.UZ;
  it('formats digits as they are typed', () => {
    expect(applyMask(uz, '')).toBe('+998');
    expect(applyMask(uz, '90')).toBe('+998 90');
    expect(applyMask(uz, '901234567')).toBe('+998 90 123 45 67');
  });
  it('accepts a pasted number with its prefix and any spacing', () => {
    expect(applyMask(uz, '+998 (90) 123-45-67')).toBe('+998 90 123 45 67');
    expect(applyMask(PHONE_MASKS.KZ, '+7 701 123 4567')).toBe('+7 701 123 45 67');
    expect(applyMask(uz, '998901234567')).toBe('+998 90 123 45 67');
    expect(applyMask(PHONE_MASKS.KZ, '77011234567')).toBe('+7 701 123 45 67');
  });
  it('takes the digits of any keyboard as ASCII digits', () => {
    // An Arabic keyboard types Arabic-Indic digits, a Persian one its own, an IME full-width ones.
    expect(applyMask(uz, '٩٠١٢٣٤٥٦٧')).toBe('+998 90 123 45 67');
    expect(applyMask(uz, '+٩٩٨ ۹۰ ١٢٣ ٤٥ ٦٧')).toBe('+998 90 123 45 67');
    expect(unmask(uz, '９０１２３４５６７')).toBe('+998901234567');
  });
  it('drops characters that fit no slot and stops at the end of the mask', () => {
    expect(applyMask(uz, '90a12b34567999')).toBe('+998 90 123 45 67');
  });
  it('knows letters, digits and either', () => {
    expect(applyMask('@@-###', 'AB123')).toBe('AB-123');
    expect(applyMask('@@-###', '12AB3')).toBe('AB-3');
    expect(applyMask('**', 'x1')).toBe('x1');
  });
  it('tells when a mask is complete and gives the raw value', () => {
    expect(isComplete(uz, '90123456')).toBe(false);
    expect(isComplete(uz, '901234567')).toBe(true);
    expect(unmask(uz, '901234567')).toBe('+998901234567');
  });
});
