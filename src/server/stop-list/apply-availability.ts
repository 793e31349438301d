/**
 * A tenant's data as the storefront and the order path must see it with the staff's stop list, stock
 * counts and pauses applied: the catalogue and branches answers carry them (so every kept answer and
 * rendered page built from the result shows them), and the order path refuses what they refuse with
 * the checks it already has (orders/order-lines.ts: isAvailable, productBranch, count; the hours rule
 * for a paused branch).
 *
 * - A product stopped at every branch: `isAvailable` false. Stopped at some branches: its
 *   `productBranch` lists them inactive (a product without one is sold at every branch, so it gets
 *   one entry per branch first). Spec section 4 narrows the menu by these.
 * - An option stopped at every branch: `isAvailable` false; at some: their ids in
 *   `unavailableBranchIds`.
 * - A counted stock replaces the catalogue's `count`.
 * - A paused service is listed in the branch's `pauses`.
 *
 * Pure: the base data is the tenant's fixtures, never changed.
 */
import type { Branch, ModificationGroup, Product } from '../../contract/index.ts';
import type { TenantData } from '../tenants/load-tenants.ts';
import type { Availability } from './stop-list-store.ts';

const iso = (until: number | null) => (until === null ? null : new Date(until).toISOString());

/** Stopped item ids, per kind: the every-branch ones, and the branch ids of the others. */
function stopsOf(availability: Availability, kind: 'product' | 'modification') {
  const everywhere = new Set<number>();
  const atBranches = new Map<number, Set<number>>();
  for (const stop of availability.stops) {
    if (stop.kind !== kind) continue;
    if (stop.branchId === null) everywhere.add(stop.itemId);
    else atBranches.set(stop.itemId, (atBranches.get(stop.itemId) ?? new Set()).add(stop.branchId));
  }
  return { everywhere, atBranches };
}

export function applyAvailability(base: TenantData, availability: Availability): TenantData {
  const nothing =
    availability.stops.length === 0 && availability.stock.length === 0 && availability.pauses.length === 0;
  if (nothing) return base;
  const products = stopsOf(availability, 'product');
  const options = stopsOf(availability, 'modification');
  const stock = new Map(availability.stock.map((entry) => [entry.productId, entry.count]));
  const branchIds = base.branches.items.filter((b) => !b.deleted).map((b) => b.id);

  const withOptions = (groups: ModificationGroup[]): ModificationGroup[] =>
    groups.map((group) => ({
      ...group,
      modifications: group.modifications.map((option) => {
        const at = options.atBranches.get(option.id);
        if (!options.everywhere.has(option.id) && !at) return option;
        return {
          ...option,
          isAvailable: option.isAvailable && !options.everywhere.has(option.id),
          unavailableBranchIds: [...new Set([...option.unavailableBranchIds, ...(at ?? [])])],
        };
      }),
    }));

  const product = (item: Product): Product => {
    const at = products.atBranches.get(item.id);
    const count = stock.get(item.id);
    const next: Product = {
      ...item,
      isAvailable: item.isAvailable && !products.everywhere.has(item.id),
      count: count ?? item.count,
      modificationGroups:
        options.everywhere.size || options.atBranches.size
          ? withOptions(item.modificationGroups)
          : item.modificationGroups,
    };
    if (at) {
      const listed = item.productBranch.length
        ? item.productBranch
        : branchIds.map((branchId) => ({ branchId, isActive: true }));
      next.productBranch = listed.map((entry) =>
        at.has(entry.branchId) ? { ...entry, isActive: false } : entry,
      );
    }
    return next;
  };

  const branch = (item: Branch): Branch => {
    const pauses = availability.pauses.filter((pause) => pause.branchId === item.id);
    if (!pauses.length) return item;
    return { ...item, pauses: pauses.map((pause) => ({ type: pause.type, until: iso(pause.until) })) };
  };

  return {
    ...base,
    catalogue: { ...base.catalogue, products: base.catalogue.products.map(product) },
    branches: { ...base.branches, items: base.branches.items.map(branch) },
  };
}
