/**
 * Click as an online provider: its pay page for an order (click-checkout-url.ts), its SHOP API
 * callbacks at POST {base}/click/prepare and {base}/click/complete (click-callbacks.ts). Its
 * development sandbox page is ../../dev/payment-sandbox/click-sandbox.ts.
 *
 * CLICK_MINI_APP orders are Click's too: the storefront runs inside the Click app, and the order is
 * paid by an invoice Click shows in the app (click-invoices.ts), with the same callbacks; so the
 * provider `alsoPays` them (and the checkout call answers the same pay link for both). With the
 * sandbox on, the Click app's stand-in serves the invoice page (dev/payment-sandbox/click-app-sandbox.ts).
 */
import type { Context, Hono } from 'hono';
import type { OnlineProvider, PaymentDeps } from '../online-provider.ts';
import { clickComplete, clickPrepare } from './click-callbacks.ts';
import { clickCheckoutUrl } from './click-checkout-url.ts';

/** The form Click posted, its text fields only (a file field is no Click parameter). */
async function formOf(c: Context): Promise<Record<string, string>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return {};
  const body = await c.req.parseBody();
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) if (typeof value === 'string') fields[name] = value;
  return fields;
}

function register(app: Hono, base: string, deps: PaymentDeps): void {
  // Click reads the JSON answer of every callback, errors included: always HTTP 200.
  app.post(`${base}/click/prepare`, async (c) => c.json(await clickPrepare(await formOf(c), deps)));
  app.post(`${base}/click/complete`, async (c) => c.json(await clickComplete(await formOf(c), deps)));
}

export const clickProvider: OnlineProvider = {
  paymentType: 'CLICK',
  alsoPays: ['CLICK_MINI_APP'],
  checkoutUrl: clickCheckoutUrl,
  register,
};
