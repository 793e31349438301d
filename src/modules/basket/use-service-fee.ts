/**
 * The merchant's service fee as the basket shows it: the same rule the checkout and the server
 * apply (contract/pricing.ts serviceFeeOf, from the order settings), so the basket's total is the one
 * the checkout will ask for before delivery. The order settings are a signed-in call (spec section 7:
 * WITH_TOKEN), so a guest's basket cannot know the fee and shows none (the checkout, after sign-in,
 * does). Decision: no "a fee may be added" line for guests; the first screen's texts have no room
 * for it within the size budget (tests/e2e/size-budget.spec.ts).
 * Without the order settings (not loaded yet, or failed) the basket shows no fee rather than a wrong one.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { serviceFeeOf } from '../../contract/pricing.ts';
import { orderSettingsQuery } from '../../core/checkout/order-settings-query.ts';
import { useStorefront } from '../../core/storefront.tsx';
import type { BasketServiceFee } from './basket-summary.tsx';

export function useServiceFee(): (productTotal: number) => BasketServiceFee | undefined {
  const { api, merchant, session } = useStorefront();
  const settings = useQuery({ ...orderSettingsQuery(api, merchant.id), enabled: session !== null }).data;
  return useCallback(
    (productTotal: number): BasketServiceFee | undefined => {
      if (!settings?.isServiceFeeEnabled) return undefined;
      return { amount: serviceFeeOf(settings, productTotal) };
    },
    [settings],
  );
}
