/** Lookup of loaded tenants by merchant id and by sub-domain label. */
import type { Tenant } from './load-tenants.ts';

/** Read-only index over the tenants the server was started with. */
export class TenantRegistry {
  readonly all: readonly Tenant[];
  readonly #byId = new Map<number, Tenant>();
  readonly #bySub = new Map<string, Tenant>();

  constructor(tenants: readonly Tenant[]) {
    this.all = tenants;
    for (const tenant of tenants) {
      this.#byId.set(tenant.id, tenant);
      this.#bySub.set(tenant.sub, tenant);
    }
  }

  byId(id: number): Tenant | undefined {
    return this.#byId.get(id);
  }

  /** Subs are lower-case in fixtures; host names reach us in any case. */
  bySub(sub: string): Tenant | undefined {
    return this.#bySub.get(sub.toLowerCase());
  }
}
