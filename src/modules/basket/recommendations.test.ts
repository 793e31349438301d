import { describe, expect, it } from 'vitest';
import { Product } from '../../contract/index.ts';
import { recommendations } from './recommendations.ts';

const product = (id: number, fields: Record<string, unknown> = {}) =>
  Product.parse({
    id,
    categoryId: 1,
    name: { ru: `P${id}` },
    costPrice: 1000,
    isCartRecommendation: true,
    ...fields,
  });

const menu = [
  product(1),
  product(2, { isCartRecommendation: false }),
  product(3, { isAvailable: false }),
  product(4, { count: 0 }),
  product(5, {
    modificationGroups: [
      {
        id: 1,
        name: { ru: 'Size' },
        minSelect: 1,
        maxSelect: 1,
        modifications: [{ id: 1, name: { ru: 'S' } }],
      },
    ],
  }),
  product(6, {
    modificationGroups: [
      {
        id: 2,
        name: { ru: 'Extra' },
        minSelect: 0,
        maxSelect: 1,
        modifications: [{ id: 2, name: { ru: 'E' } }],
      },
    ],
  }),
  product(7),
  product(8, { count: 3 }),
];

describe('recommendations', () => {
  it('offers flagged products that one tap can add, in menu order', () => {
    expect(recommendations(menu, () => 0).map((p) => p.id)).toEqual([1, 6, 7, 8]);
  });

  it('leaves out what the basket holds', () => {
    expect(recommendations(menu, (id) => (id === 1 || id === 8 ? 1 : 0)).map((p) => p.id)).toEqual([6, 7]);
  });

  it('offers a few at most', () => {
    expect(recommendations(menu, () => 0, 2).map((p) => p.id)).toEqual([1, 6]);
  });
});
