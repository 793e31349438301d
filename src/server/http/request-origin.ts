/**
 * The storefront origin a request came through (scheme and host), to send a customer back to the
 * same storefront after a provider's payment page. Behind a proxy the deployment trusts, its
 * X-Forwarded-Proto and X-Forwarded-Host win; never otherwise (any client can write them).
 */
import type { Context } from 'hono';

export function requestOrigin(c: Context, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  const proto = trustProxy ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
  const host =
    (trustProxy ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim() : undefined) ??
    c.req.header('host');
  const scheme = proto === 'https' || proto === 'http' ? proto : url.protocol.replace(':', '');
  return `${scheme}://${host ?? url.host}`;
}
