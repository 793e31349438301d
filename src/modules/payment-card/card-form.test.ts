import { describe, expect, it } from 'vitest';
import { expiryProblem, formatCardNumber, formatExpiry, newCardOf, numberProblem } from './card-form.ts';

const MARCH_2026 = Date.parse('2026-03-15T12:00:00Z');

describe('the card form', () => {
  it('masks the number in groups of four as it is typed or pasted, digits only, 16 at most', () => {
    expect(formatCardNumber('8600')).toBe('8600');
    expect(formatCardNumber('86000')).toBe('8600 0');
    expect(formatCardNumber('8600069195406311')).toBe('8600 0691 9540 6311');
    expect(formatCardNumber('8600-0691-9540-6311')).toBe('8600 0691 9540 6311');
    expect(formatCardNumber('8600 0691 9540 6311 99')).toBe('8600 0691 9540 6311');
    expect(formatCardNumber('abc')).toBe('');
  });

  it('masks the expiry as MM/YY', () => {
    expect(formatExpiry('03')).toBe('03');
    expect(formatExpiry('039')).toBe('03/9');
    expect(formatExpiry('0399')).toBe('03/99');
    expect(formatExpiry('03/995')).toBe('03/99');
  });

  it('says what is wrong with the number: nothing, too short, or not a card (Luhn)', () => {
    expect(numberProblem('')).toBe('required');
    expect(numberProblem('8600 0691 9540')).toBe('short');
    expect(numberProblem('8600 0691 9540 6312')).toBe('invalid');
    expect(numberProblem('8600 0691 9540 6311')).toBeNull();
  });

  it('says what is wrong with the expiry on the server’s clock', () => {
    expect(expiryProblem('', MARCH_2026)).toBe('required');
    expect(expiryProblem('13/30', MARCH_2026)).toBe('invalid');
    expect(expiryProblem('03/2', MARCH_2026)).toBe('invalid');
    expect(expiryProblem('02/26', MARCH_2026)).toBe('expired');
    expect(expiryProblem('03/26', MARCH_2026)).toBeNull();
    expect(expiryProblem('03/99', MARCH_2026)).toBeNull();
  });

  it('sends digits only, the expiry as Payme takes it', () => {
    expect(newCardOf('8600 0691 9540 6311', '03/99')).toEqual({ number: '8600069195406311', expire: '0399' });
  });
});
