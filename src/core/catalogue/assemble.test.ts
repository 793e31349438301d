import { describe, expect, it } from 'vitest';
import { Catalogue } from '../../contract/index.ts';
import { assembleCatalogue, unitPrice } from './assemble.ts';

const catalogue = Catalogue.parse({
  groups: [
    { id: 1, name: { ru: 'Еда' }, priority: 2 },
    { id: 2, name: { ru: 'Напитки' }, priority: 1 },
    { id: 3, name: { ru: 'Пустая группа' }, priority: 0 },
  ],
  categories: [
    { id: 10, groupId: 1, name: { ru: 'Бургеры' }, priority: 2 },
    { id: 11, groupId: 1, name: { ru: 'Закуски' }, priority: 1 },
    { id: 20, groupId: 2, name: { ru: 'Соки' }, priority: 0 },
    { id: 30, groupId: 3, name: { ru: 'Без товаров' }, priority: 0 },
    { id: 40, name: { ru: 'Без группы' }, priority: 5 },
  ],
  products: [
    { id: 100, categoryId: 10, name: { ru: 'Второй' }, costPrice: 1, priority: 2, isAvailable: false },
    { id: 101, categoryId: 10, name: { ru: 'Первый' }, costPrice: 1, priority: 1 },
    {
      id: 110,
      categoryId: 11,
      name: { ru: 'Только в филиале 7' },
      costPrice: 1,
      productBranch: [{ branchId: 7, isActive: true }],
    },
    {
      id: 111,
      categoryId: 11,
      name: { ru: 'Неактивен в 7' },
      costPrice: 1,
      productBranch: [
        { branchId: 7, isActive: false },
        { branchId: 8, isActive: true },
      ],
    },
    { id: 200, categoryId: 20, name: { ru: 'Сок' }, costPrice: 1 },
    { id: 400, categoryId: 40, name: { ru: 'Сам по себе' }, costPrice: 1 },
    { id: 500, categoryId: 99, name: { ru: 'Сирота' }, costPrice: 1 },
    { id: 600, categoryId: 20, name: { ru: 'Выключен' }, costPrice: 1, active: false },
  ],
});

describe('catalogue assembly', () => {
  it('sorts groups, categories and products by ascending priority', () => {
    const result = assembleCatalogue(catalogue);
    expect(result.groups.map((g) => g.id)).toEqual([2, 1]);
    expect(result.groups[1]?.categories.map((c) => c.id)).toEqual([11, 10]);
    expect(result.categories.find((c) => c.id === 10)?.products.map((p) => p.id)).toEqual([101, 100]);
  });
  it('hides categories without products, and groups left empty', () => {
    const result = assembleCatalogue(catalogue);
    expect(result.categories.map((c) => c.id)).not.toContain(30);
    expect(result.groups.map((g) => g.id)).not.toContain(3);
  });
  it('keeps categories without a group, after the grouped ones', () => {
    expect(assembleCatalogue(catalogue).categories.map((c) => c.id)).toEqual([20, 11, 10, 40]);
  });
  it('keeps a product the answer marks unavailable unavailable (the server would refuse it)', () => {
    const result = assembleCatalogue(catalogue);
    expect(result.productsById.get(100)?.isAvailable).toBe(false);
    expect(result.productsById.get(111)?.isAvailable).toBe(true);
  });
  it('shows every product when no nearest branch is known', () => {
    expect(assembleCatalogue(catalogue).productsById.has(111)).toBe(true);
  });
  it('shows only what the nearest branch sells, when it is known', () => {
    const result = assembleCatalogue(catalogue, { nearestBranchId: 7 });
    expect(result.productsById.has(110)).toBe(true);
    expect(result.productsById.has(111)).toBe(false);
    expect(result.productsById.has(101)).toBe(true);
  });
  it('drops inactive products and products of unknown categories', () => {
    const result = assembleCatalogue(catalogue);
    expect(result.productsById.has(600)).toBe(false);
    expect(result.productsById.has(500)).toBe(false);
  });
  it('matches grades to products by id', () => {
    const result = assembleCatalogue(catalogue, { grades: [{ productId: 200, grade: 4.5, count: 12 }] });
    expect(result.productsById.get(200)?.grade).toBe(4.5);
    expect(result.productsById.get(200)?.gradeCount).toBe(12);
    expect(result.productsById.get(101)?.grade).toBeNull();
    expect(result.productsById.get(101)?.gradeCount).toBeNull();
  });
  it('takes the percent discount off the cost price', () => {
    expect(unitPrice(32000, 10)).toBe(28800);
    expect(unitPrice(9990, 0)).toBe(9990);
  });
});
