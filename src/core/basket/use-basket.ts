import type { ServiceType } from '../../contract/index.ts';
import { useCatalogue } from '../catalogue/catalogue-queries.ts';
import { watchKeptDraft } from '../order-draft/kept-draft.ts';
import { useHydrated } from '../hydration.ts';
import { useStorefront } from '../storefront.tsx';
import { basketOf, serverBasketOf, type BasketStore } from './basket-store.ts';
import { priceBasket, type PricedBasket } from './priced-basket.ts';

/** The current brand's basket. Components reading it are wrapped in mobx-react-lite's observer. */
export function useBasket(): BasketStore {
  const merchantId = useStorefront().merchant.id;
  // The server's page has an empty basket; the customer's own joins right after hydration.
  if (!useHydrated()) return serverBasketOf(merchantId);
  // The order draft watches its brand's basket (an empty basket sets the chosen cashback back to 0,
  // spec section 4): a kept draft is loaded wherever the basket can change, not only at checkout.
  watchKeptDraft(merchantId);
  return basketOf(merchantId);
}

export interface PricedBasketState {
  basket: BasketStore;
  /** Undefined while the catalogue loads (lines cannot be priced without it). */
  priced: PricedBasket | undefined;
  isPending: boolean;
  error: Error | null;
  refetch: () => void;
}

/**
 * The basket priced against the catalogue. Call it from an observer component: pricing reads the
 * observable lines, so any change re-renders. A basket is a handful of lines, so pricing on each
 * render costs nothing worth caching.
 * @param serviceType the order's service type where it is known (the checkout): express orders are
 *   priced at the products' express prices; elsewhere the menu's prices.
 */
export function usePricedBasket(serviceType?: ServiceType): PricedBasketState {
  const basket = useBasket();
  const { catalogue, isPending, error, refetch } = useCatalogue();
  const priced = catalogue ? priceBasket(basket.lines, catalogue.productsById, serviceType) : undefined;
  return { basket, priced, isPending, error, refetch };
}
