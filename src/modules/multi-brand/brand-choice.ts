/**
 * Multi-brand rules (spec section 4): which brand is the default, and where each brand lives.
 *
 * Default: a session default-page value of 1, 2 or 3 names a brand (decision: the spec does not show
 * the three domains, so page N is the N-th brand of the list); otherwise the brand of this host;
 * otherwise the first brand.
 */
import type { Brand } from '../../contract/index.ts';
import { isServiceHost } from '../../core/tenant/resolve-tenant.ts';

export function defaultBrand(
  brands: readonly Brand[],
  currentSub: string,
  page: string | null,
): Brand | undefined {
  const live = brands.filter((b) => !b.deleted);
  const index = page === '1' || page === '2' || page === '3' ? Number(page) - 1 : -1;
  return live[index] ?? live.find((b) => b.domainUrl === currentSub) ?? live[0];
}

/**
 * The address of a brand's storefront: its own sub-domain in production; on dev and local hosts the
 * same host with ?vendor=<sub>. Each brand keeps its own basket, session and addresses: they are
 * stored per origin and, on a shared host, per merchant.
 */
export function brandUrl(
  brand: Pick<Brand, 'domainUrl'>,
  location: Pick<Location, 'protocol' | 'hostname' | 'port'>,
): string {
  const port = location.port ? `:${location.port}` : '';
  if (isServiceHost(location.hostname))
    return `${location.protocol}//${location.hostname}${port}/?vendor=${encodeURIComponent(brand.domainUrl)}`;
  const [, ...rest] = location.hostname.split('.');
  return `${location.protocol}//${[brand.domainUrl, ...rest].join('.')}${port}/`;
}
