import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Product } from '../../contract/index.ts';
import { fixtureFiles } from '../../contract/fixtures.ts';
import { assembleCatalogue } from '../../core/catalogue/assemble.ts';
import { buildIndex, searchProducts } from './match-products.ts';

const p = (id: number, name: Record<string, string>, extra: Partial<Product> = {}) =>
  Product.parse({ id, categoryId: 1, costPrice: 1, name, ...extra });
const index = buildIndex(
  [
    p(1, { ru: 'Молоко 3.2%', uz: 'Sut 3.2%', eng: 'Milk 3.2%' }),
    p(2, { ru: 'Шоколадное молоко', uz: 'Shokoladli sut', eng: 'Chocolate milk' }),
    p(3, { ru: 'Чёрный чай', uz: 'Qora choy', eng: 'Black tea' }),
    p(4, { ru: 'Кока-Кола 0,5 л', uz: 'Koka-Kola 0,5 l', eng: 'Coca-Cola 0.5 L' }, { barcode: '4780001' }),
    p(5, { ru: 'Шоколадный торт', uz: 'Shokoladli tort', eng: 'Chocolate cake' }),
    p(6, { ru: 'Классик бургер', uz: 'Klassik burger', eng: 'Classic burger' }),
    p(7, { ru: 'Чизбургер', uz: 'Chizburger', eng: 'Cheeseburger' }),
    p(8, { ru: 'Булочка для бургера', uz: 'Burger uchun bulochka', eng: 'Burger bun' }),
    p(9, { ru: 'Бургерный соус', uz: 'Burger sousi', eng: 'Burger sauce' }, { tags: ['spicy'] }),
  ],
  (product) => product.name.ru ?? '',
);
const ids = (query: string) => searchProducts(index, query).results.map((x) => x.id);

describe('product search', () => {
  it('finds a product by its name in any language and either script', () => {
    expect(ids('sut')).toEqual([1, 2]);
    expect(ids('milk')).toEqual([1, 2]);
    expect(ids('moloko')).toEqual([1, 2]);
    expect(ids('сут')).toEqual([1, 2]);
    expect(ids('qora choy')).toEqual([3]);
    expect(ids('кора чой')).toEqual([3]);
  });

  it('ranks names that start with the query first, then the menu order', () => {
    expect(ids('молоко')).toEqual([1, 2]);
    // The adjective in another gender is the same word.
    expect(ids('шоколадное')).toEqual([2, 5]);
  });

  it('matches whole words: "кола" is not in "Шоколадный"', () => {
    expect(ids('кола')).toEqual([4]);
    expect(ids('cola')).toEqual([4]);
  });

  it('forgives a typo and another ending, exact and prefix matches first', () => {
    // "бургер" itself, then the start of "бургерный" (first in its name), another ending, then
    // the head of "чизбургер".
    expect(ids('бургер')).toEqual([6, 9, 8, 7]);
    expect(ids('бургеры')).toEqual([9, 6, 8, 7]);
    expect(ids('бургр')).toEqual([6, 8, 9]);
    expect(ids('черный')).toEqual([3]);
  });

  it('needs every word, and at least two characters', () => {
    expect(searchProducts(index, 'milk tea').total).toBe(0);
    expect(searchProducts(index, 'm').total).toBe(0);
    expect(searchProducts(index, ' ').total).toBe(0);
  });

  it('finds by barcode and tag', () => {
    expect(ids('4780001')).toEqual([4]);
    expect(ids('spicy')).toEqual([9]);
  });
});

describe('search over the grocery catalogue (3,000+ products)', () => {
  const raw = JSON.parse(
    readFileSync(join(import.meta.dirname, '../../../fixtures/grocery', fixtureFiles.catalogue.file), 'utf8'),
  );
  const catalogue = assembleCatalogue(fixtureFiles.catalogue.schema.parse(raw));
  const grocery = buildIndex(catalogue.categories.flatMap((c) => c.products));

  it('returns every match, not a first page', () => {
    const milk = catalogue.categories
      .flatMap((c) => c.products)
      .filter((x) => /молоко/i.test(x.name.ru ?? ''));
    expect(milk.length).toBeGreaterThan(60);
    const found = searchProducts(grocery, 'молоко');
    expect(found.total).toBe(milk.length);
    expect(new Set(found.results.map((x) => x.id))).toEqual(new Set(milk.map((x) => x.id)));
    expect(searchProducts(grocery, 'moloko').total).toBe(milk.length);
  });

  const shownRu = buildIndex(
    catalogue.categories.flatMap((c) => c.products),
    (product) => product.name.ru ?? '',
  );
  const names = (query: string) => searchProducts(shownRu, query).results.map((x) => x.name.ru ?? '');

  it('finds "молоко" written as it sounds ("малако", one letter wrong: "малоко")', () => {
    const milk = searchProducts(shownRu, 'молоко').total;
    expect(searchProducts(shownRu, 'малако').total).toBe(milk);
    expect(
      names('малоко')
        .slice(0, 5)
        .every((name) => name.startsWith('Молоко')),
    ).toBe(true);
  });

  it('puts apples before an apple-scented dish soap for "яблоко"', () => {
    const found = names('яблоко');
    const soap = found.findIndex((name) => name.startsWith('Средство для посуды'));
    const apples = found.filter((name) => name.startsWith('Яблоки'));
    expect(apples.length).toBeGreaterThan(5);
    expect(soap).toBeGreaterThanOrEqual(apples.length);
    expect(found.slice(0, apples.length).every((name) => name.startsWith('Яблоки'))).toBe(true);
  });

  it("trails no product found only by a start, an ending or a typo in a name the customer doesn't read", () => {
    // "чай" is the start of Uzbek "chayqagich" (a rinse), "малоко" ends Uzbek "ismaloq" (spinach).
    expect(names('чай').some((name) => name.startsWith('Бальзам-ополаскиватель'))).toBe(false);
    expect(names('малоко').some((name) => name.startsWith('Шпинат'))).toBe(false);
    expect(names('кола').every((name) => /кола/i.test(name))).toBe(true);
    // Where the shown names hold nothing, another language's names still find it.
    expect(names('olma').some((name) => name.startsWith('Яблоки'))).toBe(true);
  });

  it('matches a query as it is typed in well under 50 ms', () => {
    const query = 'шоколад молочный';
    const keystrokes = Array.from({ length: query.length }, (_, i) => query.slice(0, i + 1));
    keystrokes.forEach((q) => searchProducts(grocery, q)); // warm up, as a customer's first letters do
    // The median of several runs: the test machine may be busy with other work.
    const times = Array.from({ length: 7 }, () => {
      const start = performance.now();
      searchProducts(grocery, 'шоколад молочный');
      return performance.now() - start;
    }).sort((a, b) => a - b);
    expect(searchProducts(grocery, query).total).toBeGreaterThan(0);
    expect(times[3]).toBeLessThan(50);
  });
});
