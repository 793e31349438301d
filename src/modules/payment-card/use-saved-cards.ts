import { useQuery } from '@tanstack/react-query';
import type { SavedCard } from '../../contract/index.ts';
import { useStorefront } from '../../core/storefront.tsx';
import { savedCardsQuery } from './card-queries.ts';
import { useChosenCard } from './chosen-card.ts';

const none: SavedCard[] = [];

/** The signed-in customer's saved cards, and the confirmed one chosen to pay. */
export function useSavedCards() {
  const { api, merchant, session } = useStorefront();
  const userId = session?.user.id ?? -1;
  const cards = useQuery({ ...savedCardsQuery(api, merchant.id, userId), enabled: session !== null });
  const verified = cards.data?.filter((card) => card.isVerified) ?? none;
  const [chosen, choose] = useChosenCard(merchant.id, userId, verified);
  return { cards, chosen, choose };
}
