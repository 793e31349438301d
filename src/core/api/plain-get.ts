/**
 * A GET under the API base with the headers every call carries (the merchant), whose answer the
 * caller reads itself: for an answer that may come checked by this build's server already
 * (core/catalogue/fetch-catalogue.ts), without the client's schemas. Throws on a network failure.
 */
import type { ApiClientOptions } from './client.ts';

export type PlainGet = (pathAndQuery: string, signal?: AbortSignal) => Promise<Response>;

export function plainGet(options: Pick<ApiClientOptions, 'baseUrl' | 'merchantId' | 'fetch'>): PlainGet {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  return (pathAndQuery, signal) => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const merchantId = options.merchantId();
    if (merchantId !== null) headers.merchant = String(merchantId);
    return doFetch(`${options.baseUrl}${pathAndQuery}`, { headers, ...(signal ? { signal } : {}) });
  };
}
