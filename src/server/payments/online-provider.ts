/**
 * What every online payment provider (Payme, Click, Uzum) gives the rest of the server: the address
 * of its payment page for an order, and its merchant callbacks as routes. Each provider lives in its
 * own folder and speaks its own documented protocol; payment-routes.ts mounts them all.
 */
import type { Hono } from 'hono';
import type { Order, PaymentType } from '../../contract/index.ts';
import type { Logger } from '../base/logger.ts';
import type { StorefrontDb } from '../storage/db.ts';
import type { Tenant } from '../tenants/load-tenants.ts';
import type { TenantRegistry } from '../tenants/tenant-registry.ts';

/** What the provider's routes need from the app. */
export interface PaymentDeps {
  db: StorefrontDb;
  tenants: TenantRegistry;
  now: () => number;
  log: Logger;
}

/** An order to pay, as the checkout call asks for it. */
export interface PaymentRequest {
  tenant: Tenant;
  order: Order;
  /** What the customer pays, in tiyin. */
  amount: number;
  /** Where the provider sends the customer back: the order's page on the storefront it came from. */
  returnUrl: string;
  /** The customer's language, for the provider's page. */
  lang: 'ru' | 'uz' | 'en';
}

export interface OnlineProvider {
  /** The order payment type it is for; it also names its sandbox page (`sandbox/<type>`). */
  paymentType: Extract<PaymentType, 'PAYME' | 'CLICK' | 'UZUM'>;
  /**
   * Other payment types the same provider collects, with the same callbacks: Click's mini app orders
   * (CLICK_MINI_APP), paid by an invoice in the Click app (click/click-invoices.ts).
   */
  alsoPays?: readonly PaymentType[];
  /**
   * The provider's payment page for this order, built as the provider documents it; null when the
   * merchant has no credentials with the provider (payment-providers.json).
   */
  checkoutUrl(request: PaymentRequest): string | null;
  /**
   * The provider's merchant callbacks, mounted under `${apiBase}/payments/v1/` (its development
   * sandbox page: dev/payment-sandbox/).
   */
  register(app: Hono, base: string, deps: PaymentDeps): void;
}
