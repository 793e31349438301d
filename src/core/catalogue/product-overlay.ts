/**
 * Which product is open over the page (a bottom sheet or a pop-up, by the category's navigation
 * type). The catalogue and search open it; the product-page module draws it. It lives in core because
 * modules never import each other.
 */
import { useSyncExternalStore } from 'react';
import type { NavigationType } from '../../contract/index.ts';

export interface OpenProduct {
  productId: number;
  mode: Exclude<NavigationType, 'FULL_SCREEN'>;
}

let current: OpenProduct | null = null;
const listeners = new Set<() => void>();

export const productOverlay = {
  open(productId: number, mode: OpenProduct['mode']) {
    current = { productId, mode };
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
