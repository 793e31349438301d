/**
 * Which merchant the console is for: the storefront's rule (core/tenant/resolve-tenant.ts), the
 * tenant's own host or `?vendor=` on local hosts, remembered so that the console's own addresses
 * (/console/orders/12) need no query after the first.
 */
import { resolveTenant } from '../../core/tenant/resolve-tenant.ts';
import { localStore } from '../../core/tenant/safe-storage.ts';

const KEY = 'console:merchant';

export function consoleMerchantSub(location: Pick<Location, 'hostname' | 'search'>): string | null {
  const { sub, source } = resolveTenant({
    hostname: location.hostname,
    search: location.search,
    remembered: localStore().getItem(KEY),
  });
  if (sub && source === 'vendor') localStore().setItem(KEY, sub);
  return sub;
}
