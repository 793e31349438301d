import { describe, expect, it } from 'vitest';
import {
  addCategory,
  addGroup,
  addProduct,
  groupsWithCategories,
  menuDocument,
  menuLanguages,
  menuProblems,
  moveCategory,
  moveProduct,
  nextId,
  productsOf,
  updateProduct,
} from './menu-draft.ts';

const doc = menuDocument({
  $schema: '../../schemas/catalogue.json',
  groups: [
    { id: 1, name: { ru: 'Еда', uz: 'Taom' }, priority: 1 },
    { id: 2, name: { ru: 'Напитки' }, priority: 2 },
  ],
  categories: [
    { id: 10, groupId: 1, name: { ru: 'Бургеры' }, priority: 2 },
    { id: 11, groupId: 1, name: { ru: 'Закуски' }, priority: 1 },
    { id: 12, groupId: 2, name: { ru: 'Соки' } },
    { id: 13, groupId: 99, name: { ru: 'Без группы' } },
  ],
  products: [
    { id: 100, categoryId: 10, costPrice: 30000, name: { ru: 'Классик' }, priority: 2, calorie: 540 },
    {
      id: 101,
      categoryId: 10,
      costPrice: 35000,
      name: { ru: 'Двойной' },
      priority: 1,
      modificationGroups: [{ id: 500, modifications: [{ id: 700 }] }],
    },
    { id: 102, categoryId: 10, costPrice: 20000, name: { ru: 'Чизбургер' }, priority: 3 },
    { id: 103, categoryId: 11, costPrice: 15000, name: { ru: 'Фри' } },
  ],
});

describe('the menu draft', () => {
  it('shows groups, categories and products in the storefront order, loose categories last', () => {
    const sections = groupsWithCategories(doc);
    expect(sections.map((s) => s.group?.id ?? null)).toEqual([1, 2, null]);
    expect(sections[0]?.categories.map((c) => c.id)).toEqual([11, 10]);
    expect(sections[2]?.categories.map((c) => c.id)).toEqual([13]);
    expect(productsOf(doc, 10).map((p) => p.id)).toEqual([101, 100, 102]);
  });

  it('renumbers priorities in the order shown after a move, and keeps every other field', () => {
    const next = moveProduct(doc, 10, 2, 0);
    expect(productsOf(next, 10).map((p) => [p.id, p.priority])).toEqual([
      [102, 1],
      [101, 2],
      [100, 3],
    ]);
    expect(next.products.find((p) => p.id === 100)?.calorie).toBe(540);
    expect(next.products.find((p) => p.id === 103)).toEqual(doc.products.find((p) => p.id === 103));
    expect(next.$schema).toBe(doc.$schema);
    const categories = moveCategory(doc, 1, 0, 1);
    expect(groupsWithCategories(categories)[0]?.categories.map((c) => c.id)).toEqual([10, 11]);
  });

  it('gives new items an id above every id of the file, options included', () => {
    expect(nextId(doc)).toBe(701);
    const group = addGroup(doc, { ru: 'Десерты' });
    expect(group.id).toBe(701);
    const category = addCategory(group.doc, group.id, { ru: 'Торты' });
    expect(category.id).toBe(702);
    const product = addProduct(category.doc, category.id, { ru: 'Наполеон' });
    expect(product.doc.products.at(-1)).toMatchObject({ id: 703, categoryId: 702, group: 701, costPrice: 0 });
    expect(productsOf(product.doc, 10).length).toBe(3);
  });

  it('finds what blocks a save: a missing name in the first language, a bad price or discount', () => {
    expect(menuLanguages(doc)).toEqual(['ru', 'uz']);
    expect(menuProblems(doc).size).toBe(0);
    const broken = updateProduct(updateProduct(doc, 100, { name: { uz: 'Klassik' }, costPrice: -1 }), 101, {
      discount: 120,
    });
    const added = addCategory(broken, 1, {});
    const problems = menuProblems(added.doc);
    expect(problems.get('product:100')).toEqual({ 'name.ru': 'nameMissing', costPrice: 'priceInvalid' });
    expect(problems.get('product:101')).toEqual({ discount: 'discountInvalid' });
    expect(problems.get(`category:${added.id}`)).toEqual({ 'name.ru': 'nameMissing' });
    expect(menuProblems(updateProduct(doc, 102, { costPrice: 10.5 })).get('product:102')).toEqual({
      costPrice: 'priceInvalid',
    });
  });
});
