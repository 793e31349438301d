/**
 * Mounts every online provider's merchant callbacks (the development sandbox pages: dev/payment-sandbox/) under
 * /api/payments/v1/. The providers' own protocols decide their paths, formats and errors; in front
 * of every callback path, one guard checks the caller's address and logs the call (callback-guard.ts).
 */
import type { Hono } from 'hono';
import { callbackGuard, type CallbackGuardOptions } from './callback-guard.ts';
import { callbackProtocols } from './callback-protocols.ts';
import { clickProvider } from './click/click-provider.ts';
import type { OnlineProvider, PaymentDeps } from './online-provider.ts';
import { paymeProvider } from './payme/payme-provider.ts';
import { uzumProvider } from './uzum/uzum-provider.ts';
import { API_BASE } from '../http/api-routes.ts';

/** Every online provider the server speaks to. */
export const onlineProviders: readonly OnlineProvider[] = [paymeProvider, clickProvider, uzumProvider];

/** The provider that collects an order's payment type (its own, or one it `alsoPays`). */
export function providerFor(paymentType: string): OnlineProvider | undefined {
  return onlineProviders.find(
    (p) => p.paymentType === paymentType || p.alsoPays?.some((type) => type === paymentType),
  );
}

/** Where the providers' callbacks and sandboxes are mounted. */
export const paymentsBase = (apiBase: string) => `${apiBase}/payments/v1`;

/** What the payment routes need: the providers' dependencies and who may call their callbacks. */
export interface PaymentRouteDeps extends PaymentDeps {
  callbacks: CallbackGuardOptions;
}

export function registerPaymentRoutes(app: Hono, { callbacks, ...deps }: PaymentRouteDeps): void {
  const base = paymentsBase(API_BASE);
  // Before the providers' routes: Hono runs handlers in the order they were added.
  for (const protocol of callbackProtocols(deps))
    for (const path of protocol.paths(base)) app.use(path, callbackGuard(protocol, deps, callbacks));
  for (const provider of onlineProviders) provider.register(app, base, deps);
}
