import { describe, expect, it } from 'vitest';
import { Category, Product } from '../../contract/index.ts';
import type { CategoryView } from '../../core/catalogue/assemble.ts';
import { activeCategory, buildMenuRows, columnsFor, firstScreenRows, headerIndexes } from './menu-rows.ts';

const product = (id: number) => Product.parse({ id, categoryId: 1, costPrice: 1000, name: { ru: `P${id}` } });
const category = (id: number, extra: Record<string, unknown>, count: number): CategoryView => ({
  ...Category.parse({ id, name: { ru: `C${id}` }, ...extra }),
  products: Array.from({ length: count }, (_, i) => product(id * 100 + i)),
});

describe('menu rows', () => {
  it('puts MEDIUM products two to a row on a phone and four on a desktop', () => {
    expect(columnsFor('MEDIUM', 390)).toBe(2);
    expect(columnsFor('MEDIUM', 1100)).toBe(4);
    expect(columnsFor('BIG', 390)).toBe(1);
  });

  it('splits a vertical category into header and grid rows, the last row partly filled', () => {
    const rows = buildMenuRows([category(1, { viewType: 'MEDIUM' }, 5)], 390);
    expect(rows.map((r) => r.kind)).toEqual(['header', 'grid', 'grid', 'grid']);
    const last = rows.at(-1);
    expect(last?.kind === 'grid' && last.products.map((p) => p.id)).toEqual([104]);
  });

  it('gives a horizontal category a single carousel row with every product', () => {
    const rows = buildMenuRows([category(2, { scrollType: 'HORIZONTAL' }, 7)], 390);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.kind === 'carousel' && rows[1].products).toHaveLength(7);
  });

  it('draws the first screen of a server-rendered page with the keys of the virtual rows it becomes', () => {
    const categories = [
      category(1, { viewType: 'MEDIUM' }, 5),
      category(2, { scrollType: 'HORIZONTAL' }, 9),
      category(3, {}, 4),
    ];
    const first = firstScreenRows(categories, 12);
    // CSS decides the columns (0), the budget stops in the carousel; the third category gets its
    // heading and the room its products take (none of them drawn).
    expect(
      first.map((r) => [r.key, r.kind === 'header' ? 0 : r.kind === 'rest' ? r.drawn : r.products.length]),
    ).toEqual([
      ['h1', 0],
      ['g1-0', 5],
      ['h2', 0],
      ['c2', 7],
      ['h3', 0],
      ['r3', 0],
    ]);
    expect(first[1]?.kind === 'grid' && first[1].columns).toBe(0);
    const virtual = new Set(buildMenuRows(categories, 390).map((r) => r.key));
    for (const row of first) if (row.kind !== 'rest') expect(virtual.has(row.key)).toBe(true);
  });

  it('reserves the room of what the first screen leaves out, a carousel by an empty one', () => {
    const first = firstScreenRows(
      [category(1, { viewType: 'MEDIUM' }, 10), category(2, { scrollType: 'HORIZONTAL' }, 4)],
      3,
    );
    expect(
      first
        .slice(1)
        .map((r) => [r.key, r.kind === 'rest' ? r.drawn : r.kind === 'header' ? 'h' : r.products.length]),
    ).toEqual([
      ['g1-0', 3],
      ['r1', 3],
      ['h2', 'h'],
      ['c2', 0],
    ]);
  });

  it('indexes the header row of each category', () => {
    const rows = buildMenuRows([category(1, { viewType: 'SMALL' }, 3), category(2, {}, 1)], 390);
    expect(headerIndexes(rows)).toEqual(
      new Map([
        [1, 0],
        [2, 4],
      ]),
    );
  });

  describe('the current category of the tabs', () => {
    // Category 1: header + 3 grid rows; category 2, short: header + 1 grid row. Rows 100 px tall.
    const rows = buildMenuRows(
      [category(1, { viewType: 'MEDIUM' }, 5), category(2, { viewType: 'MEDIUM' }, 1)],
      390,
    );
    const placed = rows.map((_, index) => ({ index, start: index * 100, end: index * 100 + 100 }));

    it('is the category whose rows sit right under the sticky header', () => {
      const view = { top: 150, height: 300, stickyTop: 60, atEnd: false };
      expect(activeCategory(rows, placed, view)).toBe(1);
      expect(activeCategory(rows, placed, { ...view, top: 400 })).toBe(2);
    });

    it('is the last category with its heading on screen at the end of the page, however short', () => {
      // The page ends at 600; scrolled to the end its top is 300: category 2's heading (400) never
      // reaches the sticky header, yet it is what the customer is looking at.
      const end = { top: 300, height: 300, stickyTop: 60, atEnd: true };
      expect(activeCategory(rows, placed, { ...end, atEnd: false })).toBe(1);
      expect(activeCategory(rows, placed, end)).toBe(2);
    });
  });
});
