/**
 * The sandbox plays Payme: it calls the merchant endpoint over HTTP exactly as Payme's servers do
 * (POST, JSON-RPC 2.0, `Authorization: Basic base64(Paycom:<key>)`), and reads the reply with zod.
 */
import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import type { PaymeCredentials } from '../../../contract/payment-providers.ts';
import { paymeAuthorization } from '../../payments/payme/payme-auth.ts';
import { PaymeReplyBody, paymeEndpointPath } from '../../payments/payme/payme-endpoint.ts';
import type { PaymeMessage } from '../../payments/payme/payme-errors.ts';

/** One call as the sandbox saw it: the method, and its result or its error. */
export interface SandboxCall {
  method: string;
  result?: unknown;
  error?: { code: number; text: string };
}

/** A Payme-like transaction id: 24 hexadecimal characters, like Payme's object ids. */
export const newPaymeTransactionId = (): string => randomBytes(12).toString('hex');

/** The error's text in the page's language (Payme's three, or a plain string). */
function errorText(message: string | Partial<PaymeMessage>, lang: 'ru' | 'uz' | 'en'): string {
  if (typeof message === 'string') return message;
  return message[lang] ?? message.en ?? message.ru ?? '';
}

/** Calls one method of the merchant endpoint. */
export type PaymeCall = (method: string, params: Record<string, unknown>) => Promise<SandboxCall>;

/** How the client reaches the endpoint: the global fetch, or an app's own request (in process). */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** A caller of one merchant endpoint with one key; request ids count up from 1. */
export function paymeClient(
  endpoint: string,
  key: string,
  lang: 'ru' | 'uz' | 'en',
  send: Fetch = fetch,
): PaymeCall {
  let nextId = 1;
  return async (method, params) => {
    const id = nextId++;
    let text: string;
    try {
      const response = await send(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: paymeAuthorization(key) },
        body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
      });
      text = await response.text();
    } catch (error) {
      return { method, error: { code: 0, text: `the merchant endpoint did not answer: ${String(error)}` } };
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return {
        method,
        error: { code: 0, text: 'the merchant endpoint answered something that is not JSON' },
      };
    }
    const reply = PaymeReplyBody.safeParse(json);
    if (!reply.success) return { method, error: { code: 0, text: 'the answer is not a JSON-RPC reply' } };
    const { error, result } = reply.data;
    if (error) return { method, error: { code: error.code, text: errorText(error.message, lang) } };
    return { method, result };
  };
}

/**
 * Each cash register's merchant endpoint on this very app, called in process as Payme would call it
 * over HTTP (the same route, auth and answers): the Subscribe API sandbox pays receipts through it.
 */
export const merchantEndpointOf =
  (app: Hono, paymentsBase: string) =>
  (credentials: PaymeCredentials): PaymeCall =>
    paymeClient(paymeEndpointPath(paymentsBase), credentials.key, 'ru', async (url, init) =>
      app.request(url, init),
    );
