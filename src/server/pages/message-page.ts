/**
 * Pages that only show a message, written by the server with no storefront code: a merchant that is
 * not active (the storefront's /blocked), and an address that names no merchant or an unknown one
 * (its /merchantNotAvailable). The storefront loaded some 200 KB of JavaScript to say one sentence;
 * this page is one small HTML answer with an inline script of a few hundred bytes
 * (message-page-html.ts), in the language the storefront would have chosen:
 *
 * - blocked: the storefront's choice for the merchant (the address's prefix, the `lang` cookie, the
 *   merchant's main language: seo/head-request.ts headLanguage);
 * - no merchant: the address's prefix, the `lang` cookie, the browser's language (Accept-Language),
 *   Russian (app/pages/standalone-messages.ts).
 */
import { LRUCache } from 'lru-cache';
import type { Settings } from '../../contract/settings.ts';
import { parseSettings } from '../../contract/settings-parse.ts';
import { localize } from '../../core/i18n/localize.ts';
import { DEFAULT_LANGUAGE, isAppLanguage, type AppLanguage } from '../../core/i18n/languages.ts';
import { readCookie } from '../../core/tenant/cookies.ts';
import { resolveTenant } from '../../core/tenant/resolve-tenant.ts';
import { routeStep } from '../../core/tenant/route-step.ts';
import { serializePolicy } from '../http/content-security-policy.ts';
import { embeddingFor } from '../http/embedding-origins.ts';
import { PAGE_VARY, pageSecurityHeaders } from '../http/security-headers.ts';
import { assetOf } from '../http/static-bundle.ts';
import { headLanguage } from '../seo/head-request.ts';
import { publicWebSettings } from '../tenants/public-settings.ts';
import type { Tenant } from '../tenants/load-tenants.ts';
import type { TenantRegistry } from '../tenants/tenant-registry.ts';
import type { IndexPage, PageSecurityOptions } from './index-page.ts';
import { MESSAGE_PAGE_SOURCES, messagePageHtml, type MessagePageContent } from './message-page-html.ts';
import { messagePageText } from './message-texts.ts';

/** The paths the storefront shows these messages at. */
export const BLOCKED_PATH = '/blocked';
export const NOT_AVAILABLE_PATH = '/merchantNotAvailable';

/** Pages kept: per merchant or not, language and frame origins, a handful each. */
const MAX_PAGES = 256;

/** The visitor's own language before a merchant is known (see the file's comment). */
function visitorLanguage(url: URL, cookie: string, acceptLanguage: string): AppLanguage {
  const browser = acceptLanguage.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  const candidates = [routeStep(url.pathname).lang, readCookie('lang', cookie), browser];
  return candidates.find(isAppLanguage) ?? DEFAULT_LANGUAGE;
}

const settingsOf = new WeakMap<Tenant, Settings>();

/** The language the storefront would show a merchant's page in. */
function merchantLanguage(tenant: Tenant, url: URL, cookie: string): AppLanguage {
  let settings = settingsOf.get(tenant);
  if (!settings)
    settingsOf.set(tenant, (settings = parseSettings(publicWebSettings(tenant), 'web').settings));
  return headLanguage(routeStep(url.pathname).lang, readCookie('lang', cookie), settings).lang;
}

function blockedContent(tenant: Tenant, lang: AppLanguage): MessagePageContent {
  const { merchant } = tenant.data;
  return {
    lang,
    title: messagePageText(lang, 'blocked.title', { name: localize(merchant.name, lang) }),
    message: messagePageText(lang, 'blocked.message'),
    data: { path: BLOCKED_PATH, sub: tenant.sub, id: String(tenant.id) },
  };
}

function notAvailableContent(lang: AppLanguage, forget: 'kept' | 'always'): MessagePageContent {
  return {
    lang,
    title: messagePageText(lang, 'merchantNotAvailable.title'),
    message: messagePageText(lang, 'merchantNotAvailable.message'),
    data: { path: NOT_AVAILABLE_PATH, forget },
  };
}

/** The policy of a message page: its own inline script and style, the favicon, nothing else. */
function messagePolicy(frameAncestors: readonly string[]): string {
  return serializePolicy([
    ['default-src', ["'none'"]],
    ['script-src', [MESSAGE_PAGE_SOURCES.script]],
    ['style-src', [MESSAGE_PAGE_SOURCES.style]],
    ['img-src', ["'self'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
    ['frame-ancestors', frameAncestors.length > 0 ? [...frameAncestors] : ["'none'"]],
  ]);
}

/**
 * Builds and keeps the message pages.
 * @returns for a page request, its message page, or null when the address is an active merchant's
 *   (the storefront's own page)
 */
export function messagePages(tenants: TenantRegistry, security: PageSecurityOptions) {
  const pages = new LRUCache<string, IndexPage>({ max: MAX_PAGES });
  // A merchant switched on or off takes effect from the next request.
  tenants.onReplace(() => pages.clear());
  return (url: URL, cookie = '', acceptLanguage = '', origin?: string): IndexPage | null => {
    const { sub } = resolveTenant({
      hostname: url.hostname,
      search: url.search,
      remembered: readCookie('merchant', cookie),
    });
    const tenant = sub ? tenants.bySub(sub) : undefined;
    if (tenant?.data.merchant.isActive) return null;
    const lang = tenant
      ? merchantLanguage(tenant, url, cookie)
      : visitorLanguage(url, cookie, acceptLanguage);
    // No merchant named at all: the one this device stored may still be known (the script asks).
    const forget = sub ? 'always' : 'kept';
    const { frameAncestors } = embeddingFor(security, url, origin);
    const key = `${tenant ? tenant.sub : forget} ${lang} ${frameAncestors.join(' ')}`;
    let page = pages.get(key);
    if (!page) {
      const content = tenant ? blockedContent(tenant, lang) : notAvailableContent(lang, forget);
      const html = Buffer.from(messagePageHtml(content));
      page = {
        asset: assetOf('/index.html', html, 'text/html; charset=utf-8', 'fast'),
        headers: {
          ...pageSecurityHeaders(messagePolicy(frameAncestors)),
          vary: `${PAGE_VARY}, Accept-Language`,
        },
      };
      pages.set(key, page);
    }
    return page;
  };
}
