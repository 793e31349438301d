/**
 * Mounts every online provider's merchant callbacks (and, in development, its sandbox page) under
 * /api/payments/v1/. The providers' own protocols decide their paths, formats and errors.
 */
import type { Hono } from 'hono';
import type { OnlineProvider, PaymentDeps } from './online-provider.ts';
import { paymeProvider } from './payme/payme-provider.ts';

/** Every online provider the server speaks to. */
export const onlineProviders: readonly OnlineProvider[] = [paymeProvider];

export function providerFor(paymentType: string): OnlineProvider | undefined {
  return onlineProviders.find((p) => p.paymentType === paymentType);
}

export function registerPaymentRoutes(app: Hono, apiBase: string, deps: PaymentDeps): void {
  const base = `${apiBase}/payments/v1`;
  for (const provider of onlineProviders) provider.register(app, base, deps);
}
