import { useHydrated } from '../hydration.ts';
import { useStorefront } from '../storefront.tsx';
import { draftOf, serverDraftOf, type OrderDraftStore } from './order-draft-store.ts';

/**
 * The current brand's order draft. Components reading it are wrapped in mobx-react-lite's observer.
 * A server-rendered page shows an empty draft until hydration is done (core/hydration.ts).
 */
export function useOrderDraft(): OrderDraftStore {
  const merchantId = useStorefront().merchant.id;
  const hydrated = useHydrated();
  return hydrated ? draftOf(merchantId) : serverDraftOf(merchantId);
}
