/**
 * Where the customer pays with Uzum Bank. Uzum's Merchant API is the bank's app calling the
 * merchant: Uzum documents no web payment page with parameters for merchants, the customer finds the
 * service in the Uzum Bank app (or a link Uzum gives the merchant opens it there). So the address is
 * a deployment setting, `checkoutUrl` in payment-providers.json (Uzum's open-service link by
 * default), and the server adds what the payment needs:
 *
 *   <checkoutUrl>?serviceId=…&orderId=…&amount=…&redirectUrl=…
 *
 * - serviceId: the merchant's service at Uzum (the webhooks' serviceId);
 * - orderId: the order's id, the value Uzum passes back in `params.orderId`;
 * - amount: tiyin, as every amount of Uzum's API;
 * - redirectUrl: the order's page on the storefront, to come back to.
 */
import { checkoutQuery } from '../checkout-query.ts';
import type { PaymentRequest } from '../online-provider.ts';

export function uzumCheckoutUrl(request: PaymentRequest): string | null {
  const uzum = request.tenant.data.paymentProviders?.uzum;
  if (!uzum) return null;
  const url = new URL(uzum.checkoutUrl);
  url.searchParams.set('serviceId', String(uzum.serviceId));
  url.searchParams.set('orderId', String(request.order.id));
  url.searchParams.set('amount', String(request.amount));
  url.searchParams.set('redirectUrl', request.returnUrl);
  return url.href;
}

/** The payment address read back (the sandbox reads it as the bank's app would). */
export interface UzumCheckout {
  serviceId: string | null;
  orderId: string | null;
  amount: string | null;
  redirectUrl: string | null;
}

/** @returns null when the text is not an absolute URL */
export function parseUzumCheckout(text: string): UzumCheckout | null {
  return checkoutQuery(text, {
    serviceId: 'serviceId',
    orderId: 'orderId',
    amount: 'amount',
    redirectUrl: 'redirectUrl',
  });
}
