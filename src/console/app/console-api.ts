/**
 * The console's API client: the storefront's (core/api), with the console's endpoints made callable.
 * The storefront's client sends a bearer token on customer calls only (WITH_TOKEN); the staff token
 * of the console's calls (WITH_STAFF_TOKEN) is added by the fetch given here, so the storefront's own
 * code (and its chunks) stay exactly as they are. A 401 on a console call means the session ended
 * (signed out elsewhere, removed by the owner): the console goes back to sign-in.
 */
import { addEndpoints } from '../../core/api/checked-calls.ts';
import { createApiClient, type ApiClient } from '../../core/api/client.ts';
import { consoleEndpoints } from '../../contract/endpoints/console.ts';
import type { ConsoleLanguage } from '../i18n/texts.ts';

/** Where the API is, on the page's own origin. */
export const API_BASE_URL = '/api';

/** The console's calls: only these carry the staff token (a public call with it would be refused). */
const CONSOLE_CALLS = `${API_BASE_URL}/console/`;

addEndpoints(consoleEndpoints);

export interface ConsoleApiOptions {
  merchantId: number | null;
  token: () => string | null;
  lang: () => ConsoleLanguage;
  onUnauthorized?: () => void;
}

/** fetch with the staff token on the console's calls, and a refused token reported. */
function staffFetch(options: ConsoleApiOptions): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const token = url.startsWith(CONSOLE_CALLS) ? options.token() : null;
    if (!token) return fetch(input, init);
    const headers = new Headers(init?.headers);
    headers.set('Authorization', `Bearer ${token}`);
    const response = await fetch(input, { ...init, headers });
    if (response.status === 401) options.onUnauthorized?.();
    return response;
  };
}

export function createConsoleApi(options: ConsoleApiOptions): ApiClient {
  return createApiClient({
    baseUrl: API_BASE_URL,
    merchantId: () => options.merchantId,
    // The client's own bearer is the customer's: none here (staffFetch adds the staff's).
    token: () => null,
    fetch: staffFetch(options),
    // The server writes its error texts in ru, uz and eng.
    language: () => {
      const lang = options.lang();
      return lang === 'en' ? 'eng' : lang;
    },
  });
}
