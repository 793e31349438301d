import { describe, expect, it } from 'vitest';
import { ModificationGroup, Product } from '../../contract/index.ts';
import { choiceOf, initialChoice, missingGroups, priceWithChoice, toggle } from './modification-choice.ts';

const size = ModificationGroup.parse({
  id: 1,
  name: { ru: 'Размер' },
  minSelect: 1,
  maxSelect: 1,
  modifications: [
    { id: 11, name: { ru: 'S' }, price: 0 },
    { id: 12, name: { ru: 'L' }, price: 8000 },
  ],
});
const extras = ModificationGroup.parse({
  id: 2,
  name: { ru: 'Добавки' },
  minSelect: 0,
  maxSelect: 2,
  modifications: [
    { id: 21, name: { ru: 'Сыр' }, price: 4000 },
    { id: 22, name: { ru: 'Бекон' }, price: 6000 },
    { id: 23, name: { ru: 'Халапеньо' }, price: 3000 },
  ],
});

describe('modification choice', () => {
  it('starts from a choice already made, in its groups, without ids the menu no longer has', () => {
    expect(choiceOf([size, extras], [12, 23, 21])).toEqual({ 1: [12], 2: [21, 23] });
    // 99 left the menu; the required size lost its choice and is asked again.
    expect(choiceOf([size, extras], [99, 22])).toEqual({ 1: [], 2: [22] });
    expect(missingGroups([size, extras], choiceOf([size, extras], [99, 22]))).toEqual([size]);
    // Never more than a group allows, even if the line somehow had more.
    expect(choiceOf([size], [11, 12])).toEqual({ 1: [11] });
  });

  it('starts with what a required group needs and nothing from an optional one', () => {
    expect(initialChoice([size, extras])).toEqual({ 1: [11], 2: [] });
  });

  it('swaps within a single-choice group and never empties a required one', () => {
    let choice = initialChoice([size]);
    choice = toggle(choice, size, 12);
    expect(choice[1]).toEqual([12]);
    choice = toggle(choice, size, 12);
    expect(choice[1]).toEqual([12]);
  });

  it('toggles within a multi-choice group up to its maximum', () => {
    let choice = initialChoice([extras]);
    choice = toggle(toggle(toggle(choice, extras, 21), extras, 22), extras, 23);
    expect(choice[2]).toEqual([21, 22]);
    expect(toggle(choice, extras, 21)[2]).toEqual([22]);
  });

  it('reports groups below their minimum', () => {
    expect(missingGroups([size], { 1: [] }).map((g) => g.id)).toEqual([1]);
  });

  it('adds modification prices and applies the product discount to them too', () => {
    const product = Product.parse({
      id: 1,
      categoryId: 1,
      costPrice: 30000,
      discount: 10,
      name: { ru: 'Бургер' },
      modificationGroups: [size, extras],
    });
    expect(priceWithChoice(product, { 1: [12], 2: [21] })).toEqual({ current: 37800, before: 42000 });
  });
});
