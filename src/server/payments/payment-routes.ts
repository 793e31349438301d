/**
 * Mounts every online provider's merchant callbacks (and, in development, its sandbox page) under
 * /api/payments/v1/. The providers' own protocols decide their paths, formats and errors.
 */
import type { Hono } from 'hono';
import { clickProvider } from './click/click-provider.ts';
import type { OnlineProvider, PaymentDeps } from './online-provider.ts';
import { paymeProvider } from './payme/payme-provider.ts';
import { uzumProvider } from './uzum/uzum-provider.ts';

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

export function registerPaymentRoutes(app: Hono, apiBase: string, deps: PaymentDeps): void {
  const base = paymentsBase(apiBase);
  for (const provider of onlineProviders) provider.register(app, base, deps);
}
