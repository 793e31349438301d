/**
 * Payme (Paycom) as an online provider: its checkout page for an order, its Merchant API endpoint
 * (../README.md, section Payme). Its development sandbox is ../../dev/payment-sandbox/payme-sandbox.ts.
 */
import type { OnlineProvider } from '../online-provider.ts';
import { paymeCheckoutUrl } from './payme-checkout.ts';
import { registerPaymeEndpoint } from './payme-endpoint.ts';
import { paymeKeysOf } from './payme-keys.ts';

export const paymeProvider: OnlineProvider = {
  paymentType: 'PAYME',
  checkoutUrl: ({ tenant, order, amount, returnUrl, lang }) => {
    const payme = tenant.data.paymentProviders?.payme;
    return payme ? paymeCheckoutUrl(payme, { orderId: order.id, amount, lang, returnUrl }) : null;
  },
  register: (app, base, deps) => registerPaymeEndpoint(app, base, deps, paymeKeysOf(deps.db)),
};
