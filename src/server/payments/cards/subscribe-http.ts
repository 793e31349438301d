/**
 * The Subscribe API over HTTP, as Payme documents it: one POST per call to the cash register's
 * `subscribeApiUrl` with a JSON-RPC 2.0 body `{ id, method, params }`, `X-Auth: <id>` for the card
 * methods and `X-Auth: <id>:<key>` for the receipt methods; the answer is `{ result }` or
 * `{ error: { code, message } }` (with HTTP 200 either way).
 *
 * Nothing here logs, and no error carries the request: cards.create's params hold a card number.
 */
import { z } from 'zod';
import type { PaymeCredentials } from '../../../contract/payment-providers.ts';
import {
  CardResult,
  CheckReceiptResult,
  ReceiptResult,
  RemoveResult,
  SubscribeError,
  SubscribeTransportError,
  VerifyCodeSent,
  type SubscribeApi,
  type SubscribeApiFactory,
} from './subscribe-api.ts';

/** How long one call may take: Payme answers in about a second; a card payment waits for the bank. */
export const SUBSCRIBE_TIMEOUT_MS = 30_000;

const RpcError = z.object({
  code: z.number().int(),
  message: z.union([z.string(), z.record(z.string(), z.string())]).nullish(),
});
const RpcAnswer = z.union([
  z.looseObject({ result: z.unknown(), error: z.undefined().optional() }),
  z.looseObject({ error: RpcError }),
]);

/** Payme's error text for the log: a plain string, or its Russian (else first) text. */
function textOf(message: z.infer<typeof RpcError>['message']): string {
  if (!message) return '';
  if (typeof message === 'string') return message;
  return message.ru ?? Object.values(message)[0] ?? '';
}

export interface HttpSubscribeOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The real Subscribe API client for one cash register. */
export function httpSubscribeApi(
  credentials: PaymeCredentials,
  options: HttpSubscribeOptions = {},
): SubscribeApi {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const timeoutMs = options.timeoutMs ?? SUBSCRIBE_TIMEOUT_MS;
  let nextId = 1;

  async function call<S extends z.ZodType>(
    method: string,
    params: Record<string, unknown>,
    auth: 'card' | 'receipt',
    result: S,
  ): Promise<z.output<S>> {
    const xAuth = auth === 'card' ? credentials.merchantId : `${credentials.merchantId}:${credentials.key}`;
    let response: Response;
    try {
      response = await doFetch(credentials.subscribeApiUrl, {
        method: 'POST',
        headers: { 'X-Auth': xAuth, 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' },
        body: JSON.stringify({ id: nextId++, method, params }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const why = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'could not connect';
      throw new SubscribeTransportError(`Payme ${method}: ${why}`);
    }
    const body: unknown = await response.json().catch(() => undefined);
    const answer = RpcAnswer.safeParse(body);
    if (!answer.success) {
      throw new SubscribeTransportError(`Payme ${method}: HTTP ${response.status}, not a JSON-RPC answer`);
    }
    if ('error' in answer.data && answer.data.error) {
      throw new SubscribeError(answer.data.error.code, textOf(answer.data.error.message));
    }
    const parsed = result.safeParse(answer.data.result);
    if (!parsed.success) {
      throw new SubscribeTransportError(`Payme ${method}: the result is not as documented`);
    }
    return parsed.data;
  }

  return {
    cardsCreate: async (card) =>
      (await call('cards.create', { card: { ...card }, save: true }, 'card', CardResult)).card,
    cardsGetVerifyCode: (token) => call('cards.get_verify_code', { token }, 'card', VerifyCodeSent),
    cardsVerify: async (token, code) =>
      (await call('cards.verify', { token, code }, 'card', CardResult)).card,
    cardsCheck: async (token) => (await call('cards.check', { token }, 'card', CardResult)).card,
    cardsRemove: async (token) => {
      await call('cards.remove', { token }, 'card', RemoveResult);
    },
    receiptsCreate: async (receipt) =>
      (
        await call(
          'receipts.create',
          {
            amount: receipt.amount,
            account: receipt.account,
            ...(receipt.description ? { description: receipt.description } : {}),
            detail: receipt.detail,
          },
          'receipt',
          ReceiptResult,
        )
      ).receipt,
    receiptsPay: async (id, token) =>
      (await call('receipts.pay', { id, token }, 'receipt', ReceiptResult)).receipt,
    receiptsCheck: async (id) => (await call('receipts.check', { id }, 'receipt', CheckReceiptResult)).state,
    receiptsCancel: async (id) => (await call('receipts.cancel', { id }, 'receipt', ReceiptResult)).receipt,
  };
}

/** The factory createApp uses outside the sandbox. */
export const httpSubscribeApiFactory =
  (options: HttpSubscribeOptions = {}): SubscribeApiFactory =>
  (credentials) =>
    httpSubscribeApi(credentials, options);
