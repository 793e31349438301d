import { describe, expect, it } from 'vitest';
import { promoDateState, usesLeft } from './promo-rules.ts';

const promo = { isActive: true, startDate: '2026-02-01T00:00:00Z', endDate: '2026-03-31T23:59:00Z' };
const on = { promoActive: true };
const at = (iso: string) => Date.parse(iso);

describe('promoDateState (spec section 5)', () => {
  it('is usable from the start to the end, both included', () => {
    expect(promoDateState(promo, on, at(promo.startDate))).toBe('USABLE');
    expect(promoDateState(promo, on, at(promo.endDate))).toBe('USABLE');
  });

  it('refuses before the start, after the end, and when the code or the merchant turned promos off', () => {
    expect(promoDateState(promo, on, at('2026-01-31T23:59:59Z'))).toBe('NOT_STARTED');
    expect(promoDateState(promo, on, at('2026-04-01T00:00:00Z'))).toBe('EXPIRED');
    expect(promoDateState({ ...promo, isActive: false }, on, at('2026-03-01T00:00:00Z'))).toBe('NOT_ACTIVE');
    expect(promoDateState(promo, { promoActive: false }, at('2026-03-01T00:00:00Z'))).toBe('NOT_ACTIVE');
  });
});

describe('usesLeft', () => {
  it('is unlimited without limits', () => {
    expect(usesLeft({}, 100, 10)).toEqual({ left: null, reached: null });
  });

  it('is the smaller rest of the total and the customer limit', () => {
    expect(usesLeft({ maxUses: 10, maxUsesPerCustomer: 3 }, 8, 1)).toEqual({ left: 2, reached: null });
    expect(usesLeft({ maxUses: 10, maxUsesPerCustomer: 3 }, 2, 1)).toEqual({ left: 2, reached: null });
    expect(usesLeft({ maxUsesPerCustomer: 3 }, 50, 3)).toEqual({ left: 0, reached: 'CUSTOMER' });
  });

  it('names the total first when both are reached, and never goes below zero', () => {
    expect(usesLeft({ maxUses: 5, maxUsesPerCustomer: 1 }, 7, 1)).toEqual({ left: 0, reached: 'TOTAL' });
  });
});
