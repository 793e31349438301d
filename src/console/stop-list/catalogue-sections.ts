/** The catalogue by category, in the storefront's order, with the products a search finds. */
import { localize } from '../../core/i18n/localize.ts';
import type { Catalogue, Category, Product } from '../../contract/index.ts';
import type { ConsoleLanguage } from '../i18n/texts.ts';

export interface CatalogueSection {
  category: Category;
  products: Product[];
}

/** Whether the product, or one of its options, has the words typed (any language of its name). */
function matches(product: Product, words: string): boolean {
  const names = [
    ...Object.values(product.name),
    ...product.modificationGroups.flatMap((group) =>
      group.modifications.flatMap((m) => Object.values(m.name)),
    ),
  ];
  return names.some((name) => name?.toLowerCase().includes(words));
}

export function catalogueSections(
  catalogue: Catalogue,
  search: string,
  lang: ConsoleLanguage,
): CatalogueSection[] {
  const words = search.trim().toLowerCase();
  const byPriority = <T extends { priority: number }>(a: T, b: T) => a.priority - b.priority;
  return [...catalogue.categories]
    .sort(byPriority)
    .map((category) => ({
      category,
      products: catalogue.products
        .filter((product) => product.categoryId === category.id && (!words || matches(product, words)))
        .sort((a, b) => byPriority(a, b) || localize(a.name, lang).localeCompare(localize(b.name, lang))),
    }))
    .filter((section) => section.products.length > 0);
}
