/**
 * Development only: the reference server's stand-in for Click's pay page.
 *
 * GET  sandbox/click?checkout=<pay link>  reads the link as Click would (service, merchant, amount,
 *      order, return address) and shows it with three buttons;
 * POST sandbox/click (the page's form)    plays Click: it calls the merchant's Prepare and Complete
 *      callbacks over HTTP on this same server, form-encoded and signed with the merchant's secret
 *      key, with a fresh click_trans_id and click_paydoc_id and a sign_time in Tashkent time:
 *      - pay: prepare, then complete with error 0;
 *      - decline: prepare, then complete with Click's error -5017 (the card was declined), which
 *        the merchant must answer -9 (the payment is cancelled);
 *      - twice: pay, then send the same prepare and complete again: the answers must not change.
 *      When every answer is what Click expects, the customer is sent back (303) to return_url;
 *      otherwise the page shows what went wrong and each callback's answer.
 */
import { registerSandboxRoutes, type SandboxOutcome } from './sandbox-routes.ts';
import { randomInt } from 'node:crypto';
import type { Hono } from 'hono';
import type { Tenant } from '../../tenants/load-tenants.ts';
import type { PaymentDeps } from '../../payments/online-provider.ts';
import { formatSum, merchantName, safeReturnUrl } from './sandbox-html.ts';
import { clickTenant } from '../../payments/click/click-callbacks.ts';
import { parseClickCheckout, type ClickCheckout } from '../../payments/click/click-checkout-url.ts';
import {
  CLICK_COMPLETE,
  CLICK_ERRORS,
  CLICK_PREPARE,
  ClickCompleteReply,
  ClickPrepareReply,
  tiyinOfClickAmount,
} from '../../payments/click/click-protocol.ts';
import { clickSignString } from '../../payments/click/click-sign.ts';

/** Click's error for a card the bank declined, sent on complete when the customer declines. */
const DECLINED = { error: '-5017', note: 'Insufficient funds' };

/** Tashkent has no daylight saving time: UTC+5 all year. */
const TASHKENT_OFFSET_MS = 5 * 60 * 60 * 1000;

/** Click's sign_time: "YYYY-MM-DD HH:mm:ss", Tashkent time. */
export const clickSignTime = (now: number): string =>
  new Date(now + TASHKENT_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** What the page knows from the link: the merchant, or why the payment cannot start. */
interface Reading {
  checkout: ClickCheckout | null;
  tenant: Tenant | null;
  secretKey: string | null;
  facts: Array<[string, string]>;
  errors: string[];
}

async function read(checkoutText: string, deps: PaymentDeps): Promise<Reading> {
  const checkout = parseClickCheckout(checkoutText);
  if (!checkout)
    return { checkout, tenant: null, secretKey: null, facts: [], errors: ['The pay link is not a URL.'] };
  const errors: string[] = [];
  const facts: Array<[string, string]> = [];
  const merchant = checkout.serviceId ? clickTenant(deps, checkout.serviceId) : undefined;
  if (!merchant) errors.push(`Click knows no service ${checkout.serviceId ?? '(none given)'}.`);
  else {
    facts.push(['Merchant', merchantName(merchant.tenant)]);
    if (checkout.merchantId !== String(merchant.click.merchantId))
      errors.push(`merchant_id ${checkout.merchantId ?? '(none)'} is not the service's merchant.`);
  }
  facts.push(['Service', checkout.serviceId ?? '']);
  const tiyin = checkout.amount === null ? null : tiyinOfClickAmount(checkout.amount);
  if (tiyin === null || tiyin === 0)
    errors.push(`The amount "${checkout.amount ?? ''}" is not a sum to pay.`);
  else facts.push(['Amount', formatSum(tiyin)]);
  if (!checkout.transactionParam) errors.push('The link names no order (transaction_param).');
  else {
    const id = /^\d{1,15}$/.test(checkout.transactionParam) ? Number(checkout.transactionParam) : null;
    const stored = id === null ? undefined : await deps.db.orders.find(id);
    // Click does not know the merchant's orders: an unknown one is refused by the prepare (-5).
    facts.push([
      'Order',
      stored && stored.merchantId === merchant?.tenant.id
        ? `No. ${stored.order.number} (id ${checkout.transactionParam})`
        : `${checkout.transactionParam} (not an order of this merchant)`,
    ]);
  }
  if (!safeReturnUrl(checkout.returnUrl)) errors.push('The link has no http(s) return_url.');
  return {
    checkout,
    tenant: merchant?.tenant ?? null,
    secretKey: merchant?.click.secretKey ?? null,
    facts,
    errors,
  };
}

/** Posts one callback as Click does; the answer, or why there is none worth reading. */
async function call(
  url: string,
  fields: Record<string, string>,
): Promise<{ json: unknown; problem: string | null }> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(fields).toString(),
    });
    const text = await response.text();
    if (!response.ok) return { json: null, problem: `HTTP ${response.status}: ${text.slice(0, 200)}` };
    try {
      return { json: JSON.parse(text) as unknown, problem: null };
    } catch {
      return { json: null, problem: `not JSON: ${text.slice(0, 200)}` };
    }
  } catch (error) {
    return { json: null, problem: error instanceof Error ? error.message : String(error) };
  }
}

