/**
 * Payme's payment page for an order, sent by GET as Payme documents it ("Отправка чека по методу
 * GET"): `<checkout_url>/base64(params)`, the params `key=value` joined with `;`:
 * m (the cash register id), ac.order_id (the account field), a (the amount in tiyin), l (ru, uz, en),
 * c (where to send the customer back after the payment or its cancel). The sandbox reads the address
 * back the way Payme does.
 */
import { z } from 'zod';
import type { PaymeCredentials } from '../../../contract/payment-providers.ts';

export interface PaymeCheckout {
  merchantId: string;
  /** The account fields (`ac.<name>`), here order_id. */
  account: Record<string, string>;
  /** Tiyin. */
  amount: number;
  lang: 'ru' | 'uz' | 'en';
  returnUrl: string | undefined;
}

/** The checkout address with a trailing slash, as the base the encoded params follow. */
const checkoutBase = (checkoutUrl: string) => checkoutUrl.replace(/\/*$/, '/');

/** The base a merchant's checkout addresses start with (normalized, with a trailing slash). */
export const checkoutBaseOf = (payme: PaymeCredentials): string =>
  checkoutBase(new URL(payme.checkoutUrl).href);

/**
 * `;` separates Payme's params, so a return address must not hold one raw: it is percent-encoded
 * (the storefront's order addresses never hold one; this only keeps the params apart).
 */
const paramValue = (value: string) => value.replace(/;/g, '%3B');

export function paymeCheckoutUrl(
  payme: PaymeCredentials,
  input: { orderId: number; amount: number; lang: 'ru' | 'uz' | 'en'; returnUrl: string },
): string {
  const params = [
    `m=${payme.merchantId}`,
    `ac.order_id=${input.orderId}`,
    `a=${input.amount}`,
    `l=${input.lang}`,
    `c=${paramValue(input.returnUrl)}`,
  ].join(';');
  return `${checkoutBaseOf(payme)}${Buffer.from(params, 'utf8').toString('base64')}`;
}

const Params = z.object({
  m: z.string().min(1),
  a: z.string().regex(/^[1-9]\d*$/, 'expected a positive amount in tiyin'),
  l: z.enum(['ru', 'uz', 'en']).optional(),
  c: z.url({ protocol: /^https?$/ }).optional(),
});

/**
 * The params of a checkout address under `base`, or what makes it none. Everything after the base is
 * the encoded text: standard base64 may hold `/`, so it is not the last path segment alone.
 */
export function readPaymeCheckout(
  url: string,
  base: string,
): { ok: true; checkout: PaymeCheckout } | { ok: false; error: string } {
  if (!url.startsWith(base)) return { ok: false, error: `not under ${base}` };
  const encoded = url.slice(base.length);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) return { ok: false, error: 'no base64 params' };
  const text = Buffer.from(encoded, 'base64').toString('utf8');
  const fields: Record<string, string> = {};
  const account: Record<string, string> = {};
  for (const part of text.split(';')) {
    const equals = part.indexOf('=');
    if (equals <= 0) continue;
    const key = part.slice(0, equals).trim();
    const value = part.slice(equals + 1).trim();
    if (key.startsWith('ac.')) account[key.slice(3)] = value;
    else fields[key] = value;
  }
  const params = Params.safeParse(fields);
  if (!params.success) {
    const issue = params.error.issues[0];
    return { ok: false, error: `${issue?.path.join('.') ?? 'params'}: ${issue?.message ?? 'invalid'}` };
  }
  const { m, a, l, c } = params.data;
  return {
    ok: true,
    checkout: { merchantId: m, account, amount: Number(a), lang: l ?? 'ru', returnUrl: c },
  };
}
