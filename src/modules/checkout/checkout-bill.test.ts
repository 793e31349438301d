import { describe, expect, it } from 'vitest';
import type { PromoOffer } from '../../contract/index.ts';
import { billOf, type BillInput } from './checkout-bill.ts';

const burger = { product: { id: 1, count: 2, costPrice: 30000, discount: 0 }, modifications: [] };
const tenPercent: PromoOffer = {
  id: 1,
  code: 'LAB10',
  discountType: 'PERCENTAGE',
  productDiscount: 10,
  deliveryDiscount: 0,
  minPrice: 50000,
  startDate: '2026-01-01T00:00:00Z',
  endDate: '2026-12-31T23:59:00Z',
  usesLeft: null,
};
const input: BillInput = {
  items: [burger],
  serviceType: 'DELIVERY',
  deliveryPrice: 12000,
  orderSettings: null,
  parts: { promo: true, cashback: true },
  promo: tenPercent,
  cashback: 0,
  balance: 5000,
};

describe('billOf', () => {
  it('prices with the promo and the cashback chosen, up to the balance', () => {
    const bill = billOf({ ...input, cashback: 8000 });
    expect(bill.totals).toMatchObject({ promoProductDiscount: 6000, cashback: 5000, totalPrice: 61000 });
    expect(bill.beforeCashback).toBe(66000);
  });

  it('never spends more than the order costs', () => {
    const bill = billOf({ ...input, cashback: 1_000_000, balance: 1_000_000 });
    expect(bill.totals).toMatchObject({ cashback: 66000, totalPrice: 0 });
  });

  it('ignores what the merchant does not offer, and spends nothing while the balance is unknown', () => {
    const bill = billOf({ ...input, parts: { promo: false, cashback: false }, cashback: 5000 });
    expect(bill.totals).toMatchObject({ promoProductDiscount: 0, cashback: 0, totalPrice: 72000 });
    expect(billOf({ ...input, cashback: 5000, balance: null }).totals.cashback).toBe(0);
  });

  it('says what the order earns at the merchant rate, only where cashback is offered', () => {
    const orderSettings = {
      isServiceFeeEnabled: false,
      isServiceFeeFreeAboveThreshold: false,
      serviceFeeThreshold: 0,
      serviceFeeAmount: 0,
      minimalDeliveryPrice: 0,
      cashbackPercent: 5,
      isTableRequired: false,
    };
    expect(billOf({ ...input, orderSettings, cashback: 4000 }).earned).toBe(2500);
    expect(billOf({ ...input, orderSettings, parts: { promo: true, cashback: false } }).earned).toBe(0);
  });

  it('flags a promo whose minimum the products do not reach, and leaves it out of the total', () => {
    const bill = billOf({ ...input, items: [{ ...burger, product: { ...burger.product, count: 1 } }] });
    expect(bill.totals).toMatchObject({
      promoBelowMinimum: true,
      promoProductDiscount: 0,
      totalPrice: 42000,
    });
  });
});
