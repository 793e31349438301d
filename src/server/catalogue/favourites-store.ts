/** The favourites table: the products a signed-in customer marked with a heart. */
import type { Kysely, Selectable } from 'kysely';
import type { Database, FavouritesTable } from '../storage/schema.ts';

type FavouriteRow = Selectable<FavouritesTable>;

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
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** A customer's favourites at a merchant, newest first. */
  async list(merchantId: number, userId: number): Promise<StoredFavourite[]> {
    const rows = await this.#db
      .selectFrom('favourites')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('user_id', '=', userId)
      .orderBy('created', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(fromRow);
  }

  async find(id: number): Promise<StoredFavourite | undefined> {
    const row = await this.#db.selectFrom('favourites').selectAll().where('id', '=', id).executeTakeFirst();
    return row && fromRow(row);
  }

  /** Marks a product; marking it again keeps the first row (and its id). */
  async add(merchantId: number, userId: number, productId: number, now: number): Promise<StoredFavourite> {
    await this.#db
      .insertInto('favourites')
      .values({ merchant_id: merchantId, user_id: userId, product_id: productId, created: now })
      .onConflict((conflict) => conflict.columns(['user_id', 'product_id']).doNothing())
      .execute();
    const row = await this.#db
      .selectFrom('favourites')
      .selectAll()
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .executeTakeFirst();
    if (!row) throw new Error('favourite vanished right after its insert');
    return fromRow(row);
  }

  /** Unmarks a product; answers the removed row, or undefined when it was not marked. */
  async removeProduct(userId: number, productId: number): Promise<StoredFavourite | undefined> {
    const row = await this.#db
      .deleteFrom('favourites')
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .returningAll()
      .executeTakeFirst();
    return row && fromRow(row);
  }

  async delete(id: number): Promise<void> {
    await this.#db.deleteFrom('favourites').where('id', '=', id).execute();
  }
}

// The database (storage/db.ts) holds this store; database.ts makes it when the database opens.
declare module '../storage/db.ts' {
  interface DomainStores {
    /** Customers' favourite products. */
    readonly favourites: FavouriteStore;
  }
}
