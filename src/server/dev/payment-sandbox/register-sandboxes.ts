/**
 * The payment sandbox (development only): each provider's sandbox page, which plays the provider
 * against this server's own merchant callbacks, and the Click app's invoice page. createApp mounts
 * them beside the providers' callbacks (payments/payment-routes.ts) when the sandbox is on, and
 * refuses the sandbox with NODE_ENV=production.
 */
import type { Hono } from 'hono';
import { API_BASE } from '../../http/api-routes.ts';
import type { PaymentDeps } from '../../payments/online-provider.ts';
import { paymentsBase } from '../../payments/payment-routes.ts';
import { paymeKeysOf } from '../../payments/payme/payme-keys.ts';
import type { ClickAppSandbox } from './click-app-sandbox.ts';
import { registerClickSandbox } from './click-sandbox.ts';
import { registerPaymeSandbox } from './payme-sandbox.ts';
import { registerUzumSandbox } from './uzum-sandbox.ts';

export interface PaymentSandboxDeps extends PaymentDeps {
  /** The Click app's stand-in, which keeps the invoices its page opens. */
  clickApp: ClickAppSandbox;
}

/** Mounts every sandbox page under the payments base (`<api>/payments/v1/sandbox/...`). */
export function registerPaymentSandboxes(app: Hono, { clickApp, ...deps }: PaymentSandboxDeps): void {
  const base = paymentsBase(API_BASE);
  registerPaymeSandbox(app, base, deps, paymeKeysOf(deps.db));
  registerClickSandbox(app, base, deps);
  clickApp.register(app, base);
  registerUzumSandbox(app, base, deps);
}
