/**
 * The storefront's HTTP client, built from the contract's endpoint table. Every call returns an
 * error/result pair (spec section 7) and never throws: [error, null] or [null, data].
 *
 * It comes in two parts, because what checks a call (the endpoint table, its zod schemas and zod
 * itself, about 37 KB gzip) is the largest thing the first screen does not need: a server-rendered
 * page carries the data of its first screen, so a visit that only looks at it never downloads the
 * schemas. This part is in the start-up code; the checked part (checked-calls.ts) loads with the
 * first call, which waits for it once (it loads while nothing else is asked of the network); every
 * later call finds it there. `get` needs no schemas and never waits.
 */
import type {
  BackendLanguage,
  BodyOf,
  EndpointName,
  HeadersOf,
  QueryOf,
  ResponseOf,
} from '../../contract/index.ts';
import type { ApiError } from './api-error.ts';
import { plainGet, type PlainGet } from './plain-get.ts';

export type ApiResult<T> = [ApiError, null] | [null, T];

export interface ApiClientOptions {
  baseUrl: string;
  merchantId: () => number | null;
  token: () => string | null;
  language: () => BackendLanguage;
  /** A 401 while a token exists: the session layer logs out (spec section 6). */
  onUnauthorized?: () => void;
  /** Items dropped from a reply because they broke the contract. */
  onDropped?: (endpoint: EndpointName, problems: string[]) => void;
  fetch?: typeof fetch;
}

export interface CallOptions<N extends EndpointName> {
  params?: Record<string, string | number>;
  query?: QueryOf<N>;
  body?: BodyOf<N>;
  /** The call's own headers, as its endpoint declares them (e.g. orderCreate's Idempotency-Key). */
  headers?: HeadersOf<N>;
  signal?: AbortSignal;
}

export interface ApiClient {
  /** Sends the call and parses the reply with the endpoint's response schema. */
  call<N extends EndpointName>(name: N, request?: CallOptions<N>): Promise<ApiResult<ResponseOf<N>>>;
  /** Sends the call; the reply's JSON comes back unparsed (settings are parsed key by key instead). */
  callRaw<N extends EndpointName>(name: N, request?: CallOptions<N>): Promise<ApiResult<unknown>>;
  get: PlainGet;
  baseUrl: string;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  let loading: Promise<Pick<ApiClient, 'call' | 'callRaw'>> | null = null;
  const checked = () => (loading ??= import('./checked-calls.ts').then((m) => m.createCheckedCalls(options)));
  return {
    call: async (name, request) => (await checked()).call(name, request),
    callRaw: async (name, request) => (await checked()).callRaw(name, request),
    get: plainGet(options),
    baseUrl: options.baseUrl,
  };
}
