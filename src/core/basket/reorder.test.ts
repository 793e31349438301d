import { describe, expect, it } from 'vitest';
import { CartItem, Product } from '../../contract/index.ts';
import { planReorder } from './reorder.ts';

const burger = Product.parse({
  id: 1,
  categoryId: 10,
  name: { ru: 'Бургер' },
  costPrice: 30000,
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
const off = Product.parse({ id: 3, categoryId: 10, name: { ru: 'Нет' }, costPrice: 1, isAvailable: false });
const lastTwo = Product.parse({ id: 4, categoryId: 10, name: { ru: 'Пирог' }, costPrice: 1, count: 2 });
const menu = new Map([burger, tea, off, lastTwo].map((p) => [p.id, p]));

const item = (id: number, count: number, modifications: number[] = []) =>
  CartItem.parse({
    product: { id, count, costPrice: 1 },
    modifications: modifications.map((m) => ({ id: m })),
  });

describe('planReorder', () => {
  it('puts back the lines that can be ordered as they were', () => {
    const plan = planReorder([item(1, 2, [102]), item(2, 1)], menu, () => 0);
    expect(plan.lines).toEqual([
      { productId: 1, count: 2, modificationIds: [102] },
      { productId: 2, count: 1, modificationIds: [] },
    ]);
    expect(plan.missing).toEqual([]);
  });

  it('names each line left out, with why', () => {
    const plan = planReorder(
      [item(99, 1), item(3, 1), item(1, 1, [999]), item(1, 1), item(2, 1)],
      menu,
      () => 0,
    );
    expect(plan.missing.map((m) => [m.productId, m.problem])).toEqual([
      [99, 'gone'],
      [3, 'unavailable'],
      [1, 'changed'],
      // The size is required now: a burger ordered without one cannot be repeated as it was.
      [1, 'changed'],
    ]);
    expect(plan.missing[1]?.product?.id).toBe(3);
    expect(plan.lines).toEqual([{ productId: 2, count: 1, modificationIds: [] }]);
  });

  it('fits the stock left, counting what the basket already holds', () => {
    const reduced = planReorder([item(4, 5)], menu, () => 1);
    expect(reduced.lines).toEqual([{ productId: 4, count: 1, modificationIds: [] }]);
    expect(reduced.reduced.map((r) => r.productId)).toEqual([4]);
    const none = planReorder([item(4, 1)], menu, () => 2);
    expect(none.lines).toEqual([]);
    expect(none.missing.map((m) => m.problem)).toEqual(['soldOut']);
    // Two lines of one product share its stock.
    const shared = planReorder([item(4, 2), item(4, 2)], menu, () => 0);
    expect(shared.lines.map((l) => l.count)).toEqual([2]);
    expect(shared.missing.map((m) => m.problem)).toEqual(['soldOut']);
  });
});
