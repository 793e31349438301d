/**
 * POST /api/payments/v1/payme: the merchant endpoint Payme calls (the cabinet's "endpoint URL").
 * JSON-RPC 2.0, and always HTTP 200: Payme reads the outcome from `result` or `error` only, and treats
 * any other status as the merchant being down. The steps, each with its documented error:
 * not POST -32300, not JSON -32700, credentials -32504 (also the test key outside test mode), the envelope -32600, the method -32601, its
 * params -32600; then the method's own errors; anything unexpected is -32400 (and logged).
 */
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { jsonNestsDeeperThan } from '../../http/json-depth.ts';
import { jsonPath } from '../../tenants/fixture-problems.ts';
import type { PaymentDeps } from '../online-provider.ts';
import { callerAllowed, paymeCaller } from './payme-auth.ts';
import { PaymeError, paymeErrors, type PaymeMessage } from './payme-errors.ts';
import type { PaymeKeyStore } from './payme-keys.ts';
import { paymeMethods } from './payme-methods.ts';
import { PaymeRequest, requestIdOf } from './payme-protocol.ts';

/** Payme's calls are well under a kilobyte; this leaves room and stops anything abusive. */
export const PAYME_MAX_BODY_BYTES = 64 * 1024;
/** Payme's deepest request (SetFiscalData) nests three levels. */
const MAX_DEPTH = 8;

/** The path of the merchant endpoint under the payments base. */
export const paymeEndpointPath = (base: string) => `${base}/payme`;

type RequestId = number | string | null;

export interface PaymeErrorBody {
  code: number;
  message: PaymeMessage;
  data?: unknown;
}

export type PaymeReply =
  | { jsonrpc: '2.0'; id: RequestId; result: unknown }
  | { jsonrpc: '2.0'; id: RequestId; error: PaymeErrorBody };

const failure = (id: RequestId, error: PaymeError): PaymeReply => ({
  jsonrpc: '2.0',
  id,
  error: {
    code: error.code,
    message: error.localized,
    ...(error.data === undefined ? {} : { data: error.data }),
  },
});

function parseEnvelope(body: unknown): PaymeRequest {
  const parsed = PaymeRequest.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw paymeErrors.invalidRequest(issue ? jsonPath(issue.path).replace(/^\$\.?/, '') || 'body' : 'body');
}

async function answer(c: Context, deps: PaymentDeps, keys: PaymeKeyStore): Promise<PaymeReply> {
  let id: RequestId = null;
  try {
    if (c.req.method !== 'POST') throw paymeErrors.notPost();
    const text = await c.req.text();
    if (jsonNestsDeeperThan(text, MAX_DEPTH)) throw paymeErrors.invalidRequest('body');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw paymeErrors.parse();
    }
    id = requestIdOf(body);
    const caller = await paymeCaller(c.req.header('authorization'), c.req.header('host'), deps.tenants, keys);
    if (!caller || !callerAllowed(caller, deps.log)) throw paymeErrors.unauthorized();
    const request = parseEnvelope(body);
    const method = paymeMethods.get(request.method);
    if (!method) throw paymeErrors.methodNotFound(request.method);
    return { jsonrpc: '2.0', id, result: await method({ deps, keys, caller }, request.params) };
  } catch (error) {
    if (error instanceof PaymeError) return failure(id, error);
    deps.log.error(`[payme] ${c.req.method} ${c.req.path} failed`, error);
    return failure(id, paymeErrors.system());
  }
}

export function registerPaymeEndpoint(app: Hono, base: string, deps: PaymentDeps, keys: PaymeKeyStore): void {
  const limit = bodyLimit({
    maxSize: PAYME_MAX_BODY_BYTES,
    onError: (c) => c.json(failure(null, paymeErrors.invalidRequest('body')), 200),
  });
  app.all(paymeEndpointPath(base), limit, async (c) => c.json(await answer(c, deps, keys), 200));
}

/** A reply as a client (the sandbox, tests) reads it back. */
export const PaymeReplyBody = z.object({
  id: z.union([z.number(), z.string()]).nullish(),
  result: z.unknown().optional(),
  error: z
    .object({
      code: z.number(),
      message: z.union([z.string(), z.object({ ru: z.string(), uz: z.string(), en: z.string() }).partial()]),
      data: z.unknown().optional(),
    })
    .nullish(),
});
export type PaymeReplyBody = z.infer<typeof PaymeReplyBody>;
