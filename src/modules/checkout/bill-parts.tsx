import {
  CASHBACK_SLOT,
  CheckoutBillProvider,
  CheckoutBillSlot,
  PROMO_SLOT,
  type CheckoutBill,
} from '../../core/checkout/bill-slots.tsx';

/**
 * The parts of the checkout that change the bill, each another module's slot: the promo code field
 * and "pay with cashback". Each renders its own section; nothing shows for a part the merchant does
 * not offer.
 */
export function BillParts({
  bill,
  parts,
}: {
  bill: CheckoutBill;
  parts: { promo: boolean; cashback: boolean };
}) {
  if (!parts.promo && !parts.cashback) return null;
  return (
    <CheckoutBillProvider bill={bill}>
      {parts.promo ? <CheckoutBillSlot name={PROMO_SLOT} /> : null}
      {parts.cashback ? <CheckoutBillSlot name={CASHBACK_SLOT} /> : null}
    </CheckoutBillProvider>
  );
}
