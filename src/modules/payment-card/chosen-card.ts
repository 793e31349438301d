/**
 * Which saved card pays, as the customer last chose it in this tab (per merchant and customer). Kept
 * in memory only: the card's id is not secret, but nothing card-related is written to the device.
 * Without a choice (or when the chosen card is gone) the newest confirmed card is taken.
 */
import { useCallback, useState } from 'react';
import type { SavedCard } from '../../contract/index.ts';

const chosen = new Map<string, number>();

export function useChosenCard(
  merchantId: number,
  userId: number,
  cards: readonly SavedCard[],
): [SavedCard | null, (id: number) => void] {
  const key = `${merchantId}:${userId}`;
  const [id, setId] = useState<number | null>(() => chosen.get(key) ?? null);
  const choose = useCallback(
    (next: number) => {
      chosen.set(key, next);
      setId(next);
    },
    [key],
  );
  return [cards.find((card) => card.id === id) ?? cards[0] ?? null, choose];
}
