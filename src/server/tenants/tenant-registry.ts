/**
 * Lookup of loaded tenants by merchant id and by sub-domain label.
 *
 * A tenant's data may change while the server runs (the staff's stop list and pauses:
 * stop-list/live-availability.ts): the changed tenant is a new Tenant object put in place of the old
 * one. Whatever is kept per Tenant object (kept API answers, SEO files) is renewed by that alone;
 * what is kept by address (rendered pages, index pages, remembered requests) listens with
 * `onReplace` and drops what it kept.
 */
import type { Tenant } from './load-tenants.ts';

export class TenantRegistry {
  #all: Tenant[];
  readonly #byId = new Map<number, Tenant>();
  readonly #bySub = new Map<string, Tenant>();
  readonly #listeners = new Set<(tenant: Tenant) => void>();

  constructor(tenants: readonly Tenant[]) {
    this.#all = [...tenants];
    for (const tenant of tenants) this.#index(tenant);
  }

  get all(): readonly Tenant[] {
    return this.#all;
  }

  byId(id: number): Tenant | undefined {
    return this.#byId.get(id);
  }

  /** Subs are lower-case in fixtures; host names reach us in any case. */
  bySub(sub: string): Tenant | undefined {
    return this.#bySub.get(sub.toLowerCase());
  }

  /** Puts a tenant's new version in place of the one with its id (a tenant never changes its sub here). */
  replace(tenant: Tenant): void {
    const old = this.#byId.get(tenant.id);
    if (!old) throw new Error(`No tenant ${tenant.id} to replace`);
    if (old.sub !== tenant.sub) throw new Error(`Tenant ${tenant.id} cannot change its sub here`);
    this.#all = this.#all.map((known) => (known.id === tenant.id ? tenant : known));
    this.#index(tenant);
    for (const listener of this.#listeners) listener(tenant);
  }

  /** Adds a tenant started while the server runs (console onboarding); its id and sub are new. */
  add(tenant: Tenant): void {
    if (this.#byId.has(tenant.id) || this.#bySub.has(tenant.sub)) {
      throw new Error(`Tenant ${tenant.id} (${tenant.sub}) is already served`);
    }
    this.#all = [...this.#all, tenant];
    this.#index(tenant);
  }

  /** Calls `listener` with every tenant put in place of its old version; returns the unsubscribe. */
  onReplace(listener: (tenant: Tenant) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #index(tenant: Tenant) {
    this.#byId.set(tenant.id, tenant);
    this.#bySub.set(tenant.sub, tenant);
  }
}
