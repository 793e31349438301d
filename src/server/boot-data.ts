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
import { readCookie } from '../core/tenant/cookies.ts';
import { resolveTenant } from '../core/tenant/resolve-tenant.ts';
import { BOOT_DATA_ELEMENT_ID, type BootDataInput } from '../contract/boot-data.ts';
import { publicMerchant, withoutSchemaRef } from './public-merchant.ts';
import type { TenantRegistry } from './tenant-registry.ts';

export function bootDataFor(
  tenants: TenantRegistry,
  url: URL,
  cookieHeader: string | undefined,
): BootDataInput | null {
  const { sub } = resolveTenant({
    hostname: url.hostname,
    search: url.search,
    remembered: readCookie('merchant', cookieHeader ?? ''),
  });
  const tenant = sub ? tenants.bySub(sub) : undefined;
  if (!sub || !tenant) return null;
  const clickApp = tenant.data.settingsClickApp;
  return {
    sub,
    merchant: publicMerchant(tenant.data.merchant),
    settings: {
      web: withoutSchemaRef(tenant.data.settingsWeb),
      clickApp: clickApp ? withoutSchemaRef(clickApp) : null,
    },
  };
}

/**
 * index.html with the boot data before </head>. "<" is escaped, so no value (a merchant's name, a
 * settings text) can close the script element early.
 */
export function withBootData(html: string, data: BootDataInput): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const script = `<script id="${BOOT_DATA_ELEMENT_ID}" type="application/json">${json}</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${script}</head>`) : `${script}${html}`;
}
