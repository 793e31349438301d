/**
 * Which merchant this visit is for (spec sections 1 and 6).
 *
 * 1. A merchant remembered in the cookie or storage wins, unless the URL names another one.
 * 2. On dev, local, demo and client hosts the `vendor` query parameter names the merchant.
 * 3. Otherwise the first label of the host is the merchant's sub-domain.
 *
 * "Dev, local, demo and client hosts" are localhost and IP addresses, and hosts whose first label is
 * dev, local, demo or client (dev.example.uz, demo.example.uz, ...). burger.localhost is a sub-domain.
 */
export interface TenantInputs {
  hostname: string;
  search: string;
  /** Sub remembered from an earlier visit (cookie or local storage). */
  remembered?: string | null;
}

export interface TenantResolution {
  sub: string | null;
  source: 'vendor' | 'subdomain' | 'remembered' | 'none';
  /** True when the `tgId` query parameter marks a messenger session. */
  messenger: boolean;
  tgId: string | null;
}

const SERVICE_LABELS = new Set(['dev', 'local', 'demo', 'client']);
const SUB_PATTERN = /^[a-z0-9-]+$/;

export function isServiceHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || /^\d+(\.\d+){3}$/.test(host) || host.includes(':')) return true;
  const first = host.split('.')[0] ?? '';
  return SERVICE_LABELS.has(first);
}

function subdomainOf(hostname: string): string | null {
  const labels = hostname.toLowerCase().split('.');
  if (labels.length < 2) return null;
  const first = labels[0] ?? '';
  if (first === 'www' || SERVICE_LABELS.has(first)) return null;
  return SUB_PATTERN.test(first) ? first : null;
}

export function resolveTenant({ hostname, search, remembered }: TenantInputs): TenantResolution {
  const params = new URLSearchParams(search);
  const tgId = params.get('tgId');
  const base = { messenger: !!tgId, tgId };
  const vendor = params.get('vendor')?.trim().toLowerCase();
  if (isServiceHost(hostname) && vendor && SUB_PATTERN.test(vendor))
    return { ...base, sub: vendor, source: 'vendor' };
  const fromHost = isServiceHost(hostname) ? null : subdomainOf(hostname);
  if (fromHost) return { ...base, sub: fromHost, source: 'subdomain' };
  if (remembered && SUB_PATTERN.test(remembered)) return { ...base, sub: remembered, source: 'remembered' };
  return { ...base, sub: null, source: 'none' };
}
