/**
 * Payme (Paycom) as an online provider: its checkout page for an order, its Merchant API endpoint
 * and, in development, its sandbox (../README.md, section Payme).
 */
import type { OnlineProvider } from '../online-provider.ts';
import { paymeCheckoutUrl } from './payme-checkout.ts';
import { registerPaymeEndpoint } from './payme-endpoint.ts';
import { paymeKeysOf } from './payme-keys.ts';
import { registerPaymeSandbox } from './payme-sandbox.ts';

export const paymeProvider: OnlineProvider = {
  paymentType: 'PAYME',
  checkoutUrl: ({ tenant, order, amount, returnUrl, lang }) => {
    const payme = tenant.data.paymentProviders?.payme;
    return payme ? paymeCheckoutUrl(payme, { orderId: order.id, amount, lang, returnUrl }) : null;
  },
  register: (app, base, deps) => {
    const keys = paymeKeysOf(deps.db);
    registerPaymeEndpoint(app, base, deps, keys);
    if (deps.sandbox) registerPaymeSandbox(app, base, deps, keys);
  },
};
