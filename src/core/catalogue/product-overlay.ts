/**
 * Which product is open over the page (a bottom sheet or a pop-up, by the category's navigation
 * type). The catalogue and search open it, and the basket to change a line's options; the
 * product-page module draws it. It lives in core because
 * modules never import each other.
 */
import { useSyncExternalStore } from 'react';
import type { NavigationType } from '../../contract/index.ts';

/** A basket line whose options the customer changes (the basket opens its product for that). */
export interface LineEdit {
  /** The line's key (basket-line.ts lineKey). */
  lineKey: string;
  /** The line's options now: the product opens with them chosen. */
  modificationIds: readonly number[];
}

export interface OpenProduct {
  productId: number;
  mode: Exclude<NavigationType, 'FULL_SCREEN'>;
  /** Set when the product opens to change a basket line's options instead of adding a new line. */
  edit?: LineEdit;
}

let current: OpenProduct | null = null;
const listeners = new Set<() => void>();

export const productOverlay = {
  open(productId: number, mode: OpenProduct['mode'], edit?: LineEdit) {
    current = edit ? { productId, mode, edit } : { productId, mode };
    listeners.forEach((l) => l());
  },
  close() {
    current = null;
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => current,
};

export const useOpenProduct = () =>
  useSyncExternalStore(productOverlay.subscribe, productOverlay.get, productOverlay.get);
