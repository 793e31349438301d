import { describe, expect, it } from 'vitest';
import { Product } from '../../contract/index.ts';
import { buildIndex, normalize, searchProducts } from './match-products.ts';

const p = (id: number, name: Record<string, string>) =>
  Product.parse({ id, categoryId: 1, costPrice: 1, name });
const index = buildIndex([
  p(1, { ru: 'Молоко 3.2%', uz: 'Sut 3.2%', eng: 'Milk 3.2%' }),
  p(2, { ru: 'Шоколадное молоко', uz: 'Shokoladli sut', eng: 'Chocolate milk' }),
  p(3, { ru: 'Чёрный чай', uz: 'Qora choy', eng: 'Black tea' }),
]);

describe('product search', () => {
  it('finds a product by its name in any language', () => {
    expect(searchProducts(index, 'sut').results.map((x) => x.id)).toEqual([1, 2]);
    expect(searchProducts(index, 'milk').total).toBe(2);
  });
  it('ranks names that start with the query first', () => {
    expect(searchProducts(index, 'молоко').results.map((x) => x.id)).toEqual([1, 2]);
    expect(searchProducts(index, 'chocolate').results.map((x) => x.id)).toEqual([2]);
  });
  it('treats ё as е and ignores case and apostrophes', () => {
    expect(normalize('Qoʻra CHOY')).toBe('qora choy');
    expect(searchProducts(index, 'черный').results.map((x) => x.id)).toEqual([3]);
  });
  it('needs all words and at least two letters', () => {
    expect(searchProducts(index, 'milk tea').total).toBe(0);
    expect(searchProducts(index, 'm').total).toBe(0);
  });
});
