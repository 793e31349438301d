/**
 * What the callback guard (callback-guard.ts) needs to know of each provider's protocol, and nothing
 * more: the callback paths, how the provider reads a refusal, and where its transaction id, the
 * order and the merchant sit in a call and its answer. The providers' own folders keep the protocols
 * themselves; this reads them.
 */
import type { Context } from 'hono';
import type { CallbackProvider } from './callback-allow.ts';
import { clickTenant } from './click/click-callbacks.ts';
import { CLICK_ERRORS } from './click/click-protocol.ts';
import type { PaymentDeps } from './online-provider.ts';
import { paymeCaller } from './payme/payme-auth.ts';
import { paymeEndpointPath, type PaymeReply } from './payme/payme-endpoint.ts';
import { paymeErrors } from './payme/payme-errors.ts';
import { paymeKeysOf } from './payme/payme-keys.ts';
import { uzumMerchants } from './uzum/uzum-callbacks.ts';
import { ORDER_PARAM, UZUM_ERRORS, type UzumFailure } from './uzum/uzum-protocol.ts';

/** A callback once answered: what the handler read of the body, and what it answered. */
export interface AnsweredCall {
  /** The request path (its last segment names Click's and Uzum's operation). */
  path: string;
  /** The body as the handler read it: parsed JSON (Payme, Uzum), form fields (Click); undefined when unread. */
  body: unknown;
  status: number;
  /** The answer's JSON (undefined when it was none). */
  reply: unknown;
}

/** One log line's facts. Values come from the caller: the guard cleans them before logging. */
export interface CallbackFacts {
  /** Payme's method, Click's prepare or complete, Uzum's check, create, confirm, reverse or status. */
  operation: unknown;
  /** The provider's transaction id. */
  transaction?: unknown;
  order?: unknown;
  merchant?: number;
  /** The error code the answer gives the provider; undefined when it is a success. */
  error?: unknown;
}

export interface CallbackProtocol {
  provider: CallbackProvider;
  /** The callback routes under the payments base (Hono paths); sandbox pages are not among them. */
  paths(base: string): string[];
  /** The answer to a caller outside the allow-list, in the provider's own format. */
  refuse(c: Context): Response;
  /** The merchant, found from the request's headers before the handler runs (Payme: whose key signed it). */
  merchantBefore?(c: Context): Promise<number | undefined>;
  facts(call: AnsweredCall, merchantBefore: number | undefined): CallbackFacts;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const field = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((at, key) => (isRecord(at) ? at[key] : undefined), value);

const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1);

function payme(deps: PaymentDeps): CallbackProtocol {
  const keys = paymeKeysOf(deps.db);
  return {
    provider: 'payme',
    paths: (base) => [paymeEndpointPath(base)],
    // Payme reads every answer as HTTP 200; a stranger gets the credentials error, no id to echo.
    refuse: (c) => {
      const error = paymeErrors.unauthorized();
      const reply: PaymeReply = {
        jsonrpc: '2.0',
        id: null,
        error: { code: error.code, message: error.localized },
      };
      return c.json(reply, 200);
    },
    // Before the handler: a ChangePassword it answers makes the signing key stale at once.
    merchantBefore: async (c) =>
      (await paymeCaller(c.req.header('authorization'), c.req.header('host'), deps.tenants, keys))?.tenant.id,
    facts: ({ body, reply }, merchant) => {
      const code = field(reply, 'error', 'code');
      return {
        operation: field(body, 'method'),
        transaction: field(body, 'params', 'id'),
        order: field(body, 'params', 'account', 'order_id'),
        merchant,
        error: code,
      };
    },
  };
}

function click(deps: PaymentDeps): CallbackProtocol {
  return {
    provider: 'click',
    paths: (base) => [`${base}/click/prepare`, `${base}/click/complete`],
    // Click reads the JSON of every answer; -1 is its refusal of a caller it cannot trust.
    refuse: (c) =>
      c.json(
        { error: CLICK_ERRORS.SIGN_CHECK_FAILED.error, error_note: CLICK_ERRORS.SIGN_CHECK_FAILED.note },
        200,
      ),
    facts: ({ path, body, reply }) => {
      const serviceId = field(body, 'service_id');
      const error = field(reply, 'error');
      return {
        operation: lastSegment(path),
        transaction: field(body, 'click_trans_id'),
        order: field(body, 'merchant_trans_id'),
        merchant: typeof serviceId === 'string' ? clickTenant(deps, serviceId)?.tenant.id : undefined,
        error: error === 0 ? undefined : (error ?? '?'),
      };
    },
  };
}

function uzum(deps: PaymentDeps): CallbackProtocol {
  return {
    provider: 'uzum',
    paths: (base) => [`${base}/uzum/:operation`],
    refuse: (c) => {
      const reply: UzumFailure = {
        serviceId: null,
        timestamp: deps.now(),
        status: 'FAILED',
        errorCode: UZUM_ERRORS.ACCESS_DENIED,
      };
      return c.json(reply, 400);
    },
    facts: ({ path, body, status, reply }) => {
      const serviceId = field(body, 'serviceId');
      return {
        operation: lastSegment(path),
        transaction: field(body, 'transId'),
        // check and create name the order; the others' answers do.
        order: field(body, 'params', ORDER_PARAM) ?? field(reply, 'data', ORDER_PARAM, 'value'),
        merchant: uzumMerchants(deps).find((m) => m.uzum.serviceId === serviceId)?.tenant.id,
        error: status === 200 ? undefined : (field(reply, 'errorCode') ?? status),
      };
    },
  };
}

/** Every provider with callbacks, for one app. */
export const callbackProtocols = (deps: PaymentDeps): CallbackProtocol[] => [
  payme(deps),
  click(deps),
  uzum(deps),
];
