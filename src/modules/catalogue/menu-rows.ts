/**
 * The menu as a flat list of rows, so a virtualiser can render only what is on screen (the grocery
 * has thousands of products). A vertical category becomes a header row plus grid rows of `columns`
 * products; a horizontal category becomes a header row plus one carousel row.
 */
import type { Product, ViewType } from '../../contract/index.ts';
import type { CategoryView } from '../../core/catalogue/assemble.ts';

export type MenuRow =
  | { kind: 'header'; key: string; category: CategoryView }
  | { kind: 'grid'; key: string; category: CategoryView; products: Product[]; columns: number }
  | { kind: 'carousel'; key: string; category: CategoryView; products: Product[] };

/** Products per grid row for a view type at a given list width (CSS pixels). */
export function columnsFor(viewType: ViewType, width: number): number {
  switch (viewType) {
    case 'BIG':
      return width >= 900 ? 2 : 1;
    case 'SMALL':
      return width >= 900 ? 2 : 1;
    case 'MEDIUM':
      return width < 520 ? 2 : width < 900 ? 3 : 4;
  }
}

/** A first guess of a row's height; the virtualiser measures the real one once drawn. */
export function estimateRowHeight(row: MenuRow, width: number): number {
  if (row.kind === 'header') return 64;
  if (row.kind === 'carousel') return 300;
  const cardWidth = width / row.columns;
  switch (row.category.viewType) {
    case 'BIG':
      return Math.round(cardWidth * 0.6) + 130;
    case 'MEDIUM':
      return Math.round(cardWidth) + 110;
    case 'SMALL':
      return 108;
  }
}

/** Products of the menu's first screen on a server-rendered page: more than any phone shows at once. */
export const FIRST_SCREEN_PRODUCTS = 12;

/**
 * What the server reserves for a category's products it does not draw: their grid rows, which CSS
 * counts for the columns of the width on screen (menu.css, by the same steps as columnsFor). Without
 * it a server-rendered page was half as tall as the live one, and a customer who scrolled to its
 * footer landed in the middle of the menu once it was live.
 */
export interface RestRow {
  kind: 'rest';
  key: string;
  category: CategoryView;
  /** How many of its products the first screen draws. */
  drawn: number;
}

export type FirstScreenRow = MenuRow | RestRow;

/**
 * The menu as the server renders it, before the page knows its width: a grid row per category whose
 * columns CSS decides (`columns` 0; menu.css repeats columnsFor's steps as media queries), up to
 * `budget` products; past them, each category's heading and the room its products take (a RestRow,
 * or an empty carousel, which CSS makes as tall as a full one). After hydration the virtual list
 * takes over.
 */
export function firstScreenRows(
  categories: readonly CategoryView[],
  budget: number = FIRST_SCREEN_PRODUCTS,
): FirstScreenRow[] {
  const rows: FirstScreenRow[] = [];
  let left = budget;
  for (const category of categories) {
    const products = category.products.slice(0, Math.max(left, 0));
    const drawn = products.length;
    left -= drawn;
    rows.push({ kind: 'header', key: `h${category.id}`, category });
    if (category.scrollType === 'HORIZONTAL')
      rows.push({ kind: 'carousel', key: `c${category.id}`, category, products });
    else {
      if (drawn) rows.push({ kind: 'grid', key: `g${category.id}-0`, category, products, columns: 0 });
      if (drawn < category.products.length)
        rows.push({ kind: 'rest', key: `r${category.id}`, category, drawn });
    }
  }
  return rows;
}

export function buildMenuRows(categories: readonly CategoryView[], width: number): MenuRow[] {
  const rows: MenuRow[] = [];
  for (const category of categories) {
    rows.push({ kind: 'header', key: `h${category.id}`, category });
    if (category.scrollType === 'HORIZONTAL') {
      rows.push({ kind: 'carousel', key: `c${category.id}`, category, products: category.products });
      continue;
    }
    const columns = columnsFor(category.viewType, width);
    for (let i = 0; i < category.products.length; i += columns) {
      rows.push({
        kind: 'grid',
        key: `g${category.id}-${i}`,
        category,
        products: category.products.slice(i, i + columns),
        columns,
      });
    }
  }
  return rows;
}

/** Index of each category's header row, for the category tabs to scroll to. */
export function headerIndexes(rows: readonly MenuRow[]): Map<number, number> {
  const indexes = new Map<number, number>();
  rows.forEach((row, index) => {
    if (row.kind === 'header') indexes.set(row.category.id, index);
  });
  return indexes;
}

/** A row drawn on screen: its index and where it starts and ends, in scroll coordinates. */
export interface PlacedRow {
  index: number;
  start: number;
  end: number;
}

/**
 * The category the tabs mark as current. Normally the one whose rows sit right under the sticky
 * header. At the end of the page that rule fails for a short last category: its heading can never
 * reach the top, so tapping its chip would scroll to the bottom and leave the chip before it marked.
 * There the last category whose heading is on screen is the current one.
 */
export function activeCategory(
  rows: readonly MenuRow[],
  placed: readonly PlacedRow[],
  view: { top: number; height: number; stickyTop: number; atEnd: boolean },
): number | null {
  if (view.atEnd) {
    const headings = placed.filter(
      (item) => rows[item.index]?.kind === 'header' && item.start < view.top + view.height,
    );
    const last = headings.at(-1);
    if (last) return rows[last.index]?.category.id ?? null;
  }
  const first = placed.find((item) => item.end > view.top + view.stickyTop) ?? placed[0];
  return first ? (rows[first.index]?.category.id ?? null) : null;
}
