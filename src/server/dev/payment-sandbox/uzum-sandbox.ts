/**
 * Development only: the reference server's stand-in for paying in the Uzum Bank app.
 *
 * GET  sandbox/uzum?checkout=<payment address>  reads the address (payments/uzum/uzum-checkout-url.ts) and shows
 *      the merchant, the amount and the order with three buttons;
 * POST sandbox/uzum (the page's form)  plays Uzum Bank: it calls the merchant's webhooks over HTTP on
 *      this same server, JSON with the merchant's Basic auth, serviceId and timestamp, a fresh transId:
 *      - pay: check, create, confirm;
 *      - decline: check, create, reverse (the payment failed after the transaction began);
 *      - twice: check, create, create again, confirm, confirm again, status, status again, as Uzum
 *        repeats a call whose answer it did not get: the repeated answers must be the same.
 *      When every answer is what Uzum expects, the customer goes back (303) to redirectUrl;
 *      otherwise the page shows what went wrong and each webhook's answer.
 */
import { registerSandboxRoutes, type SandboxOutcome } from './sandbox-routes.ts';
import { randomInt, randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import type { UzumCredentials } from '../../../contract/payment-providers.ts';
import type { Tenant } from '../../tenants/load-tenants.ts';
import type { PaymentDeps } from '../../payments/online-provider.ts';
import { formatSum, merchantName, safeReturnUrl } from './sandbox-html.ts';
import { uzumAuthorization } from '../../payments/uzum/uzum-auth.ts';
import { uzumMerchants } from '../../payments/uzum/uzum-callbacks.ts';
import { parseUzumCheckout, type UzumCheckout } from '../../payments/uzum/uzum-checkout-url.ts';
import {
  ORDER_PARAM,
  UzumCheckReply,
  UzumConfirmReply,
  UzumCreateReply,
  UzumFailure,
  UzumReverseReply,
  UzumStatusReply,
  type UzumOperation,
} from '../../payments/uzum/uzum-protocol.ts';

/** What each webhook answers when all is well. */
const expectedReply = {
  check: UzumCheckReply,
  create: UzumCreateReply,
  confirm: UzumConfirmReply,
  reverse: UzumReverseReply,
  status: UzumStatusReply,
} as const;

interface Reading {
  checkout: UzumCheckout | null;
  tenant: Tenant | null;
  uzum: UzumCredentials | null;
  /** The amount in tiyin, when it is one. */
  amount: number | null;
  facts: Array<[string, string]>;
  errors: string[];
}

async function read(text: string, deps: PaymentDeps): Promise<Reading> {
  const checkout = parseUzumCheckout(text);
  const none = { tenant: null, uzum: null, amount: null, facts: [] };
  if (!checkout) return { checkout, ...none, errors: ['The payment address is not a URL.'] };
  const errors: string[] = [];
  const facts: Array<[string, string]> = [];
  const merchant = uzumMerchants(deps).find((m) => String(m.uzum.serviceId) === checkout.serviceId);
  if (!merchant) errors.push(`Uzum Bank knows no service ${checkout.serviceId ?? '(none given)'}.`);
  else facts.push(['Merchant', merchantName(merchant.tenant)]);
  facts.push(['Service', checkout.serviceId ?? '']);
  const amount = checkout.amount && /^\d{1,15}$/.test(checkout.amount) ? Number(checkout.amount) : null;
  if (!amount) errors.push(`The amount "${checkout.amount ?? ''}" is not a sum in tiyin to pay.`);
  else facts.push(['Amount', formatSum(amount)]);
  if (!checkout.orderId) errors.push('The address names no order (orderId).');
  else {
    const id = /^\d{1,15}$/.test(checkout.orderId) ? Number(checkout.orderId) : null;
    const stored = id === null ? undefined : await deps.db.orders.find(id);
    // The bank does not know the merchant's orders: an unknown one is refused by the check (10007).
    facts.push([
      'Order',
      stored && stored.merchantId === merchant?.tenant.id
        ? `No. ${stored.order.number} (id ${checkout.orderId})`
        : `${checkout.orderId} (not an order of this merchant)`,
    ]);
  }
  if (!safeReturnUrl(checkout.redirectUrl)) errors.push('The address has no http(s) redirectUrl.');
  return { checkout, tenant: merchant?.tenant ?? null, uzum: merchant?.uzum ?? null, amount, facts, errors };
}

/** Plays Uzum Bank for one button; the log of the webhooks and what went wrong (nothing: success). */
async function play(
  outcome: SandboxOutcome,
  target: { uzum: UzumCredentials; orderId: string; amount: number },
  endpoint: (operation: UzumOperation) => string,
  now: () => number,
): Promise<{ log: string[]; errors: string[] }> {
  const log: string[] = [];
  const errors: string[] = [];
  const transId = randomUUID();
  const common = () => ({ serviceId: target.uzum.serviceId, timestamp: now() });
  const bodies: Record<UzumOperation, () => Record<string, unknown>> = {
    check: () => ({ ...common(), params: { [ORDER_PARAM]: target.orderId } }),
    create: () => ({
      ...common(),
      transId,
      params: { [ORDER_PARAM]: target.orderId },
      amount: target.amount,
    }),
    confirm: () => ({
      ...common(),
      transId,
      paymentSource: 'UZCARD',
      tariff: null,
      processingReferenceNumber: String(randomInt(100_000_000, 999_999_999)),
      phone: '998901234567',
    }),
    reverse: () => ({ ...common(), transId }),
    status: () => ({ ...common(), transId }),
  };

  /** One webhook; its answer when it is the success Uzum expects, else null (and an error). */
  const send = async (operation: UzumOperation): Promise<unknown> => {
    let answer: { status: number; json: unknown };
    try {
      const response = await fetch(endpoint(operation), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: uzumAuthorization(target.uzum),
        },
        body: JSON.stringify(bodies[operation]()),
      });
      const text = await response.text();
      let json: unknown = null;
      try {
        json = JSON.parse(text) as unknown;
      } catch {
        json = text.slice(0, 200);
      }
      answer = { status: response.status, json };
    } catch (error) {
      errors.push(`${operation}: no answer (${error instanceof Error ? error.message : String(error)}).`);
      return null;
    }
    log.push(`${operation} -> HTTP ${answer.status} ${JSON.stringify(answer.json)}`);
    const success = expectedReply[operation].safeParse(answer.json);
    if (answer.status === 200 && success.success) return success.data;
    const failure = UzumFailure.safeParse(answer.json);
    errors.push(
      failure.success
        ? `${operation} failed with error ${failure.data.errorCode}.`
        : `${operation}: an answer Uzum does not understand (HTTP ${answer.status}).`,
    );
    return null;
  };

  const same = (operation: UzumOperation, first: unknown, again: unknown) => {
    if (again !== null && JSON.stringify(again) !== JSON.stringify(first))
      errors.push(`The repeated ${operation} was answered differently.`);
  };

  if ((await send('check')) === null) return { log, errors };
  const created = await send('create');
  if (created === null) return { log, errors };
  if (outcome === 'decline') {
    await send('reverse');
    return { log, errors };
  }
  if (outcome === 'twice') same('create', created, await send('create'));
  const confirmed = await send('confirm');
  if (confirmed === null || outcome !== 'twice') return { log, errors };
  same('confirm', confirmed, await send('confirm'));
  const status = await send('status');
  if (status !== null && UzumStatusReply.parse(status).status !== 'CONFIRMED')
    errors.push('status does not read CONFIRMED after the confirm.');
  same('status', status, await send('status'));
  return { log, errors };
}

export function registerUzumSandbox(app: Hono, base: string, deps: PaymentDeps): void {
  registerSandboxRoutes(app, base, `${base}/sandbox/uzum`, {
    name: 'Uzum Bank',
    read: async (checkout) => {
      const reading = await read(checkout, deps);
      return {
        ...reading,
        parsed: reading.checkout !== null,
        returnUrl: reading.checkout?.redirectUrl ?? null,
      };
    },
    play: (outcome, reading, callbackBase) => {
      const { uzum, amount } = reading;
      const orderId = reading.checkout?.orderId;
      if (!uzum || !amount || !orderId) return null;
      return play(
        outcome,
        { uzum, orderId, amount },
        (operation) => `${callbackBase}/uzum/${operation}`,
        deps.now,
      );
    },
  });
}
