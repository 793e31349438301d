import { useCatalogue } from '../../core/catalogue/catalogue-queries.ts';

/** One product of the assembled catalogue (so it obeys the same visibility rules as the menu). */
export function useProduct(productId: number) {
  const { catalogue, isPending, error, refetch } = useCatalogue();
  return { product: catalogue?.productsById.get(productId), isPending, error, refetch };
}
