/**
 * One browser context per channel and language. Its screens share the HTTP cache, so the app's code
 * and the tenant's images download once instead of once per screen; nothing of another channel or
 * language (cookies, storage, a messenger session) can leak into them.
 */
import type { Browser, BrowserContext } from '@playwright/test';
import type { AppLanguage } from '../../core/i18n/languages.ts';
import { phoneViewport } from './browser.ts';
import type { Channel } from './types.ts';

/** Contexts created on first use. */
export interface ContextPool {
  get(channel: Channel, lang: AppLanguage): Promise<BrowserContext>;
  closeAll(): Promise<void>;
}

/** A signed-in customer as the storefront keeps one (core/session/session-store.ts): key and stored text. */
export interface StoredCustomer {
  key: string;
  value: string;
}

/**
 * A pool whose contexts open on the tenant's host with the `lang` cookie already set and, when a
 * customer is given, that customer signed in (the screens behind sign-in are photographed as a
 * customer sees them, not as the sign-in page).
 */
export function contextPool(browser: Browser, baseUrl: string, customer?: StoredCustomer): ContextPool {
  const contexts = new Map<string, Promise<BrowserContext>>();
  const open = async (lang: AppLanguage) => {
    const context = await browser.newContext({
      viewport: phoneViewport,
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
    });
    // The customer's own choice wins over the merchant's main language (src/core/i18n/choose-language.ts).
    await context.addCookies([{ name: 'lang', value: lang, url: baseUrl, sameSite: 'Lax' }]);
    if (customer) {
      await context.addInitScript(({ key, value }) => {
        // Before the page's own code; a sign-out on a screen is not undone by the next navigation.
        if (sessionStorage.getItem('preview:signed-in') === null) {
          localStorage.setItem(key, value);
          sessionStorage.setItem('preview:signed-in', '1');
        }
      }, customer);
    }
    return context;
  };
  return {
    get(channel, lang) {
      const key = `${channel}:${lang}`;
      let context = contexts.get(key);
      if (!context) contexts.set(key, (context = open(lang)));
      return context;
    },
    async closeAll() {
      const all = [...contexts.values()];
      contexts.clear();
      await Promise.all(all.map(async (c) => (await c.catch(() => null))?.close()));
    },
  };
}
