/**
 * The menu as the studio edits it: the catalogue file as saved (fixtures' catalogue.json, fields the
 * studio does not show kept as they are), and the changes a merchant makes to it, each giving a new
 * document: texts, prices, photo, shown or not, order within a category (priorities renumbered
 * 1, 2, 3... in the order shown), categories and groups added. Ids of new items follow the largest
 * id of the file, so they never meet an existing one.
 */

export type Localized = Partial<Record<string, string>>;

export interface MenuGroup {
  id: number;
  name: Localized;
  priority?: number;
  [field: string]: unknown;
}
export interface MenuCategory {
  id: number;
  groupId?: number | null;
  name: Localized;
  priority?: number;
  [field: string]: unknown;
}
export interface MenuProduct {
  id: number;
  categoryId: number;
  costPrice: number;
  name: Localized;
  description?: Localized | null;
  discount?: number;
  image?: string | null;
  priority?: number;
  active?: boolean;
  isAvailable?: boolean;
  [field: string]: unknown;
}
export interface MenuDocument {
  groups: MenuGroup[];
  categories: MenuCategory[];
  products: MenuProduct[];
  [field: string]: unknown;
}

/** The catalogue file as the studio reads it (a file missing a list has an empty one). */
export function menuDocument(raw: Record<string, unknown>): MenuDocument {
  const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
  return {
    ...raw,
    groups: list<MenuGroup>(raw.groups),
    categories: list<MenuCategory>(raw.categories),
    products: list<MenuProduct>(raw.products),
  };
}

/** The languages a text may be in (the contract's LocalizedText), in the order the studio shows them. */
export const TEXT_LANGUAGES = ['ru', 'uz', 'eng', 'kz', 'ar', 'tr', 'zh'] as const;

/** The languages the menu's texts are written in: every one any name uses, Russian at least. */
export function menuLanguages(doc: MenuDocument): string[] {
  const used = new Set<string>();
  for (const item of [...doc.groups, ...doc.categories, ...doc.products]) {
    for (const [lang, text] of Object.entries(item.name ?? {})) if (text) used.add(lang);
  }
  const shown = TEXT_LANGUAGES.filter((lang) => used.has(lang));
  return shown.length ? shown : ['ru'];
}

const byPriority = <T extends { priority?: number; id: number }>(a: T, b: T) =>
  (a.priority ?? 0) - (b.priority ?? 0) || a.id - b.id;

/** A group's categories, in the storefront's order; categories of no known group come last. */
export function groupsWithCategories(
  doc: MenuDocument,
): { group: MenuGroup | null; categories: MenuCategory[] }[] {
  const groups = [...doc.groups].sort(byPriority);
  const known = new Set(groups.map((group) => group.id));
  const sections = groups.map((group) => ({
    group: group as MenuGroup | null,
    categories: doc.categories.filter((c) => c.groupId === group.id).sort(byPriority),
  }));
  const loose = doc.categories.filter((c) => c.groupId == null || !known.has(c.groupId)).sort(byPriority);
  return loose.length ? [...sections, { group: null, categories: loose }] : sections;
}

/** A category's products, in the storefront's order. */
export function productsOf(doc: MenuDocument, categoryId: number): MenuProduct[] {
  return doc.products.filter((product) => product.categoryId === categoryId).sort(byPriority);
}

/** The id after every id of the file (groups, categories, products and their options share none). */
export function nextId(doc: MenuDocument): number {
  let largest = 0;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'id' && typeof inner === 'number') largest = Math.max(largest, inner);
        else visit(inner);
      }
    }
  };
  visit([doc.groups, doc.categories, doc.products]);
  return largest + 1;
}

export function updateProduct(doc: MenuDocument, id: number, change: Partial<MenuProduct>): MenuDocument {
  return { ...doc, products: doc.products.map((p) => (p.id === id ? { ...p, ...change } : p)) };
}

export function updateCategory(doc: MenuDocument, id: number, change: Partial<MenuCategory>): MenuDocument {
  return { ...doc, categories: doc.categories.map((c) => (c.id === id ? { ...c, ...change } : c)) };
}

export function updateGroup(doc: MenuDocument, id: number, change: Partial<MenuGroup>): MenuDocument {
  return { ...doc, groups: doc.groups.map((g) => (g.id === id ? { ...g, ...change } : g)) };
}

