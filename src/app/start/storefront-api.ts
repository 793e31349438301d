/**
 * The storefront's API client and what every call must carry: the merchant header and the language
 * of error texts. Both are known only as the start sequence goes on, so the client reads them from
 * this context when a call is sent; the bootstrap updates it from layout effects, which run before
 * the calls of the same commit start.
 */
import { createApiClient, type ApiClient } from '../../core/api/client.ts';

import { backendLanguageOf, DEFAULT_LANGUAGE, type AppLanguage } from '../../core/i18n/languages.ts';
import { sessionStore } from '../../core/session/session-store.ts';
import { apiBaseFor } from './config.ts';

export class CallContext {
  private merchantId: number | null = null;
  private lang: AppLanguage = DEFAULT_LANGUAGE;
  private unauthorized: () => void = () => undefined;

  setMerchant(id: number): void {
    this.merchantId = id;
  }

  setLanguage(lang: AppLanguage): void {
    this.lang = lang;
  }

  merchant(): number | null {
    return this.merchantId;
  }

  language(): AppLanguage {
    return this.lang;
  }

  /** The brand's bearer token: read from the session store at the moment a call is sent. */
  token(): string | null {
    return this.merchantId === null ? null : (sessionStore.get(this.merchantId)?.token ?? null);
  }

  /** What a 401 with a token triggers (the bootstrap logs out). */
  onUnauthorized(handler: () => void): void {
    this.unauthorized = handler;
  }

  unauthorizedReply(): void {
    this.unauthorized();
  }
}

/** @param fetchFn the server's in-process API when rendering on the server; the browser's fetch otherwise */
export function createStorefrontApi(
  context: CallContext,
  hostname: string,
  fetchFn?: typeof fetch,
): ApiClient {
  return createApiClient({
    baseUrl: apiBaseFor(hostname),
    ...(fetchFn ? { fetch: fetchFn } : {}),
    merchantId: () => context.merchant(),
    token: () => context.token(),
    onUnauthorized: () => context.unauthorizedReply(),
    language: () => backendLanguageOf(context.language()),
    onDropped: (endpoint, problems) =>
      console.warn(`${endpoint}: dropped items that break the contract`, problems),
  });
}
