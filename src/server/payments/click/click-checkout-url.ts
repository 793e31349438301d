/**
 * Click's pay page for an order, as Click documents the payment link ("CLICK button"):
 *
 *   https://my.click.uz/services/pay?service_id=…&merchant_id=…&amount=…&transaction_param=…&return_url=…
 *
 * - amount: so'm, written N.NN (order totals may carry tiyin); Click's prepare and complete carry it
 *   back, and the merchant compares it in tiyin;
 * - transaction_param: what Click calls back as merchant_trans_id: the order id;
 * - return_url: where Click sends the customer afterwards: the order's page on the storefront.
 *
 * The host is the merchant's `payUrl` (payment-providers.json; Click's by default).
 */
import type { ClickCredentials } from '../../../contract/payment-providers.ts';
import { checkoutQuery } from '../checkout-query.ts';
import type { PaymentRequest } from '../online-provider.ts';
import { clickAmountOf } from './click-protocol.ts';

/** Click's pay link for a sum (tiyin) and an order, returning to `returnUrl`. */
export function clickPayLink(
  click: ClickCredentials,
  payment: { amount: number; orderId: number | string; returnUrl: string },
): string {
  const url = new URL(click.payUrl);
  url.searchParams.set('service_id', String(click.serviceId));
  url.searchParams.set('merchant_id', String(click.merchantId));
  url.searchParams.set('amount', clickAmountOf(payment.amount));
  url.searchParams.set('transaction_param', String(payment.orderId));
  url.searchParams.set('return_url', payment.returnUrl);
  return url.href;
}

export function clickCheckoutUrl(request: PaymentRequest): string | null {
  const click = request.tenant.data.paymentProviders?.click;
  if (!click) return null;
  return clickPayLink(click, {
    amount: request.amount,
    orderId: request.order.id,
    returnUrl: request.returnUrl,
  });
}

/** The pay link read as Click's page reads it: the parameters as strings, exactly as written. */
export interface ClickCheckout {
  serviceId: string | null;
  merchantId: string | null;
  amount: string | null;
  transactionParam: string | null;
  returnUrl: string | null;
}

/** @returns null when the text is not an absolute URL at all */
export function parseClickCheckout(text: string): ClickCheckout | null {
  return checkoutQuery(text, {
    serviceId: 'service_id',
    merchantId: 'merchant_id',
    amount: 'amount',
    transactionParam: 'transaction_param',
    returnUrl: 'return_url',
  });
}
