import { describe, expect, it } from 'vitest';
import { parseCatalogueInSlices } from './parse-catalogue.ts';

const product = (id: number) => ({ id, categoryId: 1, costPrice: 1000, name: { ru: `P${id}` } });

describe('catalogue parsing in slices', () => {
  it('keeps every valid product across many slices, in order', async () => {
    const products = Array.from({ length: 1003 }, (_, i) => product(i + 1));
    const { catalogue, dropped } = await parseCatalogueInSlices({
      groups: [],
      categories: [{ id: 1, name: { ru: 'C' } }],
      products,
    });
    expect(catalogue.products.map((p) => p.id)).toEqual(products.map((p) => p.id));
    expect(catalogue.products[0]?.unit).toBe('COUNT');
    expect(dropped).toEqual([]);
  });
  it('drops broken items and says which', async () => {
    const { catalogue, dropped } = await parseCatalogueInSlices({
      groups: [{ id: 'x' }],
      categories: [],
      products: [product(1), { id: 2, name: { ru: 'no price' }, categoryId: 1 }, product(3)],
    });
    expect(catalogue.products.map((p) => p.id)).toEqual([1, 3]);
    expect(catalogue.groups).toEqual([]);
    expect(dropped).toHaveLength(2);
    expect(dropped[1]).toMatch(/^products\[1\]/);
  });
  it('refuses something that is not a catalogue', async () => {
    await expect(parseCatalogueInSlices({ groups: [] })).rejects.toThrow(/catalogue/);
  });
});
