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
      let response: Response;
      try {
        response = await doFetch(`${base}/invoice/create`, {
          method: 'POST',
          headers: {
            Accept: 'application/json',
            'Content-Type': 'application/json',
            Auth: clickAuthHeader(credentials, now()),
          },
          body: JSON.stringify(invoiceBody(credentials, invoice)),
          signal: AbortSignal.timeout(options.timeoutMs ?? CLICK_MERCHANT_TIMEOUT_MS),
        });
      } catch (error) {
        const why =
          error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'could not connect';
        throw new ClickTransportError(`Click invoice/create: ${why}`);
      }
      const body: unknown = await response.json().catch(() => undefined);
      const answer = InvoiceCreated.safeParse(body);
      if (!answer.success)
        throw new ClickTransportError(`Click invoice/create: HTTP ${response.status}, not Click's answer`);
      const { error_code: code, error_note: note, invoice_id: id } = answer.data;
      if (code !== 0) throw new ClickMerchantError(code, note ?? '');
      if (id === undefined || id === null)
        throw new ClickTransportError('Click invoice/create: success without an invoice_id');
      return { invoiceId: String(id) };
    },
  };
}

/** The factory createApp uses outside the sandbox. */
export const httpClickMerchantApiFactory =
  (options: HttpClickOptions = {}): ClickMerchantApiFactory =>
  (credentials) =>
    httpClickMerchantApi(credentials, options);
