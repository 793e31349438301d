/**
 * The API client as the start-up code holds it: the same calls as client.ts, whose code (the
 * contract's endpoint table, its zod schemas and zod itself, about 37 KB gzip) loads with the first
 * call. A server-rendered page carries the data of its first screen, so a visit that only looks at
 * it never downloads the schemas; the first call waits for them once (they load while nothing else
 * is asked of the network), every later call finds them there.
 */
import type { ApiClient, ApiClientOptions } from './client.ts';
import { plainGet } from './plain-get.ts';

export function createLazyApiClient(options: ApiClientOptions): ApiClient {
  let loading: Promise<ApiClient> | null = null;
  const client = (): Promise<ApiClient> => {
    loading ??= import('./client.ts').then(({ createApiClient }) => createApiClient(options));
    return loading;
  };
  return {
    call: async (name, request) => (await client()).call(name, request),
    callRaw: async (name, request) => (await client()).callRaw(name, request),
    get: plainGet(options),
    baseUrl: options.baseUrl,
  };
}
