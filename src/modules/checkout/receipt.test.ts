import { describe, expect, it } from 'vitest';
import { PHONE_MASKS } from '../../core/forms/phone-masks.ts';
import { receiptForOrder, receiptPhoneFor, receiptProblem } from './receipt.ts';

const mask = PHONE_MASKS.UZ;

describe('the receipt', () => {
  it('needs a complete phone only when asked for', () => {
    expect(receiptProblem({ send: false, phone: '' }, mask)).toBeNull();
    expect(receiptProblem({ send: true, phone: '+998 ' }, mask)).toEqual({ kind: 'required' });
    expect(receiptProblem({ send: true, phone: '+998 90 12' }, mask)).toEqual({ kind: 'phone' });
    expect(receiptProblem({ send: true, phone: '+998 90 123 45 67' }, mask)).toBeNull();
  });

  it("starts from the customer's own phone, in the mask", () => {
    expect(receiptPhoneFor({ send: true, phone: '' }, mask, '+998901234567')).toBe('+998 90 123 45 67');
    expect(receiptPhoneFor({ send: true, phone: '+998 91' }, mask, '+998901234567')).toBe('+998 91');
  });

  it('goes with the order unmasked, or not at all', () => {
    expect(receiptForOrder({ send: true, phone: '+998 90 123 45 67' }, mask)).toEqual({
      phone: '+998901234567',
    });
    expect(receiptForOrder({ send: false, phone: '+998 90 123 45 67' }, mask)).toBeNull();
  });
});
