/**
 * What a visit is, resolved the same way by both entries (main.tsx in the browser, entry-server.tsx
 * on the server): the route step of the address (a language prefix), the tenant, and the channel.
 * The browser knows more than the server: the address's hash (a Telegram launch names itself only
 * there) and what this device remembers; the server passes what it has (no hash, the cookies).
 */
import type { ClientType, SettingsVariant } from '../../contract/index.ts';
import type { Channel } from '../../core/storefront.tsx';
import { resolveTenant, type TenantResolution } from '../../core/tenant/resolve-tenant.ts';
import { routeStep, type RouteStep } from '../../core/tenant/route-step.ts';
import { catalogueTypeOf, detectChannel, settingsVariantOf } from './channel.ts';

export interface Visit {
  step: RouteStep;
  tenant: TenantResolution;
  channel: Channel;
  variant: SettingsVariant;
  catalogueType: ClientType;
  /** The page's path after the route step, with the query: what the router shows. */
  location: string;
  /** The same, as the start's calls read it (define-module.ts: PrefetchContext). */
  page: { path: string; search: URLSearchParams };
}

export interface VisitInputs {
  address: Pick<Location, 'hostname' | 'pathname' | 'search' | 'hash'>;
  /** The merchant this device (cookie or storage) remembers, for hosts that do not name one. */
  rememberedSub: string | null;
  /** What this browser tab kept of an earlier launch (none on the server). */
  storedChannel?: string | null;
  storedInitData?: string | null;
}

export function resolveVisit({ address, rememberedSub, storedChannel, storedInitData }: VisitInputs): Visit {
  const step = routeStep(address.pathname);
  const tenant = resolveTenant({
    hostname: address.hostname,
    search: address.search,
    remembered: rememberedSub,
  });
  const channel = detectChannel({
    search: address.search,
    hash: address.hash,
    storedChannel,
    storedInitData,
  });
  return {
    step,
    tenant,
    channel,
    variant: settingsVariantOf(channel),
    catalogueType: catalogueTypeOf(channel),
    location: `${step.path}${address.search}`,
    page: { path: step.path, search: new URLSearchParams(address.search) },
  };
}
