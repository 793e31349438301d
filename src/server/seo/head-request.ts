/**
 * The head of one page request: which page of the merchant the address names, in which language, at
 * which origin, and a key that is the same for every request that gets the same head (the page
 * cache's key, index-page.ts).
 *
 * - The page: the route step (src/core/tenant/route-step.ts) removes the language and page segments
 *   exactly as the browser does, then the path names a public page or 'other'.
 * - The language: the path's prefix when the merchant has that language on; else the visitor's own
 *   choice (the `lang` cookie the language switcher writes) when on; else the merchant's main
 *   language (when on), else its first, else Russian (choose-language.ts). A crawler has no cookie,
 *   so it always gets the prefix's or the main language; a returning customer gets the page in the
 *   language the storefront will show, so the first paint's title and `lang` already match it (the
 *   app keeps the title from then on: src/app/document-title.tsx). A prefix the merchant does not
 *   offer counts as none, so that page's canonical address is the one without prefix.
 * - The key is bounded: a real page of the merchant, or 'other' (one head for every other address),
 *   per language and origin.
 */
import { activeLanguages } from '../../core/i18n/active-languages.ts';
import { chooseLanguage } from '../../core/i18n/choose-language.ts';
import type { AppLanguage } from '../../core/i18n/languages.ts';
import { pageHead, type PageHead } from '../../core/seo/page-head.ts';
import { parseOrigin } from '../../core/seo/page-urls.ts';
import { seoPageKey, seoPageOf } from '../../core/seo/seo-page.ts';
import { resolveSeoPage } from '../../core/seo/seo-site.ts';
import type { Settings } from '../../contract/index.ts';
import { readCookie } from '../../core/tenant/cookies.ts';
import { routeStep } from '../../core/tenant/route-step.ts';
import type { Tenant } from '../tenants/load-tenants.ts';
import { seoSiteOf } from './seo-site.ts';
import { seoTranslate } from './seo-messages.ts';

export interface HeadRequest {
  /** Equal for every request that gets this head. */
  key: string;
  /** Whether the head is one page's among many (a product, a category): cached pages compress faster. */
  perPage: boolean;
  build(): PageHead;
}

/** The head's language, and whether the address carried it as a prefix (see the file's comment). */
export function headLanguage(
  prefix: AppLanguage | undefined,
  cookie: string | null,
  settings: Settings,
): { lang: AppLanguage; prefixed: boolean } {
  const active = activeLanguages(settings);
  if (prefix && active.includes(prefix)) return { lang: prefix, prefixed: true };
  return { lang: chooseLanguage({ active, mainLanguage: settings.mainLanguage, cookie }), prefixed: false };
}

/** The head of a page request of a tenant; null when the origin is not a plain http(s) origin. */
export function headRequestOf(
  tenant: Tenant,
  url: URL,
  requestOrigin: string,
  cookieHeader: string | undefined,
): HeadRequest | null {
  const origin = parseOrigin(requestOrigin);
  if (!origin) return null;
  const site = seoSiteOf(tenant);
  const step = routeStep(url.pathname);
  const { lang, prefixed } = headLanguage(
    step.lang,
    readCookie('lang', cookieHeader ?? '') ?? null,
    site.settings,
  );
  const page = resolveSeoPage(seoPageOf(step.path, url.search), site);
  // Other pages have no canonical address, so whether theirs had a prefix makes no difference.
  const variant = page.kind !== 'other' && prefixed ? 'prefixed' : 'plain';
  return {
    key: `${origin} ${lang} ${variant} ${seoPageKey(page)}`,
    perPage: page.kind !== 'home' && page.kind !== 'other',
    build: () =>
      pageHead({ site, page, lang, prefixed, address: { origin, sub: tenant.sub }, t: seoTranslate(lang) }),
  };
}