/** The list with the item at `from` put at `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/** Priorities 1, 2, 3... in the given order. */
const renumbered = <T extends { id: number; priority?: number }>(
  all: readonly T[],
  ordered: readonly T[],
): T[] => {
  const priority = new Map(ordered.map((item, index) => [item.id, index + 1]));
  return all.map((item) => (priority.has(item.id) ? { ...item, priority: priority.get(item.id) } : item));
};

/** A category's product at `from` shown at `to` instead. */
export function moveProduct(doc: MenuDocument, categoryId: number, from: number, to: number): MenuDocument {
  return { ...doc, products: renumbered(doc.products, moved(productsOf(doc, categoryId), from, to)) };
}

/** A group's category at `from` shown at `to` instead. */
export function moveCategory(
  doc: MenuDocument,
  groupId: number | null,
  from: number,
  to: number,
): MenuDocument {
  const section = groupsWithCategories(doc).find((s) => (s.group?.id ?? null) === groupId);
  if (!section) return doc;
  return { ...doc, categories: renumbered(doc.categories, moved(section.categories, from, to)) };
}

const lastPriority = (items: readonly { priority?: number }[]) =>
  items.reduce((top, item) => Math.max(top, item.priority ?? 0), 0) + 1;

export function addGroup(doc: MenuDocument, name: Localized): { doc: MenuDocument; id: number } {
  const id = nextId(doc);
  return { doc: { ...doc, groups: [...doc.groups, { id, name, priority: lastPriority(doc.groups) }] }, id };
}

export function addCategory(
  doc: MenuDocument,
  groupId: number | null,
  name: Localized,
): { doc: MenuDocument; id: number } {
  const id = nextId(doc);
  const siblings = doc.categories.filter((c) => (c.groupId ?? null) === groupId);
  const category: MenuCategory = {
    id,
    name,
    priority: lastPriority(siblings),
    ...(groupId ? { groupId } : {}),
  };
  return { doc: { ...doc, categories: [...doc.categories, category] }, id };
}

export function addProduct(
  doc: MenuDocument,
  categoryId: number,
  name: Localized,
): { doc: MenuDocument; id: number } {
  const id = nextId(doc);
  const category = doc.categories.find((c) => c.id === categoryId);
  const product: MenuProduct = {
    id,
    categoryId,
    ...(category?.groupId ? { group: category.groupId } : {}),
    costPrice: 0,
    name,
    priority: lastPriority(productsOf(doc, categoryId)),
  };
  return { doc: { ...doc, products: [...doc.products, product] }, id };
}

/** Why an item cannot be saved as it is, by field (a name in the menu's first language is needed). */
export type MenuProblem = 'nameMissing' | 'priceInvalid' | 'discountInvalid';
export type ItemProblems = Partial<Record<string, MenuProblem>>;
/** Whose problems: "product:101", "category:10", "group:1". */
export type ItemKey = `${'product' | 'category' | 'group'}:${number}`;

function nameProblems(item: { name?: Localized }, firstLanguage: string): ItemProblems {
  return item.name?.[firstLanguage]?.trim() ? {} : { [`name.${firstLanguage}`]: 'nameMissing' };
}

export function productProblems(product: MenuProduct, firstLanguage: string): ItemProblems {
  const problems = nameProblems(product, firstLanguage);
  if (!Number.isInteger(product.costPrice) || product.costPrice < 0) problems.costPrice = 'priceInvalid';
  const discount = product.discount ?? 0;
  if (!Number.isFinite(discount) || discount < 0 || discount > 100) problems.discount = 'discountInvalid';
  return problems;
}

/** Every item with a problem, and its problems. */
export function menuProblems(doc: MenuDocument): Map<ItemKey, ItemProblems> {
  const first = menuLanguages(doc)[0] ?? 'ru';
  const found = new Map<ItemKey, ItemProblems>();
  const note = (key: ItemKey, problems: ItemProblems) => {
    if (Object.keys(problems).length) found.set(key, problems);
  };
  for (const group of doc.groups) note(`group:${group.id}`, nameProblems(group, first));
  for (const category of doc.categories) note(`category:${category.id}`, nameProblems(category, first));
  for (const product of doc.products) note(`product:${product.id}`, productProblems(product, first));
  return found;
}
