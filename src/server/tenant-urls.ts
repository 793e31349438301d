/** The lines main.ts prints so a developer can open each tenant's storefront. */
import type { Tenant } from './tenants/load-tenants.ts';

/** Display name of a tenant: Russian first (the storefront's default language). */
export function tenantName(tenant: Tenant): string {
  const { name } = tenant.data.merchant;
  return name.ru ?? name.eng ?? name.uz ?? tenant.sub;
}

/**
 * One line per tenant: name, sub-domain URL (works in Chromium: *.localhost is loopback) and the
 * ?vendor= form for browsers or tools that do not resolve sub-domains of localhost.
 */
export function tenantUrlLines(tenants: readonly Tenant[], port: number): string[] {
  const width = Math.max(0, ...tenants.map((t) => tenantName(t).length));
  return tenants.map(
    (t) =>
      `  ${tenantName(t).padEnd(width)}  http://${t.sub}.localhost:${port}/  http://localhost:${port}/?vendor=${t.sub}`,
  );
}
