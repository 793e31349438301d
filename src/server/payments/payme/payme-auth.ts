/**
 * Whose call it is: Payme signs every call with Basic auth `Paycom:<key>`, the key of the merchant's
 * cash register. The merchant is the tenant whose Payme key (or test key) it is; a call whose host
 * names a tenant's sub-domain is that tenant's, and its key must then be that tenant's. Keys are the
 * merchants' own secrets and are unique in practice; a key two tenants share names neither.
 */
import type { PaymeCredentials } from '../../../contract/payment-providers.ts';
import type { Logger } from '../../base/logger.ts';
import type { Tenant } from '../../tenants/load-tenants.ts';
import type { TenantRegistry } from '../../tenants/tenant-registry.ts';
import { type KeySlot, type PaymeKeyStore, sameSecret } from './payme-keys.ts';

/** The login of Payme's Basic auth. */
export const PAYME_LOGIN = 'Paycom';

/** A tenant that can be paid with Payme, and its credentials. */
export interface PaymeMerchant {
  tenant: Tenant;
  payme: PaymeCredentials;
}

/** The merchant a call is signed for, and which of its keys signed it. */
export interface PaymeCaller extends PaymeMerchant {
  slot: KeySlot;
}

export function paymeMerchant(tenant: Tenant | undefined): PaymeMerchant | undefined {
  const payme = tenant?.data.paymentProviders?.payme;
  return tenant && payme ? { tenant, payme } : undefined;
}

/** The password of `Authorization: Basic base64(Paycom:<password>)`; undefined for anything else. */
export function paymePassword(header: string | undefined): string | undefined {
  const match = /^\s*Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0 || decoded.slice(0, colon) !== PAYME_LOGIN) return undefined;
  const password = decoded.slice(colon + 1);
  return password === '' ? undefined : password;
}

/** The tenant a host's first label names (`burger.example.uz` → burger), if any. */
export function tenantOfHost(host: string | undefined, tenants: TenantRegistry): Tenant | undefined {
  const name = host?.trim().replace(/:\d+$/, '').toLowerCase() ?? '';
  const labels = name.split('.');
  if (labels.length < 2 || !labels[0]) return undefined;
  return tenants.bySub(labels[0]);
}

/** The merchant whose key signed the call; undefined when none (or more than one) did. */
export async function paymeCaller(
  authorization: string | undefined,
  host: string | undefined,
  tenants: TenantRegistry,
  keys: PaymeKeyStore,
): Promise<PaymeCaller | undefined> {
  const password = paymePassword(authorization);
  if (password === undefined) return undefined;
  const byHost = tenantOfHost(host, tenants);
  const candidates = (byHost ? [byHost] : tenants.all).flatMap((tenant) => paymeMerchant(tenant) ?? []);
  const active = await keys.activeKeysOf(candidates.map(({ tenant, payme }) => ({ id: tenant.id, payme })));
  const matches: PaymeCaller[] = [];
  for (const candidate of candidates) {
    const merchantKeys = active.get(candidate.tenant.id) ?? {};
    for (const slot of ['key', 'testKey'] as const) {
      const key = merchantKeys[slot];
      if (key !== undefined && sameSecret(key, password)) matches.push({ ...candidate, slot });
    }
  }
  const merchants = new Set(matches.map((m) => m.tenant.id));
  return merchants.size === 1 ? matches[0] : undefined;
}

/**
 * Whether the caller may be answered: a call signed with the test key only while the merchant is in
 * test mode (`payme.testMode`). Anyone holding Payme's test environment and its test cards can sign
 * with the test key, so outside test mode it is refused like a wrong key, and logged: a merchant who
 * forgot to switch Payme's cabinet to production sees why its payments fail.
 */
export function callerAllowed(caller: PaymeCaller, log: Logger): boolean {
  if (caller.slot !== 'testKey' || caller.payme.testMode) return true;
  log.warn(
    `[payme] ${caller.tenant.sub}: a call signed with the test key was refused: test mode is off ` +
      '(payment-providers.json, payme.testMode)',
  );
  return false;
}

/** The header a caller signs with (the sandbox plays Payme with it). */
export const paymeAuthorization = (key: string): string =>
  `Basic ${Buffer.from(`${PAYME_LOGIN}:${key}`, 'utf8').toString('base64')}`;
