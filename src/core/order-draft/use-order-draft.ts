import { useStorefront } from '../storefront.tsx';
import { draftOf, type OrderDraftStore } from './order-draft-store.ts';

/** The current brand's order draft. Components reading it are wrapped in mobx-react-lite's observer. */
export function useOrderDraft(): OrderDraftStore {
  return draftOf(useStorefront().merchant.id);
}
