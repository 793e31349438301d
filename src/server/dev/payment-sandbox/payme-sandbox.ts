/**
 * The Payme sandbox (development only, `deps.sandbox`): GET /api/payments/v1/sandbox/payme?checkout=
 * <the Payme checkout address> reads the address as Payme would and shows the payment; its form posts
 * to the same path, and the sandbox then calls the merchant endpoint of this very server over HTTP,
 * signed with the merchant's current key, as Payme's servers would:
 *
 * - Pay: CheckPerformTransaction, CreateTransaction (a fresh 24-hex id, `time` now),
 *   PerformTransaction.
 * - Pay twice: the same, with CreateTransaction and PerformTransaction each sent twice; the repeat
 *   must answer exactly as the first did (the methods are idempotent on Payme's id).
 * - Decline: CheckPerformTransaction, CreateTransaction, then CancelTransaction with reason 3 (the
 *   transaction failed), as Payme does when the card is refused: the order stays unpaid.
 *
 * Then it sends the customer back to the checkout's return address (303). When a call answers an
 * error (the order is paid already, the amount changed...), the page shows it instead.
 */
import { callbackOrigin } from './sandbox-origin.ts';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { Tenant } from '../../tenants/load-tenants.ts';
import type { PaymentDeps } from '../../payments/online-provider.ts';
import { type PaymeMerchant, paymeMerchant } from '../../payments/payme/payme-auth.ts';
import {
  checkoutBaseOf,
  type PaymeCheckout,
  readPaymeCheckout,
} from '../../payments/payme/payme-checkout.ts';
import { paymeEndpointPath } from '../../payments/payme/payme-endpoint.ts';
import type { PaymeKeyStore } from '../../payments/payme/payme-keys.ts';
import { REASON_FAILED } from '../../payments/payme/payme-protocol.ts';
import {
  newPaymeTransactionId,
  paymeClient,
  type PaymeCall,
  type SandboxCall,
} from './payme-sandbox-client.ts';
import { sandboxErrorPage, sandboxPage, type SandboxView } from './payme-sandbox-page.ts';

export const paymeSandboxPath = (base: string) => `${base}/sandbox/payme`;

const MAX_CHECKOUT_CHARS = 4096;
const Choice = z.object({
  checkout: z.string().min(1).max(MAX_CHECKOUT_CHARS),
  action: z.enum(['pay', 'decline', 'twice']),
});
type Action = z.infer<typeof Choice>['action'];

/** The checkout read as Payme would, with the merchant it is for. */
interface SandboxPayment {
  merchant: PaymeMerchant;
  checkout: PaymeCheckout;
  view: SandboxView;
}

function merchantName(tenant: Tenant, lang: 'ru' | 'uz' | 'en'): string {
  const { name } = tenant.data.merchant;
  return (lang === 'en' ? name.eng : name[lang]) ?? name.ru ?? name.eng ?? name.uz ?? tenant.sub;
}

async function readPayment(
  deps: PaymentDeps,
  base: string,
  address: string,
): Promise<{ ok: true; payment: SandboxPayment } | { ok: false; error: string }> {
  // Read the way Payme's checkout would: under its own address, then the cash register it names.
  const merchants = deps.tenants.all.flatMap((tenant) => paymeMerchant(tenant) ?? []);
  const under = merchants.map((m) => checkoutBaseOf(m.payme)).filter((prefix) => address.startsWith(prefix));
  const prefix = under.sort((a, b) => b.length - a.length)[0];
  if (prefix === undefined) return { ok: false, error: "Not under any merchant's Payme checkout address" };
  const read = readPaymeCheckout(address, prefix);
  if (!read.ok) return { ok: false, error: `Not a Payme checkout address: ${read.error}` };
  const { checkout } = read;
  const merchant = merchants.find((m) => m.payme.merchantId === checkout.merchantId);
  if (!merchant)
    return { ok: false, error: `No merchant has the Payme cash register ${checkout.merchantId}` };
  if (checkoutBaseOf(merchant.payme) !== prefix)
    return {
      ok: false,
      error: `The address is not under the merchant's Payme checkout ${merchant.payme.checkoutUrl}`,
    };
  const orderId = checkout.account.order_id ?? '';
  const stored = /^\d{1,9}$/.test(orderId) ? await deps.db.orders.find(Number(orderId)) : undefined;
  const order = stored?.merchantId === merchant.tenant.id ? stored.order : undefined;
  return {
    ok: true,
    payment: {
      merchant,
      checkout,
      view: {
        action: paymeSandboxPath(base),
        checkout: address,
        merchantName: merchantName(merchant.tenant, checkout.lang),
        amount: checkout.amount,
        orderId,
        orderNumber: order?.number ?? null,
        lang: checkout.lang,
        returnUrl: checkout.returnUrl,
      },
    },
  };
}

