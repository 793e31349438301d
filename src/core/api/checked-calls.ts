/**
 * The API client's checked part (client.ts says why it loads apart): it sends a call as the
 * endpoint table declares it and parses the reply with the endpoint's schemas.
 */
import { noteServerDate } from '../server-clock.ts';
import {
  endpoints,
  fillPath,
  routeOf,
  type EndpointDef,
  type EndpointName,
  type ResponseOf,
} from '../../contract/index.ts';
import {
  codeOf,
  describeError,
  describesIn,
  errorLanguageFallback,
  FALLBACK_ERROR_TEXT,
  retryAfterOf,
  type ApiError,
} from './api-error.ts';
import { parseResilient } from './resilient-parse.ts';
import type { ApiClient, ApiClientOptions, ApiResult, CallOptions } from './client.ts';

/**
 * The endpoints the client can call: the table any page may call, and the tables screens loaded on
 * demand add when their code arrives (contract/endpoints/index.ts says why they wait).
 */
const known: Partial<Record<EndpointName, EndpointDef>> = { ...endpoints };

/** Makes a screen's own endpoints callable (call it where the screen's calls are defined). */
export function addEndpoints(table: Partial<Record<EndpointName, EndpointDef>>): void {
  Object.assign(known, table);
}

export const HTTP_TIMEOUT_MS = 30_000;

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The call's own headers, checked with the endpoint's schema: a header the table does not declare,
 * or a value it refuses, never leaves the browser (null then).
 */
function ownHeaders(endpoint: EndpointDef, given: unknown): Record<string, string> | null {
  if (given === undefined) return {};
  const parsed = endpoint.headers?.safeParse(given);
  if (!parsed?.success) return null;
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed.data)) if (value !== undefined) headers[key] = value;
  return headers;
}

/** The client's call and callRaw (client.ts), for these options. */
export function createCheckedCalls(options: ApiClientOptions): Pick<ApiClient, 'call' | 'callRaw'> {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  /** Sends the call; the reply's JSON comes back unparsed (settings are parsed key by key instead). */
  async function callRaw<N extends EndpointName>(
    name: N,
    request: CallOptions<N> = {},
  ): Promise<ApiResult<unknown>> {
    const endpoint = known[name];
    const lang = options.language();
    // A screen's endpoint called before the screen handed its table over: a bug, said plainly.
    if (!endpoint) return [{ status: 0, code: 'UNKNOWN_ENDPOINT', message: describeError(null, lang) }, null];
    const route = routeOf(endpoint);
    const extraHeaders = ownHeaders(endpoint, request.headers);
    if (!extraHeaders)
      return [{ status: 0, code: 'INVALID_HEADERS', message: describeError(null, lang) }, null];
    const headers: Record<string, string> = { ...extraHeaders, Accept: 'application/json' };
    const merchantId = options.merchantId();
    if (merchantId !== null) headers.merchant = String(merchantId);
    const token = options.token();
    if (route.auth === 'WITH_TOKEN' && token) headers.Authorization = `Bearer ${token}`;
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';

    let url: string;
    try {
      url = `${options.baseUrl}${fillPath(route.template, request.params ?? {})}${queryString(request.query)}`;
    } catch (error) {
      return [{ status: 0, message: error instanceof Error ? error.message : FALLBACK_ERROR_TEXT }, null];
    }

    const timeout = AbortSignal.timeout(HTTP_TIMEOUT_MS);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    let response: Response;
    const sentAt = Date.now();
    try {
      response = await doFetch(url, {
        method: route.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal,
      });
    } catch {
      return [{ status: 0, message: describeError(null, lang) }, null];
    }

    noteServerDate(response.headers.get('Date'), sentAt, Date.now());
    const payload: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      if (response.status === 401 && token) options.onUnauthorized?.();
      const error: ApiError = {
        status: response.status,
        code: codeOf(payload),
        message: describeError(payload, lang, errorLanguageFallback[name] ?? null),
        localized: describesIn(payload, lang),
        body: payload,
      };
      const retryAfter = retryAfterOf(response.headers.get('Retry-After'));
      if (retryAfter !== undefined) error.retryAfter = retryAfter;
      return [error, null];
    }
    return [null, payload];
  }

  /** Sends the call and parses the reply with the endpoint's response schema. */
  async function call<N extends EndpointName>(
    name: N,
    request: CallOptions<N> = {},
  ): Promise<ApiResult<ResponseOf<N>>> {
    const [error, payload] = await callRaw(name, request);
    if (error) return [error, null];
    const response = known[name]?.response;
    if (!response)
      return [
        { status: 0, code: 'UNKNOWN_ENDPOINT', message: describeError(null, options.language()) },
        null,
      ];
    const parsed = parseResilient(response, payload);
    if (parsed.dropped.length) options.onDropped?.(name, parsed.dropped);
    if (parsed.data === null) {
      return [{ status: 200, code: 'BAD_RESPONSE', message: describeError(null, options.language()) }, null];
    }
    return [null, parsed.data as ResponseOf<N>];
  }

  return { call, callRaw };
}
