/**
 * One middleware in front of every provider's callbacks (mounted per path by payment-routes.ts), so
 * no provider repeats it:
 *
 * - the allow-list (PAYMENT_CALLBACK_ALLOW, callback-allow.ts): a caller outside the provider's list
 *   is refused in the provider's own format before the handler runs, and logged as a warning with
 *   its address. The address follows the server's rule (http/client-address.ts): X-Forwarded-For
 *   only behind a proxy the deployment trusts (TRUST_PROXY);
 * - one info line per answered callback: provider, operation, the provider's transaction id, the
 *   order and the merchant when known, the caller's address and the outcome. Never a secret, a card
 *   or a whole body: only those fields, cleaned, so a forged value cannot write a line of its own.
 *
 * The line is made after the handler from the body as the handler itself read it (Hono keeps it),
 * not from a copy read beforehand: reading ahead would take in a body the handler refuses unread
 * (Payme's size limit), and a body the handler never read is not read at all.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { addressInRanges } from '../http/address-ranges.ts';
import { clientAddress } from '../http/client-address.ts';
import { CALLBACK_ALLOW_VARIABLE, type CallbackAllowList } from './callback-allow.ts';
import type { CallbackFacts, CallbackProtocol } from './callback-protocols.ts';
import type { PaymentDeps } from './online-provider.ts';

/** What the guard needs of the deployment. */
export interface CallbackGuardOptions {
  allow: CallbackAllowList;
  /** X-Forwarded-For names the caller (TRUST_PROXY). */
  trustProxy: boolean;
}

/** A value as a log shows it: ids and names only, at most 64 characters of [A-Za-z0-9_.:@/-]. */
export function logValue(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).replace(/[^\w.:@/-]/g, '?');
  return text === '' ? undefined : text.length > 64 ? `${text.slice(0, 64)}…` : text;
}

/** The log line of an answered callback. */
export function callbackLine(provider: string, facts: CallbackFacts, address: string): string {
  const parts = [
    `[payments] ${provider} ${logValue(facts.operation) ?? '?'}`,
    `tx=${logValue(facts.transaction) ?? '-'}`,
  ];
  const order = logValue(facts.order);
  if (order) parts.push(`order=${order}`);
  if (facts.merchant !== undefined) parts.push(`merchant=${facts.merchant}`);
  parts.push(`from=${logValue(address) ?? '?'}`);
  return `${parts.join(' ')}: ${facts.error === undefined ? 'ok' : `error ${logValue(facts.error) ?? '?'}`}`;
}

/** The body the handler read, from Hono's cache: form fields, else parsed JSON; undefined when unread. */
async function bodyRead(c: Context): Promise<unknown> {
  // Hono types its cache as Body's methods; what it holds are the promises those methods returned.
  const cache = c.req.bodyCache as Record<string, unknown>;
  const form: unknown = cache.formData instanceof Promise ? await cache.formData : undefined;
  if (form instanceof FormData) {
    const fields: Record<string, string> = {};
    for (const [name, value] of form) if (typeof value === 'string') fields[name] = value;
    return fields;
  }
  const text: unknown = cache.text instanceof Promise ? await cache.text : undefined;
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function replyOf(response: Response): Promise<unknown> {
  try {
    return (await response.clone().json()) as unknown;
  } catch {
    return undefined;
  }
}

export function callbackGuard(
  protocol: CallbackProtocol,
  deps: PaymentDeps,
  options: CallbackGuardOptions,
): MiddlewareHandler {
  const allowed = options.allow[protocol.provider];
  return async (c, next) => {
    const address = clientAddress(c, options.trustProxy);
    if (allowed && !addressInRanges(address, allowed)) {
      deps.log.warn(
        `[payments] ${protocol.provider} callback ${c.req.method} ${c.req.path} from ${logValue(address) ?? '?'} refused: not in ${CALLBACK_ALLOW_VARIABLE}`,
      );
      return protocol.refuse(c);
    }
    let merchant: number | undefined;
    try {
      merchant = await protocol.merchantBefore?.(c);
    } catch {
      // The handler meets the same failure and answers it in the protocol; the line lacks the merchant.
    }
    await next();
    try {
      const call = {
        path: c.req.path,
        body: await bodyRead(c),
        status: c.res.status,
        reply: await replyOf(c.res),
      };
      deps.log.info(callbackLine(protocol.provider, protocol.facts(call, merchant), address));
    } catch (error) {
      // The answer stands whatever happens to its log line.
      deps.log.error(`[payments] ${protocol.provider} callback log line failed`, error);
    }
  };
}
