/**
 * A Click invoice for a Click mini app order (CLICK_MINI_APP): the server asks Click's Merchant API
 * to send the order's invoice to the customer's Click account (their phone); the customer pays it in
 * the Click app, and the order is marked paid when Click calls the merchant back. This contract's
 * addition to the spec's API table (src/server/payments/click/click-invoices.ts).
 */
import { z } from 'zod';
import { Money } from './primitives.ts';

export const ClickInvoiceSent = z.object({
  /** The phone the invoice went to, its middle hidden ("+99890*****67"). */
  phone: z.string().max(32),
  /** What the invoice asks for, so'm. */
  amount: Money,
  /** Seconds until "send again" makes a new invoice (a press before then answers this one). */
  resendIn: z.number().int().nonnegative(),
  /**
   * Where the storefront can open the invoice itself: the reference server's stand-in for the Click
   * app in development. Null with the real Click: the invoice waits in the Click app.
   */
  openUrl: z.string().nullable(),
});
export type ClickInvoiceSent = z.infer<typeof ClickInvoiceSent>;
