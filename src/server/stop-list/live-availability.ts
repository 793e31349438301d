/**
 * Keeps every tenant in the registry as its fixtures with the staff's stop list, stock and pauses
 * applied (apply-availability.ts), on every instance:
 *
 * - at start, each tenant's list is read and applied;
 * - a change made here is applied here before its call answers (`changed`), then announced on the
 *   storage event bus, so every other instance reads the list again (PostgreSQL: NOTIFY; SQLite has
 *   one instance per database, and hears itself);
 * - an entry that ends by itself (a stop "until 18:00", a pause of 30 minutes) is dropped when its
 *   time comes: a timer per tenant wakes at the nearest end.
 *
 * Reads of one tenant run one after another, so an older read never lands after a newer one.
 */
import { z } from 'zod';
import type { Logger } from '../base/logger.ts';
import type { StorefrontDb } from '../storage/db.ts';
import type { StorageEvent } from '../storage/events.ts';
import type { Tenant } from '../tenants/load-tenants.ts';
import type { TenantRegistry } from '../tenants/tenant-registry.ts';
import { applyAvailability } from './apply-availability.ts';
import { stopListStoreOf, type Availability } from './stop-list-store.ts';

export const AVAILABILITY_TOPIC = 'availability';
const AvailabilityEvent = z.object({ merchantId: z.number().int() });

/** setTimeout's longest delay; a later end is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The nearest time after `now` at which an entry ends by itself, if any. */
function nextEnd(availability: Availability, now: number): number | null {
  const ends = [...availability.stops, ...availability.pauses]
    .map((entry) => entry.until)
    .filter((until): until is number => until !== null && until > now);
  return ends.length ? Math.min(...ends) : null;
}

export interface LiveAvailabilityOptions {
  db: StorefrontDb;
  tenants: TenantRegistry;
  now: () => number;
  log: Logger;
}

export class LiveAvailability {
  readonly #options: LiveAvailabilityOptions;
  /** Each tenant as its fixtures give it, before the staff's changes. */
  readonly #base = new Map<number, Tenant>();
  readonly #queue = new Map<number, Promise<void>>();
  readonly #timers = new Map<number, NodeJS.Timeout>();
  #unsubscribe: (() => void) | null = null;

  constructor(options: LiveAvailabilityOptions) {
    this.#options = options;
    for (const tenant of options.tenants.all) this.#base.set(tenant.id, tenant);
  }

  /** Applies every tenant's list, then follows changes made by other instances. */
  async start(): Promise<void> {
    this.#unsubscribe = this.#options.db.events.subscribe(({ topic, payload }: StorageEvent) => {
      if (topic !== AVAILABILITY_TOPIC) return;
      const event = AvailabilityEvent.safeParse(payload);
      if (event.success) void this.refresh(event.data.merchantId);
    });
    await Promise.all([...this.#base.keys()].map((id) => this.refresh(id)));
  }

  /** A change was committed here: applies it, then tells the other instances. */
  async changed(merchantId: number): Promise<void> {
    await this.refresh(merchantId);
    await this.#options.db.events.publish({ topic: AVAILABILITY_TOPIC, payload: { merchantId } });
  }

  /**
   * The tenant's own data changed (tenant-data/live-tenants.ts): the new version becomes the base the
   * list is applied to, and the registry gets it with the list applied.
   */
  rebase(tenant: Tenant): Promise<void> {
    this.#base.set(tenant.id, tenant);
    return this.refresh(tenant.id);
  }

  /** Reads the tenant's list again and puts the tenant with it in the registry. */
  refresh(merchantId: number): Promise<void> {
    const previous = this.#queue.get(merchantId) ?? Promise.resolve();
    const next = previous.then(() => this.#apply(merchantId));
    this.#queue.set(merchantId, next);
    return next;
  }

  stop(): void {
    this.#unsubscribe?.();
    for (const timer of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
  }

  async #apply(merchantId: number): Promise<void> {
    const base = this.#base.get(merchantId);
    if (!base) return;
    const { db, tenants, now, log } = this.#options;
    try {
      const at = now();
      const availability = await stopListStoreOf(db).read(merchantId, at);
      const current = tenants.byId(merchantId);
      const data = applyAvailability(base.data, availability);
      // Nothing stopped before or now: the fixtures' own object stays, and so do its kept answers.
      if (current !== base || data !== base.data)
        tenants.replace(data === base.data ? base : { ...base, data });
      this.#wakeAt(merchantId, nextEnd(availability, at), at);
    } catch (error) {
      log.error(`The stop list of merchant ${merchantId} could not be read`, error);
    }
  }

  #wakeAt(merchantId: number, end: number | null, now: number) {
    clearTimeout(this.#timers.get(merchantId));
    this.#timers.delete(merchantId);
    if (end === null) return;
    const timer = setTimeout(() => void this.refresh(merchantId), Math.min(end - now + 1, MAX_TIMER_MS));
    timer.unref();
    this.#timers.set(merchantId, timer);
  }
}

// Every handler gets it (http/api-types.ts ServerServices): the console's stop-list calls apply
// their change here before answering. createApp makes it.
declare module '../base/domain-services.ts' {
  interface DomainServices {
    /** The staff's stop list and pauses, applied to the tenants. */
    availability: LiveAvailability;
  }
}
