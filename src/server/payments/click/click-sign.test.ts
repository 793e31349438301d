import { describe, expect, it } from 'vitest';
import { clickAmountOf, tiyinOfClickAmount } from './click-protocol.ts';
import { clickSignMatches, clickSignString } from './click-sign.ts';

// MD5 digests computed independently of this code, over Click's documented concatenations.
const prepare = {
  click_trans_id: '1234567',
  service_id: '30001',
  merchant_trans_id: '15',
  amount: '38400',
  action: '0',
  sign_time: '2026-03-01 14:00:00',
};

describe("Click's sign_string", () => {
  it('prepare: md5(click_trans_id service_id SECRET_KEY merchant_trans_id amount action sign_time)', () => {
    expect(clickSignString(prepare, 'secret')).toBe('c5eea89645fd0ae3d84e25cba3fca98e');
  });

  it('complete: merchant_prepare_id follows merchant_trans_id', () => {
    const complete = { ...prepare, merchant_prepare_id: '99', action: '1' };
    expect(clickSignString(complete, 'secret')).toBe('38a8d8a0147a218cc204c61f4b57096b');
  });

  it('is computed over the amount exactly as sent: "38400" and "38400.00" differ', () => {
    const decimals = { ...prepare, amount: '38400.00' };
    expect(clickSignString(decimals, 'secret')).toBe('4642416462e854820f43a18f560a5886');
    expect(clickSignMatches(decimals, 'secret', 'c5eea89645fd0ae3d84e25cba3fca98e')).toBe(false);
    expect(clickSignMatches(prepare, 'secret', 'C5EEA89645FD0AE3D84E25CBA3FCA98E')).toBe(true);
    expect(clickSignMatches(prepare, 'secret', 'c5eea896')).toBe(false);
  });
});

describe("Click's amounts", () => {
  it('are read in tiyin from the string, without float rounding', () => {
    expect(tiyinOfClickAmount('38400')).toBe(3_840_000);
    expect(tiyinOfClickAmount('38400.00')).toBe(3_840_000);
    expect(tiyinOfClickAmount('38400.5')).toBe(3_840_050);
    expect(tiyinOfClickAmount('0.29')).toBe(29);
    expect(tiyinOfClickAmount('38400.500')).toBe(3_840_050);
    expect(tiyinOfClickAmount('38400.501')).toBeNull();
    expect(tiyinOfClickAmount('-1')).toBeNull();
    expect(tiyinOfClickAmount('1e5')).toBeNull();
  });

  it('are written for the pay link in so’m with two decimals', () => {
    expect(clickAmountOf(3_840_000)).toBe('38400.00');
    expect(clickAmountOf(3_840_050)).toBe('38400.50');
    expect(clickAmountOf(7)).toBe('0.07');
  });
});
