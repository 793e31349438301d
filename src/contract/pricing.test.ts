import { describe, expect, it } from 'vitest';
import { cashbackEarned, linePrice, priceOrder, type PromoTerms } from './pricing.ts';

const item = (costPrice: number, count: number, discount = 0, mods: number[] = []) => ({
  product: { id: 1, costPrice, count, discount },
  modifications: mods.map((price, i) => ({ id: i + 1, price, count: 1 })),
});

describe('linePrice (spec section 9)', () => {
  it('multiplies cost price plus modifications by the count', () => {
    expect(linePrice(item(30000, 2, 0, [5000, 2000]))).toEqual({
      unitBefore: 37000,
      unit: 37000,
      before: 74000,
      total: 74000,
    });
  });

  it('applies the percent discount to modification prices too', () => {
    const line = linePrice(item(30000, 3, 10, [10000]));
    expect(line.unit).toBe(36000);
    expect(line.total).toBe(108000);
    expect(line.before).toBe(120000);
  });

  it('counts a modification as many times as its count', () => {
    const line = linePrice({
      product: { id: 1, costPrice: 1000, count: 2, discount: 0 },
      modifications: [{ id: 5, price: 500, count: 3 }],
    });
    expect(line.total).toBe(5000);
  });
});

describe('priceOrder', () => {
  const amount: PromoTerms = {
    discountType: 'AMOUNT',
    productDiscount: 10000,
    deliveryDiscount: 3000,
    minPrice: 50000,
  };
  const percent: PromoTerms = {
    discountType: 'PERCENTAGE',
    productDiscount: 10,
    deliveryDiscount: 50,
    minPrice: 0,
  };

  it('sums products, their discounts and counts', () => {
    const priced = priceOrder({ items: [item(20000, 2, 10), item(5000, 1)], serviceType: 'PICK_UP' });
    expect(priced).toMatchObject({
      productPrice: 45000,
      productDiscount: 4000,
      totalProductPrice: 41000,
      productCount: 3,
      totalPrice: 41000,
    });
  });

  it('charges delivery only for delivery (express included)', () => {
    const items = [item(20000, 1)];
    expect(priceOrder({ items, serviceType: 'DELIVERY', deliveryPrice: 8000 }).totalPrice).toBe(28000);
    expect(priceOrder({ items, serviceType: 'EXPRESS_24', deliveryPrice: 8000 }).totalPrice).toBe(28000);
    expect(priceOrder({ items, serviceType: 'PICK_UP', deliveryPrice: 8000 })).toMatchObject({
      deliveryPrice: 0,
      totalPrice: 20000,
    });
    expect(priceOrder({ items, serviceType: 'DINE_IN', deliveryPrice: 8000 }).deliveryPrice).toBe(0);
  });

  it('takes a fixed promo off products and delivery, capped at what it discounts', () => {
    const priced = priceOrder({
      items: [item(60000, 1)],
      serviceType: 'DELIVERY',
      deliveryPrice: 2000,
      promo: amount,
    });
    expect(priced).toMatchObject({ promoProductDiscount: 10000, deliveryDiscount: 2000, totalPrice: 50000 });
    expect(priced.totalDiscount).toBe(12000);
  });

  it('takes a percentage promo of the product total and of delivery', () => {
    const priced = priceOrder({
      items: [item(40000, 1)],
      serviceType: 'DELIVERY',
      deliveryPrice: 10000,
      promo: percent,
    });
    expect(priced).toMatchObject({ promoProductDiscount: 4000, deliveryDiscount: 5000, totalPrice: 41000 });
  });

  it('ignores a promo below its minimum price and says so', () => {
    const priced = priceOrder({ items: [item(40000, 1)], serviceType: 'PICK_UP', promo: amount });
    expect(priced).toMatchObject({ promoProductDiscount: 0, promoBelowMinimum: true, totalPrice: 40000 });
  });

  it('subtracts cashback but never below zero', () => {
    expect(priceOrder({ items: [item(10000, 1)], serviceType: 'PICK_UP', cashback: 3000 }).totalPrice).toBe(
      7000,
    );
    const all = priceOrder({ items: [item(10000, 1)], serviceType: 'PICK_UP', cashback: 50000 });
    expect(all).toMatchObject({ cashback: 10000, totalPrice: 0 });
  });

  it('prices an empty basket at zero', () => {
    expect(priceOrder({ items: [], serviceType: 'DELIVERY', deliveryPrice: 5000 }).productCount).toBe(0);
  });

  it('adds the service fee to what is paid, and waives it from its threshold', () => {
    const fee = {
      isServiceFeeEnabled: true,
      isServiceFeeFreeAboveThreshold: true,
      serviceFeeThreshold: 100_000,
      serviceFeeAmount: 10_000,
    };
    const small = priceOrder({ items: [item(50_000, 1)], serviceType: 'PICK_UP', serviceFee: fee });
    expect(small).toMatchObject({ servicePrice: 10_000, totalPrice: 60_000 });
    const big = priceOrder({ items: [item(50_000, 2)], serviceType: 'PICK_UP', serviceFee: fee });
    expect(big).toMatchObject({ servicePrice: 0, totalPrice: 100_000 });
    const off = priceOrder({
      items: [item(50_000, 1)],
      serviceType: 'PICK_UP',
      serviceFee: { ...fee, isServiceFeeEnabled: false },
    });
    expect(off.servicePrice).toBe(0);
  });
});

describe('cashbackEarned', () => {
  const priced = { totalProductPrice: 57000, promoProductDiscount: 5700, cashback: 1000 };

  it("is the rate's share of the products after every discount, less the cashback spent, in whole so'm", () => {
    expect(cashbackEarned(priced, 5)).toBe(2515);
    expect(cashbackEarned({ ...priced, totalProductPrice: 57_003 }, 5)).toBe(2515);
    expect(cashbackEarned({ totalProductPrice: 1999, promoProductDiscount: 0, cashback: 0 }, 10)).toBe(199);
  });

  it('is nothing without a rate, and never below zero when cashback paid everything', () => {
    expect(cashbackEarned(priced, 0)).toBe(0);
    expect(cashbackEarned({ ...priced, cashback: 60000 }, 5)).toBe(0);
    expect(cashbackEarned(priced, 250)).toBe(50300);
  });
});
