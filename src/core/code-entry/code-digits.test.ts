import { describe, expect, it } from 'vitest';
import { codeDigits, isWholeCode } from './code-digits.ts';

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
