/**
 * The staff's stop list, stock counts and branch pauses (tables of migration 30). Each change is one
 * statement (an upsert or a delete keyed by the item), so two staff members changing the same item at
 * once leave one of their values, never two rows. Reads take a merchant's whole list: it is small (a
 * kitchen stops tens of dishes, not thousands) and read only when it changes (live-availability.ts).
 * Entries whose `until` has passed are left in place and skipped on reading.
 */
import type { Kysely } from 'kysely';
import { oncePerDb } from '../storage/once-per-db.ts';
import type { Database } from '../storage/schema.ts';

export type StopKind = 'product' | 'modification';
export type PausedType = 'PICK_UP' | 'DELIVERY';

/** What one merchant's staff have stopped, counted and paused, as it holds at a moment. */
export interface Availability {
  /** `branchId` null: at every branch. `until` null: until taken off. Epoch ms. */
  stops: { kind: StopKind; itemId: number; branchId: number | null; until: number | null }[];
  stock: { productId: number; count: number }[];
  pauses: { branchId: number; type: PausedType; until: number | null }[];
}

/** Who made a change, for the audit (null: a tool or a test, not a staff member). */
type By = { staffId: number | null };

/** The row key of "every branch" (a primary key column cannot be NULL). */
const ALL_BRANCHES = 0;

const holds = (until: number | null, now: number) => until === null || until > now;

export class StopListStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async read(merchantId: number, now: number): Promise<Availability> {
    const [stops, stock, pauses] = await Promise.all([
      this.#db.selectFrom('stop_list').selectAll().where('merchant_id', '=', merchantId).execute(),
      this.#db.selectFrom('stock_counts').selectAll().where('merchant_id', '=', merchantId).execute(),
      this.#db.selectFrom('branch_pauses').selectAll().where('merchant_id', '=', merchantId).execute(),
    ]);
    const until = (value: number | string | null) => (value === null ? null : Number(value));
    return {
      stops: stops
        .filter((row) => holds(until(row.until), now))
        .map((row) => ({
          kind: row.kind,
          itemId: row.item_id,
          branchId: row.branch_id === ALL_BRANCHES ? null : row.branch_id,
          until: until(row.until),
        })),
      stock: stock.map((row) => ({ productId: row.product_id, count: row.count })),
      pauses: pauses
        .filter((row) => holds(until(row.until), now))
        .map((row) => ({ branchId: row.branch_id, type: row.type, until: until(row.until) })),
    };
  }

  /** Stops an item (again: the new branch scope and end replace the old one's at that branch). */
  async stop(
    merchantId: number,
    entry: { kind: StopKind; itemId: number; branchId: number | null; until: number | null } & By,
    now: number,
  ): Promise<void> {
    const branchId = entry.branchId ?? ALL_BRANCHES;
    await this.#db
      .insertInto('stop_list')
      .values({
        merchant_id: merchantId,
        kind: entry.kind,
        item_id: entry.itemId,
        branch_id: branchId,
        until: entry.until,
        staff_id: entry.staffId,
        created_at: now,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['merchant_id', 'kind', 'item_id', 'branch_id'])
          .doUpdateSet({ until: entry.until, staff_id: entry.staffId, created_at: now }),
      )
      .execute();
  }

  /** Takes an item off the list at one branch (or the every-branch entry); false when it was not on it. */
  async resume(
    merchantId: number,
    kind: StopKind,
    itemId: number,
    branchId: number | null,
  ): Promise<boolean> {
    const result = await this.#db
      .deleteFrom('stop_list')
      .where('merchant_id', '=', merchantId)
      .where('kind', '=', kind)
      .where('item_id', '=', itemId)
      .where('branch_id', '=', branchId ?? ALL_BRANCHES)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Sets a product's stock; null gives it back to the catalogue's count. */
  async setStock(merchantId: number, productId: number, count: number | null, by: By, now: number) {
    if (count === null) {
      await this.#db
        .deleteFrom('stock_counts')
        .where('merchant_id', '=', merchantId)
        .where('product_id', '=', productId)
        .execute();
      return;
    }
    await this.#db
      .insertInto('stock_counts')
      .values({
        merchant_id: merchantId,
        product_id: productId,
        count,
        staff_id: by.staffId,
        updated_at: now,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['merchant_id', 'product_id'])
          .doUpdateSet({ count, staff_id: by.staffId, updated_at: now }),
      )
      .execute();
  }

  async pause(
    merchantId: number,
    entry: { branchId: number; type: PausedType; until: number | null } & By,
    now: number,
  ): Promise<void> {
    await this.#db
      .insertInto('branch_pauses')
      .values({
        merchant_id: merchantId,
        branch_id: entry.branchId,
        type: entry.type,
        until: entry.until,
        staff_id: entry.staffId,
        created_at: now,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['merchant_id', 'branch_id', 'type'])
          .doUpdateSet({ until: entry.until, staff_id: entry.staffId, created_at: now }),
      )
      .execute();
  }

  /** Ends a pause; false when the service was not paused. */
  async reopen(merchantId: number, branchId: number, type: PausedType): Promise<boolean> {
    const result = await this.#db
      .deleteFrom('branch_pauses')
      .where('merchant_id', '=', merchantId)
      .where('branch_id', '=', branchId)
      .where('type', '=', type)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}

/** The store of a database, made once (storage/once-per-db.ts). */
export const stopListStoreOf = oncePerDb((db: { kysely: Kysely<Database> }) => new StopListStore(db.kysely));
