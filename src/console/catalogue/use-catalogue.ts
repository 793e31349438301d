/**
 * The merchant's catalogue, as the storefront's public call gives it: the stop list lists it, and an
 * order's lines are named from it (an order keeps ids and prices, not names).
 */
import { useQuery } from '@tanstack/react-query';
import { unwrapOrThrow } from '../../core/api/unwrap.ts';
import type { Catalogue, Modification, Product } from '../../contract/index.ts';
import { useConsole } from '../app/console-context.ts';
import { staffKey } from '../app/query-keys.ts';

export function useCatalogue() {
  const { api } = useConsole();
  return useQuery({
    queryKey: staffKey('catalogue'),
    // The web's catalogue: the one the storefront shows (and the stop list acts on).
    queryFn: () => unwrapOrThrow(api.call('overalls', { query: { type: 'WEB' } })),
    staleTime: 5 * 60_000,
  });
}

export const productOf = (catalogue: Catalogue | undefined, id: number): Product | undefined =>
  catalogue?.products.find((product) => product.id === id);

export function modificationOf(product: Product | undefined, id: number): Modification | undefined {
  for (const group of product?.modificationGroups ?? []) {
    const found = group.modifications.find((modification) => modification.id === id);
    if (found) return found;
  }
  return undefined;
}
