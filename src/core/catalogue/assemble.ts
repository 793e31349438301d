/**
 * Catalogue assembly (spec section 4): categories attach to groups and products to categories;
 * everything sorts by ascending priority; categories without products are hidden; grades are
 * matched by product id.
 *
 * Availability: the spec says every product is marked available after loading. Decision: a product
 * the answer marks unavailable (sold out, on the staff's stop list) stays so, because the server
 * refuses an order holding it; showing it orderable only moved the refusal to checkout.
 *
 * Branch rule: a product shows when no nearest branch is known, or when one of its branches is
 * active and is the nearest branch. Decision: a product that lists no branches at all is sold
 * everywhere (a catalogue without per-branch data would otherwise go empty once an address is set).
 */
import type { Catalogue, Category, Grade, Product, ProductGroup } from '../../contract/index.ts';

export interface CategoryView extends Category {
  products: Product[];
}
export interface GroupView extends ProductGroup {
  categories: CategoryView[];
}
export interface AssembledCatalogue {
  groups: GroupView[];
  /** Every visible category in display order: grouped ones first by group, then the ungrouped. */
  categories: CategoryView[];
  productsById: Map<number, Product>;
  productCount: number;
}

const byPriority = <T extends { priority: number; id: number }>(a: T, b: T) =>
  a.priority - b.priority || a.id - b.id;

export function isSoldAt(product: Product, nearestBranchId: number | null): boolean {
  if (nearestBranchId === null || product.productBranch.length === 0) return true;
  return product.productBranch.some((pb) => pb.isActive && pb.branchId === nearestBranchId);
}

export function assembleCatalogue(
  catalogue: Catalogue,
  options: { nearestBranchId?: number | null; grades?: readonly Grade[] } = {},
): AssembledCatalogue {
  const nearest = options.nearestBranchId ?? null;
  const gradeOf = new Map(options.grades?.map((g) => [g.productId, g]));

  const productsByCategory = new Map<number, Product[]>();
  const productsById = new Map<number, Product>();
  for (const raw of catalogue.products) {
    if (!raw.active || !isSoldAt(raw, nearest)) continue;
    const grade = gradeOf.get(raw.id);
    const product: Product = {
      ...raw,
      grade: grade?.grade ?? raw.grade ?? null,
      gradeCount: grade?.count ?? raw.gradeCount ?? null,
    };
    productsById.set(product.id, product);
    const list = productsByCategory.get(product.categoryId) ?? [];
    list.push(product);
    productsByCategory.set(product.categoryId, list);
  }

  const visible: CategoryView[] = [...catalogue.categories]
    .sort(byPriority)
    .map((category) => ({
      ...category,
      products: (productsByCategory.get(category.id) ?? []).sort(byPriority),
    }))
    .filter((category) => category.products.length > 0);

  const groups: GroupView[] = [...catalogue.groups]
    .sort(byPriority)
    .map((group) => ({ ...group, categories: visible.filter((c) => c.groupId === group.id) }))
    .filter((group) => group.categories.length > 0);

  const groupIds = new Set(groups.map((g) => g.id));
  const ungrouped = visible.filter((c) => c.groupId == null || !groupIds.has(c.groupId));
  const categories = [...groups.flatMap((g) => g.categories), ...ungrouped];
  const productCount = categories.reduce((n, c) => n + c.products.length, 0);
  // A product whose category does not exist is not reachable from the menu: keep the map to what is shown.
  const shownCategoryIds = new Set(categories.map((c) => c.id));
  for (const [id, product] of productsById)
    if (!shownCategoryIds.has(product.categoryId)) productsById.delete(id);
  return { groups, categories, productsById, productCount };
}

/** Discounted price of one unit (spec section 9), shared with the server through the contract. */
export { unitPrice } from '../../contract/pricing.ts';
