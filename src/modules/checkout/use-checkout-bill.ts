import { useMemo } from 'react';
import type { CartItem, OrderSettings, ServiceType } from '../../contract/index.ts';
import { offeredBillParts, type CheckoutBill } from '../../core/checkout/bill-slots.tsx';
import { useOrderDraft } from '../../core/order-draft/use-order-draft.ts';
import { useCashbackBalance } from '../../core/session/me-query.ts';
import { useStorefront } from '../../core/storefront.tsx';
import { billOf } from './checkout-bill.ts';

export interface CheckoutBillState {
  bill: CheckoutBill;
  /** Which parts (promo code, cashback) the merchant offers. */
  parts: { promo: boolean; cashback: boolean };
}

/**
 * The checkout's bill for the basket's lines: the draft's promo and cashback where the merchant
 * offers them, the customer's balance from the server. Call it from an observer (it reads the draft).
 */
export function useCheckoutBill(input: {
  items: readonly Pick<CartItem, 'product' | 'modifications'>[];
  serviceType: ServiceType;
  deliveryPrice: number;
  orderSettings: OrderSettings | null;
}): CheckoutBillState {
  const { registry, settings } = useStorefront();
  const draft = useOrderDraft();
  const parts = useMemo(() => offeredBillParts(registry, settings), [registry, settings]);
  const { balance } = useCashbackBalance();
  const bill = billOf({ ...input, parts, promo: draft.promo, cashback: draft.cashback, balance });
  return { bill, parts };
}
