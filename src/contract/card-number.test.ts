import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  groupCardNumber,
  isCardNumber,
  isExpired,
  isExpiry,
  lastFour,
  maskCardNumber,
  passesLuhn,
  safeMaskedNumber,
  slashedExpiry,
} from './card-number.ts';

describe('card numbers', () => {
  it('pass the Luhn check as Payme’s test cards do, and fail it on any single mistyped digit', () => {
    for (const number of ['8600069195406311', '8600495473316478', '9860123456789015', '4111111111111111']) {
      expect(passesLuhn(number), number).toBe(true);
    }
    const good = '8600069195406311';
    for (let i = 0; i < good.length; i++) {
      const digit = Number(good[i]);
      const typo = `${good.slice(0, i)}${(digit + 1) % 10}${good.slice(i + 1)}`;
      expect(passesLuhn(typo), typo).toBe(false);
    }
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('8600 0691')).toBe(false);
  });

  it('are 16 digits that pass Luhn', () => {
    expect(isCardNumber('8600069195406311')).toBe(true);
    expect(isCardNumber('860006919540631')).toBe(false);
    expect(isCardNumber('8600069195406312')).toBe(false);
    expect(isCardNumber('8600 0691 9540 6311')).toBe(false);
  });

  it('are masked as Payme masks them, and a mask with too many digits is masked again', () => {
    expect(maskCardNumber('8600069195406311')).toBe('860006******6311');
    expect(maskCardNumber('8600 0691 9540 6311')).toBe('860006******6311');
    expect(safeMaskedNumber('860006******6311')).toBe('860006******6311');
    expect(safeMaskedNumber('8600 **** **** 6311')).toBe('8600********6311');
    // A provider (or a bug) handing back the whole number never gets it stored or shown.
    expect(safeMaskedNumber('8600069195406311')).toBe('860006******6311');
    expect(safeMaskedNumber('8600069195******')).toBe('860006**********');
  });

  it('are shown in groups of four, with the last four and the network for labels', () => {
    expect(groupCardNumber('860006******6311')).toBe('8600 06** **** 6311');
    expect(lastFour('860006******6311')).toBe('6311');
    expect(cardBrand('860006******6311')).toBe('UZCARD');
    expect(cardBrand('986012******9015')).toBe('HUMO');
    expect(cardBrand('411111******1111')).toBe('VISA');
    expect(cardBrand('555555******4444')).toBe('MASTERCARD');
    expect(cardBrand('620000******0000')).toBe('OTHER');
  });
});

describe('expiry dates', () => {
  const at = (iso: string) => Date.parse(iso);

  it('are MMYY with a real month', () => {
    expect(isExpiry('0399')).toBe(true);
    expect(isExpiry('1230')).toBe(true);
    expect(isExpiry('1330')).toBe(false);
    expect(isExpiry('0030')).toBe(false);
    expect(isExpiry('03/99')).toBe(false);
    expect(slashedExpiry('0399')).toBe('03/99');
    expect(slashedExpiry('03/99')).toBe('03/99');
  });

  it('last through the end of their month', () => {
    expect(isExpired('0326', at('2026-03-31T23:59:59Z'))).toBe(false);
    expect(isExpired('03/26', at('2026-04-01T00:00:00Z'))).toBe(true);
    expect(isExpired('1226', at('2026-12-15T00:00:00Z'))).toBe(false);
    expect(isExpired('1226', at('2027-01-01T00:00:00Z'))).toBe(true);
    expect(isExpired('0399', at('2026-03-01T00:00:00Z'))).toBe(false);
    expect(isExpired('1399', at('2026-03-01T00:00:00Z'))).toBe(true);
  });
});
