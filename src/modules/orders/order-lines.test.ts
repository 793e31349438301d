import { describe, expect, it } from 'vitest';
import { Order, Product } from '../../contract/index.ts';
import { cashbackNote, orderLines, orderTotals } from './order-lines.ts';

const burger = Product.parse({
  id: 100,
  categoryId: 1,
  costPrice: 30000,
  name: { ru: 'Бургер', eng: 'Burger' },
  modificationGroups: [
    {
      id: 1,
      name: { eng: 'Size' },
      modifications: [
        { id: 11, name: { eng: 'Regular' } },
        { id: 12, name: { eng: 'Large' }, price: 5000 },
      ],
    },
  ],
});

const order = (extra: object = {}) =>
  Order.parse({
    id: 1,
    status: 'CREATED',
    serviceType: 'PICK_UP',
    orderDevice: 'CLIENT_WEB',
    paymentType: 'CASH',
    cartItems: [
      {
        product: { id: 100, count: 2, costPrice: 30000, discount: 10 },
        modifications: [{ id: 12, price: 5000 }],
      },
      { product: { id: 555, count: 1, costPrice: 9000 } },
    ],
    totals: {
      productPrice: 79000,
      productDiscount: 7000,
      totalProductPrice: 72000,
      totalProductDiscount: 7000,
      totalPrice: 72000,
      totalDiscount: 7000,
      productCount: 3,
      deliveryPrice: 0,
      deliveryDiscount: 0,
    },
    ...extra,
  });

describe('order lines', () => {
  it('names lines and modifications from the catalogue and prices them from the order', () => {
    const [first, second] = orderLines(order(), new Map([[100, burger]]));
    expect(first).toMatchObject({
      productId: 100,
      name: { eng: 'Burger' },
      modifications: [{ id: 12, name: { eng: 'Large' }, count: 1 }],
      count: 2,
      unit: 31500,
      total: 63000,
    });
    // A product that left the catalogue keeps its line, without a name.
    expect(second).toMatchObject({ productId: 555, name: undefined, total: 9000 });
  });
});

describe('order totals', () => {
  it('lists products and discounts, leaves zero rows out and ends with the total', () => {
    expect(orderTotals(order())).toEqual({
      rows: [
        { key: 'products', amount: 79000 },
        { key: 'discount', amount: -7000 },
      ],
      total: 72000,
    });
  });

  it('shows delivery for a delivery order even when free, and cashback spent', () => {
    const delivered = order({ serviceType: 'DELIVERY', cashback: 2000 });
    expect(orderTotals(delivered).rows.map((r) => r.key)).toEqual([
      'products',
      'discount',
      'delivery',
      'cashback',
    ]);
    expect(orderTotals(delivered).rows.at(-1)).toEqual({ key: 'cashback', amount: -2000 });
  });

  it("names the promo code's discount apart from the products' own", () => {
    const withPromo = order({
      promoCode: 'LAB10',
      totals: {
        productPrice: 79000,
        productDiscount: 7000,
        totalProductPrice: 72000,
        totalProductDiscount: 14200,
        totalDiscount: 14200,
        totalPrice: 64800,
        productCount: 2,
        deliveryPrice: 0,
        deliveryDiscount: 0,
      },
    });
    expect(orderTotals(withPromo)).toEqual({
      rows: [
        { key: 'products', amount: 79000 },
        { key: 'discount', amount: -7000 },
        { key: 'promo', amount: -7200 },
      ],
      total: 64800,
    });
  });

  it('has nothing to add up without totals', () => {
    expect(orderTotals(order({ totals: null }))).toEqual({ rows: [], total: 0 });
  });
});

describe('cashbackNote', () => {
  it('says the cashback is credited once the order is done, to come before, nothing when cancelled', () => {
    expect(cashbackNote({ earnedCashback: 2515, status: 'COOKING' })).toEqual({
      state: 'pending',
      amount: 2515,
    });
    expect(cashbackNote({ earnedCashback: 2515, status: 'DELIVERED' })).toEqual({
      state: 'credited',
      amount: 2515,
    });
    expect(cashbackNote({ earnedCashback: 2515, status: 'CANCELED' })).toBeNull();
    expect(cashbackNote({ earnedCashback: 0, status: 'DONE' })).toBeNull();
    expect(cashbackNote({ status: 'DONE' })).toBeNull();
  });
});
