import { describe, expect, it } from 'vitest';
import { codeDigits, completesCode, isWholeCode } from './code-digits.ts';

describe('codeDigits', () => {
  it('keeps the digits of what was typed or pasted, six at most', () => {
    expect(codeDigits('123 456')).toBe('123456');
    expect(codeDigits('12-34-56')).toBe('123456');
    expect(codeDigits('Your code: 654321. Do not share it')).toBe('654321');
    expect(codeDigits('12345678')).toBe('123456');
    expect(codeDigits('abc')).toBe('');
  });
});

describe('isWholeCode', () => {
  it('is true for six digits only', () => {
    expect(isWholeCode('123456')).toBe(true);
    expect(isWholeCode('12345')).toBe(false);
    expect(isWholeCode('12345a')).toBe(false);
    expect(isWholeCode('')).toBe(false);
  });
});

describe('completesCode', () => {
  it('is true when the sixth digit arrives, or a whole new code replaces another', () => {
    expect(completesCode('12345', '123456')).toBe(true);
    expect(completesCode('', '654321')).toBe(true);
    expect(completesCode('123456', '654321')).toBe(true);
  });

  it('is false for fewer digits, and for the same code again', () => {
    expect(completesCode('1234', '12345')).toBe(false);
    expect(completesCode('123456', '12345')).toBe(false);
    expect(completesCode('123456', '123456')).toBe(false);
  });
});
