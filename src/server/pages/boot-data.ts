/**
 * The page's first answers, inlined into index.html: the merchant and its settings. Without them the
 * storefront asks for the merchant, then for its settings, and only then can it draw; with them it
 * draws as soon as its code runs, two round trips earlier (the largest part of the start-up time on a
 * phone network).
 *
 * The server picks the tenant with the storefront's own rules (src/core/tenant/resolve-tenant.ts) from
 * the host, the query and the merchant cookie. The storefront checks the data through the contract and
 * uses it only when it resolved the same tenant; otherwise it asks the API as before.
 */
import { firstBannerImage } from '../../core/banner-image.ts';
import { readCookie } from '../../core/tenant/cookies.ts';
import { resolveTenant } from '../../core/tenant/resolve-tenant.ts';
import { routeStep } from '../../core/tenant/route-step.ts';
import { BOOT_DATA_ELEMENT_ID, type BootDataInput } from '../../contract/boot-data.ts';
import type { Settings } from '../../contract/settings.ts';
import { parseSettings } from '../../contract/settings-parse.ts';
import { publicMerchant } from '../tenants/public-merchant.ts';
import { publicClickAppSettings, publicWebSettings } from '../tenants/public-settings.ts';
import type { TenantRegistry } from '../tenants/tenant-registry.ts';

export interface BootPage {
  data: BootDataInput;
  /**
   * On the home page only (the one page with banners, layouts/home.json), the first banner's picture
   * (its largest element), to preload: with the candidates and sizes the banner's img has, so the
   * browser preloads the rendition it will show. Elsewhere a preload would fetch, first and with high
   * priority, a picture the page does not show (a product page's own photo waited for it).
   */
  preloadImage: ReturnType<typeof firstBannerImage>;
  /** The merchant's web settings, parsed: the page's Content-Security-Policy follows its analytics. */
  webSettings: Settings;
}

/**
 * The boot data of the tenant a page request is for, or null when it names no known tenant.
 * @param previewOrigins who may send the page live settings previews (the deployment's, per request)
 */
export function bootPageFor(
  tenants: TenantRegistry,
  url: URL,
  cookieHeader: string | undefined,
  previewOrigins: readonly string[] = [],
): BootPage | null {
  const { sub } = resolveTenant({
    hostname: url.hostname,
    search: url.search,
    remembered: readCookie('merchant', cookieHeader ?? ''),
  });
  const tenant = sub ? tenants.bySub(sub) : undefined;
  if (!sub || !tenant) return null;
  // Only the public views, the same the API answers: the page is as public as the settings calls.
  const web = publicWebSettings(tenant);
  const webSettings = parseSettings(web, 'web').settings;
  // The web settings decide: in the Click app (whose settings may hide banners) a preload costs one
  // unused picture at worst.
  const home = routeStep(url.pathname).path === '/';
  const banners = home && webSettings.bannersActive ? (tenant.data.banners?.items ?? []) : [];
  return {
    data: {
      sub,
      merchant: publicMerchant(tenant.data.merchant),
      settings: { web, clickApp: publicClickAppSettings(tenant) },
      previewOrigins: [...previewOrigins],
    },
    preloadImage: firstBannerImage(banners),
    webSettings,
  };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * index.html with the boot data before </head>. "<" is escaped, so no value (a merchant's name, a
 * settings text) can close the script element early. The element is JSON, which browsers never run:
 * the page's Content-Security-Policy needs no inline-script exception for it.
 */
export function withBootData(
  html: string,
  { data, preloadImage }: Pick<BootPage, 'data' | 'preloadImage'>,
): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const candidates = preloadImage?.srcSet
    ? ` imagesrcset="${escapeAttribute(preloadImage.srcSet)}" imagesizes="${escapeAttribute(preloadImage.sizes)}"`
    : '';
  const preload = preloadImage
    ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(preloadImage.src)}"${candidates}>`
    : '';
  const head = `${preload}<script id="${BOOT_DATA_ELEMENT_ID}" type="application/json">${json}</script>`;
  // A function, not a string: a "$&" or "$'" in merchant data must not be read as a pattern.
  return html.includes('</head>') ? html.replace('</head>', () => `${head}</head>`) : `${head}${html}`;
}
