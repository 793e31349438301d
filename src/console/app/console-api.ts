/**
 * The console's API client: the storefront's (core/api), with the console's endpoints made callable
 * and the staff token as the bearer. A 401 means the session ended (signed out elsewhere, removed by
 * the owner): the console goes back to sign-in.
 */
import { addEndpoints } from '../../core/api/checked-calls.ts';
import { createApiClient, type ApiClient } from '../../core/api/client.ts';
import { consoleEndpoints } from '../../contract/endpoints/console.ts';
import type { ConsoleLanguage } from '../i18n/texts.ts';

/** Where the API is, on the page's own origin. */
export const API_BASE_URL = '/api';

addEndpoints(consoleEndpoints);

export interface ConsoleApiOptions {
  merchantId: number | null;
  token: () => string | null;
  lang: () => ConsoleLanguage;
  onUnauthorized?: () => void;
}

export function createConsoleApi(options: ConsoleApiOptions): ApiClient {
  return createApiClient({
    baseUrl: API_BASE_URL,
    merchantId: () => options.merchantId,
    token: options.token,
    // The server writes its error texts in ru, uz and eng.
    language: () => {
      const lang = options.lang();
      return lang === 'en' ? 'eng' : lang;
    },
    onUnauthorized: options.onUnauthorized,
  });
}
