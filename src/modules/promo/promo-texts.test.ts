import { describe, expect, it } from 'vitest';
import { onlyDelivery, refusalKey, termLines } from './promo-texts.ts';

describe('promo texts', () => {
  it("names each of the server's refusals, and none for other failures", () => {
    expect(refusalKey('PROMO_EXPIRED')).toBe('promo.refusal.expired');
    expect(refusalKey('PROMO_NOT_STARTED')).toBe('promo.refusal.notStarted');
    expect(refusalKey('PROMO_CUSTOMER_LIMIT')).toBe('promo.refusal.customerLimit');
    expect(refusalKey('RATE_LIMITED')).toBeNull();
    expect(refusalKey(undefined)).toBeNull();
  });

  it('says what a code gives: percents or amounts, products then delivery, then its minimum', () => {
    expect(
      termLines({ discountType: 'PERCENTAGE', productDiscount: 10, deliveryDiscount: 50, minPrice: 50000 }),
    ).toEqual([
      { key: 'promo.terms.productPercent', percent: 10 },
      { key: 'promo.terms.deliveryPercent', percent: 50 },
      { key: 'promo.terms.minPrice', amount: 50000 },
    ]);
    expect(
      termLines({ discountType: 'AMOUNT', productDiscount: 0, deliveryDiscount: 15000, minPrice: 0 }),
    ).toEqual([{ key: 'promo.terms.deliveryAmount', amount: 15000 }]);
  });

  it('knows a delivery-only code', () => {
    expect(onlyDelivery({ productDiscount: 0, deliveryDiscount: 15000 })).toBe(true);
    expect(onlyDelivery({ productDiscount: 10, deliveryDiscount: 15000 })).toBe(false);
  });
});
