/**
 * One rule for a fee the customer does not pay: a delivery of 0 reads "free" (app.free) wherever a
 * fee is shown (delivery block, checkout totals, order page), never "0 so'm" on one screen and
 * "free" on another. Apart from storefront.tsx, so the home's first download does not carry it.
 */
import { useCallback } from 'react';
import { usePrice, useT } from './storefront.tsx';

export function useFeeText(): (fee: number) => string {
  const t = useT();
  const price = usePrice();
  return useCallback((fee) => (fee === 0 ? t('app.free') : price(fee)), [t, price]);
}
