/**
 * Calls of a bench's server as the merchant's storefront or console sends them: the merchant header,
 * a bearer token, JSON in. A body makes it a POST unless a method is given.
 */
export type BenchApi = (
  pathAndQuery: string,
  init: { token: string; method?: string; body?: unknown },
) => Promise<Response>;

export function benchApi(base: string, merchantId: number): BenchApi {
  return (pathAndQuery, init) =>
    fetch(new URL(`api${pathAndQuery}`, base), {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        merchant: String(merchantId),
        authorization: `Bearer ${init.token}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
}