/** Runs the calls of a choice; stops at the first error, or at a repeat that answered differently. */
async function drive(call: PaymeCall, checkout: PaymeCheckout, action: Action, now: number) {
  const calls: SandboxCall[] = [];
  const run = async (method: string, params: Record<string, unknown>) => {
    const done = await call(method, params);
    calls.push(done);
    return done;
  };
  const failed = (error: string) => ({ calls, error });
  const account = { order_id: checkout.account.order_id ?? '' };
  const amount = checkout.amount;
  const id = newPaymeTransactionId();

  const check = await run('CheckPerformTransaction', { amount, account });
  if (check.error) return failed(`CheckPerformTransaction: ${check.error.text} (${check.error.code})`);
  const createParams = { id, time: now, amount, account };
  const create = await run('CreateTransaction', createParams);
  if (create.error) return failed(`CreateTransaction: ${create.error.text} (${create.error.code})`);
  const repeat = async (method: string, params: Record<string, unknown>, first: SandboxCall) => {
    const again = await run(method, params);
    if (again.error) return `${method} repeated: ${again.error.text} (${again.error.code})`;
    if (JSON.stringify(again.result) !== JSON.stringify(first.result))
      return `${method} repeated answered differently: the merchant is not idempotent`;
    return undefined;
  };
  if (action === 'twice') {
    const problem = await repeat('CreateTransaction', createParams, create);
    if (problem) return failed(problem);
  }
  if (action === 'decline') {
    const cancel = await run('CancelTransaction', { id, reason: REASON_FAILED });
    if (cancel.error) return failed(`CancelTransaction: ${cancel.error.text} (${cancel.error.code})`);
    return { calls };
  }
  const perform = await run('PerformTransaction', { id });
  if (perform.error) return failed(`PerformTransaction: ${perform.error.text} (${perform.error.code})`);
  if (action === 'twice') {
    const problem = await repeat('PerformTransaction', { id }, perform);
    if (problem) return failed(problem);
  }
  return { calls };
}

export function registerPaymeSandbox(app: Hono, base: string, deps: PaymentDeps, keys: PaymeKeyStore): void {
  const path = paymeSandboxPath(base);

  app.get(path, async (c) => {
    const address = c.req.query('checkout') ?? '';
    const read =
      address.length > MAX_CHECKOUT_CHARS
        ? { ok: false as const, error: 'The checkout address is too long' }
        : await readPayment(deps, base, address);
    if (!read.ok) return c.html(await sandboxErrorPage(read.error), 400);
    return c.html(await sandboxPage(read.payment.view));
  });

  const limit = bodyLimit({
    maxSize: 16 * 1024,
    onError: async (c) => c.html(await sandboxErrorPage('The form is too large'), 413),
  });
  app.post(path, limit, async (c) => {
    const form = Choice.safeParse(await c.req.parseBody());
    if (!form.success)
      return c.html(await sandboxErrorPage('The form lacks the checkout or the choice'), 400);
    const read = await readPayment(deps, base, form.data.checkout);
    if (!read.ok) return c.html(await sandboxErrorPage(read.error), 400);
    const { merchant, checkout, view } = read.payment;
    const active = await keys.activeKeys(merchant.tenant.id, merchant.payme);
    const key = active.key ?? active.testKey;
    if (key === undefined) return c.html(await sandboxErrorPage('The merchant has no Payme key'), 400);
    const endpoint = `${callbackOrigin(c)}${paymeEndpointPath(base)}`;
    const outcome = await drive(
      paymeClient(endpoint, key, checkout.lang),
      checkout,
      form.data.action,
      deps.now(),
    );
    if ('error' in outcome) return c.html(await sandboxPage(view, outcome));
    if (checkout.returnUrl) return c.redirect(checkout.returnUrl, 303);
    const notice = form.data.action === 'decline' ? 'Declined.' : 'Paid.';
    return c.html(await sandboxPage(view, { notice, calls: outcome.calls }));
  });
}
