/**
 * How often each promo code was used: by every customer together (promo_uses) and by each customer
 * (promo_customer_uses), one row per code (and customer) with a counter. A use is taken by one guarded
 * upsert per counter, "+1 unless it is at the limit": the database decides under its row lock, so two
 * orders placed at the same moment, on one instance or two, can never both take the last use. A
 * cancelled order gives its use back (order-settlement.ts).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../storage/schema.ts';

/** The limits of one code (promos.json), null where the merchant set none. */
export interface PromoLimits {
  promoId: number;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
}

/** Why a use could not be taken: every use of the code is gone, or this customer's are. */
export type PromoUseRefusal = 'PROMO_USED_UP' | 'PROMO_CUSTOMER_LIMIT';

export class PromoUseStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  in(trx: Kysely<Database>): PromoUseStore {
    return new PromoUseStore(trx);
  }

  /**
   * Takes one use of the code for an order of the customer, or says which limit is reached. Runs in
   * the order's transaction: on a refusal the caller must roll it back (the total may have been taken
   * before the customer's limit refused).
   */
  async take(merchantId: number, userId: number, limits: PromoLimits): Promise<PromoUseRefusal | null> {
    const total = await this.#db
      .insertInto('promo_uses')
      .values({ merchant_id: merchantId, promo_id: limits.promoId, uses: 1 })
      .onConflict((conflict) => {
        const add = conflict
          .columns(['merchant_id', 'promo_id'])
          .doUpdateSet({ uses: sql<number>`promo_uses.uses + 1` });
        return limits.maxUses === null ? add : add.where('promo_uses.uses', '<', limits.maxUses);
      })
      .returning('uses')
      .executeTakeFirst();
    if (!total) return 'PROMO_USED_UP';
    const mine = await this.#db
      .insertInto('promo_customer_uses')
      .values({ merchant_id: merchantId, promo_id: limits.promoId, user_id: userId, uses: 1 })
      .onConflict((conflict) => {
        const add = conflict
          .columns(['merchant_id', 'user_id', 'promo_id'])
          .doUpdateSet({ uses: sql<number>`promo_customer_uses.uses + 1` });
        return limits.maxUsesPerCustomer === null
          ? add
          : add.where('promo_customer_uses.uses', '<', limits.maxUsesPerCustomer);
      })
      .returning('uses')
      .executeTakeFirst();
    return mine ? null : 'PROMO_CUSTOMER_LIMIT';
  }

  /** Gives one use back (a cancelled order); the customer's too while the account exists. */
  async giveBack(merchantId: number, userId: number | null, promoId: number): Promise<void> {
    await this.#db
      .updateTable('promo_uses')
      .set({ uses: sql<number>`uses - 1` })
      .where('merchant_id', '=', merchantId)
      .where('promo_id', '=', promoId)
      .where('uses', '>', 0)
      .execute();
    if (userId === null) return;
    await this.#db
      .updateTable('promo_customer_uses')
      .set({ uses: sql<number>`uses - 1` })
      .where('merchant_id', '=', merchantId)
      .where('user_id', '=', userId)
      .where('promo_id', '=', promoId)
      .where('uses', '>', 0)
      .execute();
  }

  /** Uses of the merchant's codes by every customer together, by promo id (unused codes are absent). */
  async totals(merchantId: number): Promise<Map<number, number>> {
    const rows = await this.#db
      .selectFrom('promo_uses')
      .select(['promo_id', 'uses'])
      .where('merchant_id', '=', merchantId)
      .execute();
    return new Map(rows.map((row) => [row.promo_id, Number(row.uses)]));
  }

  /** A customer's uses of the merchant's codes, by promo id (only codes used at least once). */
  async ofCustomer(merchantId: number, userId: number): Promise<Map<number, number>> {
    const rows = await this.#db
      .selectFrom('promo_customer_uses')
      .select(['promo_id', 'uses'])
      .where('merchant_id', '=', merchantId)
      .where('user_id', '=', userId)
      .where('uses', '>', 0)
      .execute();
    return new Map(rows.map((row) => [row.promo_id, Number(row.uses)]));
  }
}

// The database (storage/db.ts) holds this store; database.ts makes it when the database opens.
declare module '../storage/db.ts' {
  interface DomainStores {
    /** How often each promo code was used, in total and per customer. */
    readonly promoUses: PromoUseStore;
  }
}