/** Plays Click for one button; the log of the callbacks and what went wrong (nothing: success). */
async function play(
  outcome: SandboxOutcome,
  reading: Reading & { checkout: ClickCheckout; secretKey: string },
  endpoint: (path: 'prepare' | 'complete') => string,
  now: number,
): Promise<{ log: string[]; errors: string[] }> {
  const log: string[] = [];
  const errors: string[] = [];
  const { checkout, secretKey } = reading;
  const signed = {
    click_trans_id: String(randomInt(1_000_000_000, 9_999_999_999)),
    service_id: checkout.serviceId ?? '',
    merchant_trans_id: checkout.transactionParam ?? '',
    amount: checkout.amount ?? '',
    sign_time: clickSignTime(now),
  };
  const prepare: Record<string, string> = {
    ...signed,
    click_paydoc_id: String(randomInt(1_000_000_000, 9_999_999_999)),
    action: CLICK_PREPARE,
    error: '0',
    error_note: 'Success',
    sign_string: clickSignString({ ...signed, action: CLICK_PREPARE }, secretKey),
  };

  const sendPrepare = async (): Promise<ClickPrepareReply | null> => {
    const { json, problem } = await call(endpoint('prepare'), prepare);
    const parsed = ClickPrepareReply.safeParse(json);
    if (problem || !parsed.success) {
      errors.push(`Prepare: no answer Click understands (${problem ?? 'unexpected fields'}).`);
      return null;
    }
    log.push(`prepare ${signed.click_trans_id} -> ${JSON.stringify(parsed.data)}`);
    if (parsed.data.error !== 0 || parsed.data.merchant_prepare_id === undefined) {
      errors.push(`Prepare answered ${parsed.data.error} (${parsed.data.error_note}).`);
      return null;
    }
    return parsed.data;
  };

  const completeFields = (prepareId: number, declined: boolean): Record<string, string> => ({
    ...prepare,
    action: CLICK_COMPLETE,
    merchant_prepare_id: String(prepareId),
    error: declined ? DECLINED.error : '0',
    error_note: declined ? DECLINED.note : 'Success',
    sign_string: clickSignString(
      { ...signed, merchant_prepare_id: String(prepareId), action: CLICK_COMPLETE },
      secretKey,
    ),
  });

  const sendComplete = async (fields: Record<string, string>): Promise<ClickCompleteReply | null> => {
    const { json, problem } = await call(endpoint('complete'), fields);
    const parsed = ClickCompleteReply.safeParse(json);
    if (problem || !parsed.success) {
      errors.push(`Complete: no answer Click understands (${problem ?? 'unexpected fields'}).`);
      return null;
    }
    log.push(
      `complete ${signed.click_trans_id} error ${fields.error ?? ''} -> ${JSON.stringify(parsed.data)}`,
    );
    return parsed.data;
  };

  const first = await sendPrepare();
  if (!first || first.merchant_prepare_id === undefined) return { log, errors };
  const declined = outcome === 'decline';
  const fields = completeFields(first.merchant_prepare_id, declined);
  const completed = await sendComplete(fields);
  if (!completed) return { log, errors };
  const expected = declined ? CLICK_ERRORS.TRANSACTION_CANCELLED.error : CLICK_ERRORS.SUCCESS.error;
  if (completed.error !== expected)
    errors.push(`Complete answered ${completed.error} (${completed.error_note}); Click expects ${expected}.`);
  if (outcome !== 'twice' || errors.length) return { log, errors };

  // The same callbacks again, as Click sends them when an answer got lost: nothing may change.
  const again = await sendPrepare();
  if (again && JSON.stringify(again) !== JSON.stringify(first))
    errors.push('The repeated prepare was answered differently.');
  const completedAgain = await sendComplete(fields);
  if (completedAgain && JSON.stringify(completedAgain) !== JSON.stringify(completed))
    errors.push('The repeated complete was answered differently.');
  return { log, errors };
}

export function registerClickSandbox(app: Hono, base: string, deps: PaymentDeps): void {
  registerSandboxRoutes(app, base, `${base}/sandbox/click`, {
    name: 'Click',
    read: async (checkout) => {
      const reading = await read(checkout, deps);
      return {
        ...reading,
        parsed: reading.checkout !== null,
        returnUrl: reading.checkout?.returnUrl ?? null,
      };
    },
    play: (outcome, reading, callbackBase) => {
      const { checkout, secretKey } = reading;
      if (!checkout || !secretKey) return null;
      return play(
        outcome,
        { ...reading, checkout, secretKey },
        (name) => `${callbackBase}/click/${name}`,
        deps.now(),
      );
    },
  });
}
