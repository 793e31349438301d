/**
 * Keeps every instance's tenants as the database holds them: a change saved here (the settings
 * studio, an import) is loaded here before its call answers (`changed`), then announced on the storage
 * event bus, so every other instance loads it too (PostgreSQL: NOTIFY, well within the 2 s a change
 * may take to reach everyone; SQLite has one instance per database and hears itself). The new tenant
 * goes through the stop list (stop-list/live-availability.ts) into the registry, which renews what is
 * kept per tenant and tells open storefronts (catalogue/changes-stream.ts).
 *
 * Loads of one tenant run one after another, so an older load never lands after a newer one.
 */
import { z } from 'zod';
import type { Logger } from '../base/logger.ts';
import type { LiveAvailability } from '../stop-list/live-availability.ts';
import type { StorefrontDb } from '../storage/db.ts';
import type { StorageEvent } from '../storage/events.ts';
import { tenantFromFiles, type Tenant } from '../tenants/load-tenants.ts';
import { completeMediaDir, writeOutMedia } from './tenant-media-dir.ts';
import type { TenantRegistry } from '../tenants/tenant-registry.ts';

export const TENANT_DATA_TOPIC = 'tenant-data';
const TenantDataEvent = z.object({ merchantId: z.number().int() });

export interface LiveTenantsOptions {
  db: StorefrontDb;
  tenants: TenantRegistry;
  availability: LiveAvailability;
  log: Logger;
  /** Where media the database holds and a tenant's folder lacks are written out (tenant-media-dir.ts). */
  mediaCacheDir: string;
  /** What a tenant new to this instance needs before its first answer (its staff seeded). */
  onAdded: (tenant: Tenant) => Promise<void>;
}

export class LiveTenants {
  readonly #options: LiveTenantsOptions;
  readonly #queue = new Map<number, Promise<void>>();
  #unsubscribe: (() => void) | null = null;

  constructor(options: LiveTenantsOptions) {
    this.#options = options;
  }

  /** Follows changes saved by other instances and tools. */
  start(): void {
    this.#unsubscribe = this.#options.db.events.subscribe(({ topic, payload }: StorageEvent) => {
      if (topic !== TENANT_DATA_TOPIC) return;
      const event = TenantDataEvent.safeParse(payload);
      if (event.success) void this.reload(event.data.merchantId);
    });
  }

  stop(): void {
    this.#unsubscribe?.();
  }

  /** A change was committed here: loads it, then tells the other instances. */
  async changed(merchantId: number): Promise<void> {
    await this.reload(merchantId);
    await this.#options.db.events.publish({ topic: TENANT_DATA_TOPIC, payload: { merchantId } });
  }

  /** Loads the tenant from the database again and puts it in place. */
  reload(merchantId: number): Promise<void> {
    const previous = this.#queue.get(merchantId) ?? Promise.resolve();
    const next = previous.then(() => this.#load(merchantId));
    this.#queue.set(merchantId, next);
    return next;
  }

  async #load(merchantId: number): Promise<void> {
    const { db, tenants, availability, log } = this.#options;
    const current = tenants.byId(merchantId);
    if (!current) return this.#add(merchantId);
    try {
      const files = await db.tenantData.files(merchantId);
      const mediaDir = await completeMediaDir(db, merchantId, current.mediaDir, this.#options.mediaCacheDir);
      await availability.rebase(tenantFromFiles(current.dir, mediaDir, files));
    } catch (error) {
      log.error(`Merchant ${merchantId} could not be loaded again from the database`, error);
    }
  }

  /** A tenant started since this instance's start (console onboarding): served from the database. */
  async #add(merchantId: number): Promise<void> {
    const { db, tenants, availability, log, mediaCacheDir, onAdded } = this.#options;
    try {
      if (!(await db.tenantData.state(merchantId))) return;
      const files = await db.tenantData.files(merchantId);
      const mediaDir = await writeOutMedia(db, merchantId, mediaCacheDir);
      const tenant = tenantFromFiles(`database:merchant-${merchantId}`, mediaDir, files);
      await onAdded(tenant);
      tenants.add(tenant);
      await availability.rebase(tenant);
      log.info(`Merchant ${merchantId} (${tenant.sub}) is served from now on`);
    } catch (error) {
      log.error(`Merchant ${merchantId} could not be added from the database`, error);
    }
  }
}

// Every handler gets it (http/api-types.ts ServerServices): the settings studio's saves go through
// `changed`. createApp makes it.
declare module '../base/domain-services.ts' {
  interface DomainServices {
    /** The tenants as the database holds them, on every instance. */
    liveTenants: LiveTenants;
  }
}
