/** The favourites table: the products a signed-in customer marked with a heart. */
import type Database from 'better-sqlite3';
import type { StorefrontDb } from '../storage/db.ts';

interface FavouriteRow {
  id: number;
  merchant_id: number;
  user_id: number;
  product_id: number;
  created: number;
}

/** A favourite with its owner, as the handlers check it. */
export interface StoredFavourite {
  id: number;
  merchantId: number;
  userId: number;
  productId: number;
}

const fromRow = (row: FavouriteRow): StoredFavourite => ({
  id: row.id,
  merchantId: row.merchant_id,
  userId: row.user_id,
  productId: row.product_id,
});

/** Typed queries on the favourites table. */
export class FavouriteStore {
  readonly #sqlite: Database.Database;

  constructor(sqlite: Database.Database) {
    this.#sqlite = sqlite;
  }

  /** A customer's favourites at a merchant, newest first. */
  list(merchantId: number, userId: number): StoredFavourite[] {
    return this.#sqlite
      .prepare<[number, number], FavouriteRow>(
        'SELECT * FROM favourites WHERE merchant_id = ? AND user_id = ? ORDER BY created DESC, id DESC',
      )
      .all(merchantId, userId)
      .map(fromRow);
  }

  find(id: number): StoredFavourite | undefined {
    const row = this.#sqlite.prepare<[number], FavouriteRow>('SELECT * FROM favourites WHERE id = ?').get(id);
    return row && fromRow(row);
  }

  /** Marks a product; marking it again keeps the first row (and its id). */
  add(merchantId: number, userId: number, productId: number, now: number): StoredFavourite {
    this.#sqlite
      .prepare(
        `INSERT INTO favourites (merchant_id, user_id, product_id, created) VALUES (?, ?, ?, ?)
         ON CONFLICT (user_id, product_id) DO NOTHING`,
      )
      .run(merchantId, userId, productId, now);
    const row = this.#sqlite
      .prepare<[number, number], FavouriteRow>(
        'SELECT * FROM favourites WHERE user_id = ? AND product_id = ?',
      )
      .get(userId, productId);
    if (!row) throw new Error('favourite vanished right after its insert');
    return fromRow(row);
  }

  /** Unmarks a product; answers the removed row, or undefined when it was not marked. */
  removeProduct(userId: number, productId: number): StoredFavourite | undefined {
    const row = this.#sqlite
      .prepare<[number, number], FavouriteRow>(
        'DELETE FROM favourites WHERE user_id = ? AND product_id = ? RETURNING *',
      )
      .get(userId, productId);
    return row && fromRow(row);
  }

  delete(id: number): void {
    this.#sqlite.prepare('DELETE FROM favourites WHERE id = ?').run(id);
  }
}

const stores = new WeakMap<StorefrontDb, FavouriteStore>();

/** The favourite store of a database, kept beside the connection (as ordersOf does) so db.ts stays as is. */
export function favouritesOf(db: StorefrontDb): FavouriteStore {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = new FavouriteStore(db.sqlite)));
  return store;
}
