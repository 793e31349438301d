import { describe, expect, it } from 'vitest';
import { Order, Product, type OrderRequest } from '../../../contract/index.ts';
import { ApiError } from '../../base/api-error.ts';
import { receiptDetail } from './fiscal-detail.ts';
import type { ReceiptDetail } from './subscribe-api.ts';

const burger = Product.parse({
  id: 1,
  categoryId: 1,
  costPrice: 30_000,
  name: { ru: 'Бургер', uz: 'Burger' },
  mxicCode: '10821001001000000',
  packageCode: '1234567',
  modificationGroups: [
    {
      id: 5,
      name: { ru: 'Добавки' },
      modifications: [
        { id: 51, name: { ru: 'Сыр' }, price: 3_000 },
        { id: 52, name: { uz: 'Bekon' }, price: 4_000 },
      ],
    },
  ],
});
const fries = Product.parse({ id: 2, categoryId: 1, costPrice: 15_000, name: { eng: 'Fries' } });
const products = new Map([burger, fries].map((p) => [p.id, p]));
const fiscal = { mxikCode: '10899001001000000', packageCode: '1514296', vatPercent: 12 };

const order = (fields: Partial<OrderRequest> = {}) =>
  Order.parse({
    id: 42,
    status: 'OPEN',
    serviceType: 'PICK_UP',
    orderDevice: 'CLIENT_WEB',
    paymentType: 'CARD',
    cartItems: [
      {
        product: { id: 1, count: 2, costPrice: 30_000, discount: 10 },
        modifications: [
          { id: 51, price: 3_000 },
          { id: 52, price: 4_000, count: 2 },
        ],
      },
      { product: { id: 2, count: 1, costPrice: 15_000 } },
    ],
    ...fields,
  });

const adds = (detail: ReceiptDetail) =>
  detail.items.reduce((sum, item) => sum + item.price * item.count - (item.discount ?? 0), 0) +
  (detail.shipping?.price ?? 0);

describe('the receipt detail of an order', () => {
  it('lists each line at its unit price with its discount, its codes and the VAT, adding up to the amount', () => {
    // Burger: (30 000 + 3 000 + 2 × 4 000) = 41 000 a unit, 10 % off, two of them: 73 800; fries 15 000.
    const detail = receiptDetail(order(), products, fiscal, 8_880_000);
    expect(detail).toEqual({
      receipt_type: 0,
      items: [
        {
          title: 'Бургер (Сыр, Bekon ×2)',
          price: 4_100_000,
          count: 2,
          discount: 820_000,
          code: '10821001001000000',
          package_code: '1234567',
          vat_percent: 12,
        },
        {
          title: 'Fries',
          price: 1_500_000,
          count: 1,
          code: fiscal.mxikCode,
          package_code: fiscal.packageCode,
          vat_percent: 12,
        },
      ],
    });
    expect(adds(detail)).toBe(8_880_000);
  });

  it('adds the delivery as shipping and the service fee as a line, and spreads a promo and cashback over the products', () => {
    const delivered = order({
      serviceType: 'DELIVERY',
      servicePrice: 2_000,
      deliveryPrice: 12_000,
      deliveryDiscount: 2_000,
      totals: {
        totalProductPrice: 88_800,
        totalProductDiscount: 8_200 + 8_880,
        totalPrice: 88_800 - 8_880 + 10_000 + 2_000 - 5_000,
        totalDiscount: 8_200 + 8_880 + 2_000,
        productPrice: 97_000,
        productDiscount: 8_200,
        productCount: 3,
        deliveryPrice: 12_000,
        deliveryDiscount: 2_000,
      },
    });
    const amount = Math.round(delivered.totals!.totalPrice * 100);
    const detail = receiptDetail(delivered, products, fiscal, amount);
    expect(detail.shipping).toEqual({ title: 'Доставка', price: 1_000_000 });
    expect(detail.items.at(-1)).toEqual({
      title: 'Сервисный сбор',
      price: 200_000,
      count: 1,
      code: fiscal.mxikCode,
      package_code: fiscal.packageCode,
      vat_percent: 12,
    });
    // The promo (8 880) and cashback (5 000) come off the products in proportion: 73 800 : 15 000.
    const [burgerLine, friesLine] = detail.items;
    expect(burgerLine!.discount! - 820_000 + (friesLine!.discount ?? 0)).toBe(1_388_000);
    expect(burgerLine!.discount! - 820_000).toBe(Math.round((1_388_000 * 7_380_000) / 8_880_000));
    expect(adds(detail)).toBe(amount);
  });

  it('refuses a line without a classifier code rather than inventing one', () => {
    expect(() => receiptDetail(order(), products, undefined, 8_880_000)).toThrow(ApiError);
    expect(() =>
      receiptDetail(order(), products, { vatPercent: 12, mxikCode: fiscal.mxikCode }, 8_880_000),
    ).toThrow(/package code/);
  });

  it('will not make a receipt that does not add up to the amount', () => {
    expect(() => receiptDetail(order(), products, fiscal, 9_000_000)).toThrow(/less than/);
  });
});
