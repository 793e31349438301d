/**
 * GET /payments/v2/checkout/{id}: where the customer pays an order online. The order must be the
 * customer's, unpaid, not cancelled, with an online payment type whose provider the merchant has
 * credentials with. The answer is the provider's payment page for the order's total, returning to
 * the order's page on the storefront the call came from; in development, the reference server's
 * sandbox page of that provider, which reads the same address as the provider would.
 */
import type { Order } from '../../contract/index.ts';
import { ApiError } from '../base/api-error.ts';
import type { Handlers } from '../http/api-types.ts';
import { messages } from '../base/error-messages.ts';
import { sessionOf } from '../accounts/handler-support.ts';
import { idParam } from '../http/path-params.ts';
import { API_BASE } from '../http/api-routes.ts';
import type { Session, StorefrontDb } from '../storage/db.ts';
import type { Tenant } from '../tenants/load-tenants.ts';
import { payableTiyin } from './payment-store.ts';
import { providerFor } from './payment-routes.ts';

/** The provider page's language: the customer's, where the providers have it. */
function pageLanguage(acceptLanguage: string | undefined): 'ru' | 'uz' | 'en' {
  const first = acceptLanguage?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return first === 'uz' || first === 'en' ? first : 'ru';
}

/** The sandbox page that plays the provider, given the address the provider would get. */
export const sandboxUrl = (origin: string, paymentType: string, checkout: string): string =>
  `${origin}${API_BASE}/payments/v1/sandbox/${paymentType.toLowerCase()}?checkout=${encodeURIComponent(checkout)}`;

/**
 * The customer's own order, as the payment calls find it.
 * @throws ApiError 404 ORDER_NOT_FOUND for another merchant's or another customer's order
 */
export async function customerOrder(
  tenant: Tenant,
  session: Session | undefined,
  db: StorefrontDb,
  id: number,
): Promise<Order> {
  const stored = await db.orders.find(id);
  if (!stored || stored.merchantId !== tenant.id || stored.userId !== sessionOf(session).user.id) {
    throw new ApiError(404, 'ORDER_NOT_FOUND', messages.orderNotFound(id));
  }
  return stored.order;
}

/** @throws ApiError 409 ORDER_ALREADY_PAID or ORDER_CANCELLED when the order cannot be paid now */
export function assertPayable(order: Order): void {
  if (order.isPaid) throw new ApiError(409, 'ORDER_ALREADY_PAID', messages.orderAlreadyPaid());
  if (order.status === 'CANCELED')
    throw new ApiError(409, 'ORDER_CANCELLED', messages.orderCancelledNoPayment());
}

export const checkoutHandlers = {
  // Public: which types each channel offers is no secret (the checkout shows them to anyone).
  paymentAvailability: ({ tenant }) => ({ items: tenant.data.paymentAvailability?.items ?? null }),

  checkout: async ({ tenant, params, session, db, origin, acceptLanguage, services }) => {
    const order = await customerOrder(tenant, session, db, idParam(params, 'id'));
    const provider = providerFor(order.paymentType);
    if (!provider)
      throw new ApiError(400, 'PAYMENT_NOT_ONLINE', messages.orderNotPaidOnline(order.paymentType));
    assertPayable(order);
    const url = provider.checkoutUrl({
      tenant,
      order,
      amount: payableTiyin(order),
      returnUrl: `${origin}/profile/orders/${order.id}`,
      lang: pageLanguage(acceptLanguage),
    });
    if (!url)
      throw new ApiError(400, 'PAYMENT_NOT_CONFIGURED', messages.paymentNotConfigured(order.paymentType));
    // The provider's own sandbox: a CLICK_MINI_APP order is paid on Click's page, so in Click's sandbox.
    return { url: services.paymentSandbox ? sandboxUrl(origin, provider.paymentType, url) : url };
  },
} satisfies Handlers;
