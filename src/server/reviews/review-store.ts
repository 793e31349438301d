/**
 * Customers' reviews of their orders (order_reviews, migration 23) and the product grades they gave
 * (rows of reviews tagged with the order), plus the product review list the product page pages
 * through. Seeded fixture reviews are rows of reviews too (storage/db.ts seedReviews): the list and
 * the grades mix both.
 */
import type { Kysely, Selectable } from 'kysely';
import type { OrderReview, ProductGradeInput, ResponseOf } from '../../contract/index.ts';
import { REVIEW_EDIT_WINDOW_MS } from '../../contract/index.ts';
import type { Database, OrderReviewsTable } from '../storage/schema.ts';

/** What a customer sends for one of their orders. */
export interface ReviewInput {
  merchantId: number;
  orderId: number;
  userId: number;
  grade: number;
  comment: string;
  products: readonly ProductGradeInput[];
}

/** Why a review was not saved. */
export type SaveRefusal = 'LOCKED';
export type SaveResult = { ok: true; review: OrderReview } | { ok: false; reason: SaveRefusal };

const iso = (ms: number) => new Date(Number(ms)).toISOString();

export class ReviewStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** The review of an order, with its product grades; undefined when it was not rated. */
  async ofOrder(merchantId: number, orderId: number): Promise<OrderReview | undefined> {
    return this.#read(this.#db, merchantId, orderId);
  }

  /**
   * Saves the review of an order: the first sending creates it, a later one within the edit window
   * (counted from the first) replaces grade, comment and product grades; after it, LOCKED. One
   * transaction: the order's row in order_reviews is written first (its unique constraint makes two
   * first sendings at once one review, on any instance), then its product rows are replaced.
   */
  async save(input: ReviewInput, now: number): Promise<SaveResult> {
    return this.#db.transaction().execute(async (trx) => {
      const comment = input.comment || null;
      await trx
        .insertInto('order_reviews')
        .values({
          merchant_id: input.merchantId,
          order_id: input.orderId,
          user_id: input.userId,
          grade: input.grade,
          comment,
          created_at: now,
          updated_at: now,
        })
        .onConflict((conflict) =>
          conflict
            .columns(['merchant_id', 'order_id'])
            .doUpdateSet({ grade: input.grade, comment, updated_at: now })
            // Past the window the row stays as it was: nothing updates, and the answer says LOCKED.
            .where('order_reviews.created_at', '>', now - REVIEW_EDIT_WINDOW_MS),
        )
        .execute();
      const row = await trx
        .selectFrom('order_reviews')
        .selectAll()
        .where('merchant_id', '=', input.merchantId)
        .where('order_id', '=', input.orderId)
        .executeTakeFirstOrThrow();
      if (Number(row.updated_at) !== now) return { ok: false, reason: 'LOCKED' } as const;
      await trx
        .deleteFrom('reviews')
        .where('merchant_id', '=', input.merchantId)
        .where('order_id', '=', input.orderId)
        .execute();
      for (const product of input.products) {
        await trx
          .insertInto('reviews')
          .values({
            merchant_id: input.merchantId,
            order_id: input.orderId,
            user_id: input.userId,
            product_id: product.productId,
            grade: product.grade,
            // The order's comment goes with each product it rated: the product page shows what the
            // customer said alongside the grade.
            comment,
            created_at: iso(Number(row.created_at)),
          })
          .execute();
      }
      const review = await this.#read(trx, input.merchantId, input.orderId);
      if (!review) throw new Error(`review of order ${input.orderId} vanished while saving`);
      return { ok: true, review } as const;
    });
  }

  /** A product's reviews, newest first (fixture and customer reviews together). */
  async ofProduct(
    merchantId: number,
    productId: number,
    options: { page: number; size: number },
  ): Promise<{ content: ResponseOf<'productReviews'>['content']; totalElements: number }> {
    const mine = this.#db
      .selectFrom('reviews')
      .where('merchant_id', '=', merchantId)
      .where('product_id', '=', productId);
    const total = await mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await mine
      .select(['id', 'product_id', 'grade', 'comment', 'created_at'])
      // ISO times sort as text; undated fixture reviews go last.
      .orderBy('created_at', (order) => order.desc().nullsLast())
      .orderBy('id', 'desc')
      .limit(options.size)
      .offset(options.page * options.size)
      .execute();
    return {
      content: rows.map((row) => ({
        id: row.id,
        productId: row.product_id,
        grade: row.grade,
        comment: row.comment,
        createdDate: row.created_at,
      })),
      totalElements: Number(total.n),
    };
  }

  async #read(db: Kysely<Database>, merchantId: number, orderId: number): Promise<OrderReview | undefined> {
    const row = await db
      .selectFrom('order_reviews')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    if (!row) return undefined;
    const products = await db
      .selectFrom('reviews')
      .select(['product_id', 'grade'])
      .where('merchant_id', '=', merchantId)
      .where('order_id', '=', orderId)
      .orderBy('product_id')
      .execute();
    return reviewOf(
      row,
      products.map((p) => ({ productId: p.product_id, grade: p.grade })),
    );
  }
}

function reviewOf(row: Selectable<OrderReviewsTable>, products: ProductGradeInput[]): OrderReview {
  const created = Number(row.created_at);
  return {
    orderId: row.order_id,
    grade: row.grade,
    comment: row.comment,
    products,
    createdAt: iso(created),
    updatedAt: iso(Number(row.updated_at)),
    editableUntil: iso(created + REVIEW_EDIT_WINDOW_MS),
  };
}

// The database (storage/db.ts) holds this store; database.ts makes it when the database opens.
declare module '../storage/db.ts' {
  interface DomainStores {
    /** Customers' reviews of their orders and the product review list. */
    readonly reviews: ReviewStore;
  }
}
