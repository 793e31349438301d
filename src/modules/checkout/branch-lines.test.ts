import { describe, expect, it } from 'vitest';
import { Product } from '../../contract/index.ts';
import { priceBasket } from '../../core/basket/priced-basket.ts';
import { linesNotServed, linesNotSoldAt } from './branch-lines.ts';

const product = (id: number, productBranch: { branchId: number; isActive: boolean }[]) =>
  Product.parse({ id, categoryId: 1, name: { ru: `Товар ${id}` }, costPrice: 1000, productBranch });

const menu = new Map(
  [
    product(1, []),
    product(2, [{ branchId: 11, isActive: true }]),
    product(3, [
      { branchId: 11, isActive: false },
      { branchId: 12, isActive: true },
    ]),
  ].map((p) => [p.id, p]),
);
const priced = priceBasket(
  [1, 2, 3].map((productId) => ({ productId, count: 1, modificationIds: [] })),
  menu,
);

describe('linesNotSoldAt', () => {
  it('flags the lines whose product lists branches without an active entry for this one', () => {
    expect([...linesNotSoldAt(priced, 11)]).toEqual(['3:']);
    expect([...linesNotSoldAt(priced, 12)]).toEqual(['2:']);
    expect([...linesNotSoldAt(priced, 13)]).toEqual(['2:', '3:']);
  });

  it('flags nothing before a branch is chosen', () => {
    expect(linesNotSoldAt(priced, null).size).toBe(0);
  });
});

describe('linesNotServed', () => {
  const products = new Map(
    [
      Product.parse({ id: 1, categoryId: 1, name: { ru: 'Везде' }, costPrice: 1000, enabledExpress: true }),
      Product.parse({ id: 2, categoryId: 1, name: { ru: 'Не экспресс' }, costPrice: 1000 }),
      Product.parse({
        id: 3,
        categoryId: 1,
        name: { ru: 'В зале' },
        costPrice: 1000,
        deliveryEnabled: false,
      }),
    ].map((p) => [p.id, p]),
  );
  const basket = priceBasket(
    [1, 2, 3].map((productId) => ({ productId, count: 1, modificationIds: [] })),
    products,
  );

  it('flags what a delivery does not bring, and express what it does not take', () => {
    expect([...linesNotServed(basket, 'PICK_UP')]).toEqual([]);
    expect([...linesNotServed(basket, 'DELIVERY')]).toEqual(['3:']);
    expect([...linesNotServed(basket, 'EXPRESS_24')]).toEqual(['2:', '3:']);
  });
});
