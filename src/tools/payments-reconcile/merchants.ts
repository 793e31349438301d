/**
 * Merchants by name: the database knows merchant ids, people know sub-domains. The tenant folders
 * (fixtures/ by default, as the server loads them) say which is which; only their merchant.json is
 * read, so a tenant with a broken catalogue is still named.
 */
import { knownTenants } from '../fixture-check/known-tenants.ts';

/** Sub-domain by merchant id. */
export type MerchantNames = ReadonlyMap<number, string>;

export async function merchantNames(fixturesDir: string): Promise<MerchantNames> {
  const names = new Map<number, string>();
  for (const tenant of await knownTenants(fixturesDir))
    if (tenant.id !== undefined && tenant.sub !== undefined) names.set(tenant.id, tenant.sub);
  return names;
}

/** The merchant id --merchant names (a sub-domain, or an id); undefined when it names none. */
export function merchantIdOf(given: string, names: MerchantNames): number | undefined {
  const wanted = given.trim().toLowerCase();
  for (const [id, sub] of names) if (sub.toLowerCase() === wanted) return id;
  return /^\d{1,9}$/.test(wanted) ? Number(wanted) : undefined;
}
