import { describe, expect, it } from 'vitest';
import { Product } from '../../contract/index.ts';
import { priceBasket } from '../../core/basket/priced-basket.ts';
import { linesNotSoldAt } from './branch-lines.ts';

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
