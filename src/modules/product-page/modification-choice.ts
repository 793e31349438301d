/**
 * Choosing modifications (size, sauces, ...) within each group's min/max, and the resulting price.
 * Spec section 9: the percent discount applies to modification prices too.
 */
import type { ModificationGroup, Product } from '../../contract/index.ts';
import { unitPrice } from '../../core/catalogue/assemble.ts';

/** Chosen modification ids per group id. */
export type Choice = Record<number, number[]>;

/** Defaults: the modifications marked default, else the first ones needed to reach minSelect. */
export function initialChoice(groups: readonly ModificationGroup[]): Choice {
  const choice: Choice = {};
  for (const group of groups) {
    const defaults = group.modifications.filter((m) => m.isDefault && m.isAvailable).map((m) => m.id);
    const needed = group.modifications.slice(0, group.minSelect).map((m) => m.id);
    choice[group.id] = (defaults.length ? defaults : needed).slice(0, group.maxSelect);
  }
  return choice;
}

/**
 * A choice already made (a basket line's options, changed from the basket): each id in its group, as
 * many as the group allows; ids the menu no longer has are left out, so the screen asks again where a
 * required group lost its choice.
 */
export function choiceOf(groups: readonly ModificationGroup[], ids: readonly number[]): Choice {
  const choice: Choice = {};
  for (const group of groups) {
    const chosen = group.modifications.filter((m) => ids.includes(m.id)).map((m) => m.id);
    choice[group.id] = chosen.slice(0, group.maxSelect);
  }
  return choice;
}

/** Tapping a modification: a single-choice group swaps; a multi-choice group toggles up to its max. */
export function toggle(choice: Choice, group: ModificationGroup, modificationId: number): Choice {
  const current = choice[group.id] ?? [];
  let next: number[];
  if (group.maxSelect === 1)
    next = group.minSelect >= 1 || !current.includes(modificationId) ? [modificationId] : [];
  else if (current.includes(modificationId))
    next = current.length > group.minSelect ? current.filter((id) => id !== modificationId) : current;
  else next = current.length < group.maxSelect ? [...current, modificationId] : current;
  return { ...choice, [group.id]: next };
}

/** Groups whose choice is below their minimum. */
export function missingGroups(groups: readonly ModificationGroup[], choice: Choice): ModificationGroup[] {
  return groups.filter((g) => (choice[g.id]?.length ?? 0) < g.minSelect);
}

/** Price of one item with its modifications, after the product's discount. */
export function priceWithChoice(
  product: Pick<Product, 'costPrice' | 'discount' | 'modificationGroups'>,
  choice: Choice,
) {
  const extras = product.modificationGroups.flatMap((group) =>
    group.modifications.filter((m) => choice[group.id]?.includes(m.id)).map((m) => m.price),
  );
  const full = product.costPrice + extras.reduce((a, b) => a + b, 0);
  return { current: unitPrice(full, product.discount), before: full };
}
