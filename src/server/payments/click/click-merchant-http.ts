/**
 * Click's Merchant API over HTTP (click-merchant-api.ts): the real client. Nothing here logs the
 * request; an error names the call and Click's code, never the customer's phone.
 */
import type { ClickCredentials } from '../../../contract/payment-providers.ts';
import {
  ClickMerchantError,
  ClickTransportError,
  clickAuthHeader,
  InvoiceCreated,
  invoiceBody,
  PaymentReversed,
  type ClickMerchantApi,
  type ClickMerchantApiFactory,
} from './click-merchant-api.ts';

/** Click answers in about a second; an invoice is worth a short wait, not a customer's minute. */
export const CLICK_MERCHANT_TIMEOUT_MS = 15_000;

export interface HttpClickOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => number;
}

export function httpClickMerchantApi(
  credentials: ClickCredentials,
  options: HttpClickOptions = {},
): ClickMerchantApi {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const now = options.now ?? Date.now;
  const base = credentials.merchantApiUrl.replace(/\/+$/, '');
  return {
    createInvoice: async (invoice) => {
      const what = 'invoice/create';
      const auth = clickAuthHeader(credentials, now());
      const body = invoiceBody(credentials, invoice);
      const timeoutMs = options.timeoutMs ?? CLICK_MERCHANT_TIMEOUT_MS;
      const reply = await merchantCall(
        doFetch,
        `${base}/invoice/create`,
        { method: 'POST', auth, body, timeoutMs },
        what,
      );
      const answer = InvoiceCreated.safeParse(reply.json);
      if (!answer.success)
        throw new ClickTransportError(`Click ${what}: HTTP ${reply.status}, not Click's answer`);
      const { error_code: code, error_note: note, invoice_id: id } = answer.data;
      if (code !== 0) throw new ClickMerchantError(code, note ?? '');
      if (id === undefined || id === null)
        throw new ClickTransportError(`Click ${what}: success without an invoice_id`);
      return { invoiceId: String(id) };
    },
    reversePayment: async (paymentId) => {
      const what = 'payment/reversal';
      const url = `${base}/payment/reversal/${credentials.serviceId}/${encodeURIComponent(paymentId)}`;
      const auth = clickAuthHeader(credentials, now());
      const timeoutMs = options.timeoutMs ?? CLICK_MERCHANT_TIMEOUT_MS;
      const reply = await merchantCall(doFetch, url, { method: 'DELETE', auth, timeoutMs }, what);
      const answer = PaymentReversed.safeParse(reply.json);
      if (!answer.success)
        throw new ClickTransportError(`Click ${what}: HTTP ${reply.status}, not Click's answer`);
      if (answer.data.error_code !== 0)
        throw new ClickMerchantError(answer.data.error_code, answer.data.error_note ?? '');
    },
  };
}

/** One call to the Merchant API with its Auth header; the answer's JSON, or a transport error. */
async function merchantCall(
  doFetch: typeof fetch,
  url: string,
  init: { method: string; auth: string; body?: unknown; timeoutMs: number },
  what: string,
): Promise<{ status: number; json: unknown }> {
  let response: Response;
  try {
    response = await doFetch(url, {
      method: init.method,
      headers: {
        Accept: 'application/json',
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        Auth: init.auth,
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(init.timeoutMs),
    });
  } catch (error) {
    const why = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'could not connect';
    throw new ClickTransportError(`Click ${what}: ${why}`);
  }
  return { status: response.status, json: await response.json().catch(() => undefined) };
}

/** The factory createApp uses outside the sandbox. */
export const httpClickMerchantApiFactory =
  (options: HttpClickOptions = {}): ClickMerchantApiFactory =>
  (credentials) =>
    httpClickMerchantApi(credentials, options);
