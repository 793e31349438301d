import { describe, expect, it } from 'vitest';
import { Product } from '../../contract/index.ts';
import { priceBasket } from './priced-basket.ts';

const burger = Product.parse({
  id: 1,
  categoryId: 10,
  name: { ru: 'Бургер' },
  costPrice: 30000,
  discount: 10,
  modificationGroups: [
    {
      id: 100,
      name: { ru: 'Размер' },
      minSelect: 1,
      maxSelect: 1,
      modifications: [
        { id: 101, name: { ru: 'Обычный' }, price: 0 },
        { id: 102, name: { ru: 'Двойной' }, price: 10000 },
      ],
    },
  ],
});
const tea = Product.parse({ id: 2, categoryId: 10, name: { ru: 'Чай' }, costPrice: 5000 });
const soldOut = Product.parse({
  id: 3,
  categoryId: 10,
  name: { ru: 'Нет' },
  costPrice: 1,
  isAvailable: false,
});
const menu = new Map([burger, tea, soldOut].map((p) => [p.id, p]));

describe('priceBasket', () => {
  it('prices lines from the catalogue, modifications and discount included', () => {
    const basket = priceBasket(
      [
        { productId: 1, count: 2, modificationIds: [102] },
        { productId: 2, count: 1, modificationIds: [] },
      ],
      menu,
    );
    expect(basket.lines.map((l) => l.price?.total)).toEqual([72000, 5000]);
    expect(basket.totals).toMatchObject({ productPrice: 85000, totalProductPrice: 77000, productCount: 3 });
    expect(basket.items[0]?.modifications).toEqual([{ id: 102, groupId: 100, price: 10000, count: 1 }]);
    expect(basket.hasProblems).toBe(false);
  });

  it('prices an express order at the express prices, the discount still applied', () => {
    const express = Product.parse({ ...burger, expressPrice: 35000, enabledExpress: true });
    const lines = [
      { productId: 1, count: 1, modificationIds: [101] },
      { productId: 2, count: 2, modificationIds: [] },
    ];
    const products = new Map([express, tea].map((p) => [p.id, p]));
    const basket = priceBasket(lines, products, 'EXPRESS_24');
    // 35,000 less 10 %; tea has no express price and keeps its own.
    expect(basket.lines.map((l) => l.price?.total)).toEqual([31500, 10000]);
    expect(basket.items[0]?.product.costPrice).toBe(35000);
    expect(priceBasket(lines, products, 'DELIVERY').lines[0]?.price?.total).toBe(27000);
  });

  it('flags lines it cannot order instead of dropping them', () => {
    const basket = priceBasket(
      [
        { productId: 9, count: 1, modificationIds: [] },
        { productId: 3, count: 1, modificationIds: [] },
        { productId: 1, count: 1, modificationIds: [999] },
        { productId: 1, count: 1, modificationIds: [] },
        { productId: 2, count: 4, modificationIds: [] },
      ],
      menu,
    );
    expect(basket.lines.map((l) => l.problem)).toEqual(['gone', 'unavailable', 'changed', 'changed', null]);
    expect(basket.items).toHaveLength(1);
    expect(basket.totals.totalPrice).toBe(20000);
    expect(basket.hasProblems).toBe(true);
  });

  it('flags every line of a product whose lines together exceed its stock, keeping them priced', () => {
    const counted = new Map([[1, { ...burger, count: 3 }]]);
    const basket = priceBasket(
      [
        { productId: 1, count: 2, modificationIds: [101] },
        { productId: 1, count: 2, modificationIds: [102] },
      ],
      counted,
    );
    expect(basket.lines.map((l) => [l.problem, l.maximum])).toEqual([
      ['tooMany', 3],
      ['tooMany', 3],
    ]);
    expect(basket.hasProblems).toBe(true);
    expect(basket.lines[0]?.price).not.toBeNull();
  });

  it('accepts a counted product up to its stock, and an uncounted one at any count', () => {
    const counted = new Map([
      [1, { ...burger, count: 4 }],
      [2, tea],
    ]);
    const basket = priceBasket(
      [
        { productId: 1, count: 4, modificationIds: [101] },
        { productId: 2, count: 40, modificationIds: [] },
      ],
      counted,
    );
    expect(basket.hasProblems).toBe(false);
  });
});
