/**
 * How modules take part in the checkout's bill without the checkout importing them: the promo module
 * fills `checkout.promo` (the code field), the cashback module `checkout.cashback` ("pay with
 * cashback"). The checkout offers each part exactly when an enabled module fills its slot, so a merchant
 * with promoActive off has neither the field nor a promo in its totals. Both read the bill the
 * checkout priced (useCheckoutBill) and write what the customer chose into the order draft (its
 * promo and cashback), which the checkout prices with and sends.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { Settings } from '../../contract/index.ts';
import type { PricedOrder } from '../../contract/pricing.ts';
import { Slot } from '../layout/slot.tsx';
import type { Registry } from '../registry/registry.ts';

export const PROMO_SLOT = 'checkout.promo';
export const CASHBACK_SLOT = 'checkout.cashback';

/** Which parts of the bill some enabled module offers for these settings. */
export function offeredBillParts(
  registry: Registry,
  settings: Settings,
): { promo: boolean; cashback: boolean } {
  return {
    promo: registry.slot(PROMO_SLOT, settings).length > 0,
    cashback: registry.slot(CASHBACK_SLOT, settings).length > 0,
  };
}

/** The order's bill as the checkout shows it, for the parts that change it. */
export interface CheckoutBill {
  /** The shared pricing with the promo and the cashback the order spends. */
  totals: PricedOrder;
  /** What the order costs before cashback: the most cashback can pay. */
  beforeCashback: number;
  /** The customer's cashback balance (null while unknown). */
  balance: number | null;
  /** Cashback this order earns once done, at the merchant's rate (0: none). */
  earned: number;
  /** The order is brought to an address (it has a delivery price to discount). */
  delivers: boolean;
}

const BillContext = createContext<CheckoutBill | null>(null);

/** Renders the parts' slots with the bill they read (the checkout places it). */
export function CheckoutBillProvider({ bill, children }: { bill: CheckoutBill; children: ReactNode }) {
  return <BillContext.Provider value={bill}>{children}</BillContext.Provider>;
}

/** One part's slot. */
export function CheckoutBillSlot({ name }: { name: typeof PROMO_SLOT | typeof CASHBACK_SLOT }) {
  return <Slot name={name} />;
}

/** For a part of the bill: the checkout's current bill. */
export function useCheckoutBill(): CheckoutBill {
  const bill = useContext(BillContext);
  if (!bill) throw new Error('useCheckoutBill() is used outside the checkout bill');
  return bill;
}
