/**
 * Migration 18 on a database with orders placed before it: each order's promo and spent cashback come
 * from its stored JSON, the promo counters from those orders (cancelled ones aside), and a paid
 * order's paid time from its last change.
 */
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { connectStorage } from '../storage/engine.ts';
import { migrations, runMigrations } from '../storage/migrations.ts';
import { testDatabase } from '../../../tests/support/server/storage/test-database.ts';

describe('migration 18 (promo uses and cashback)', () => {
  it("fills the new columns and counters from the orders' JSON", async () => {
    const storage = connectStorage(await testDatabase());
    const db = storage.db as unknown as Kysely<unknown>;
    try {
      await runMigrations(
        db,
        storage.engine,
        migrations.filter((m) => m.id <= 17),
      );
      for (const [id, phone] of [
        [1, '+998900000001'],
        [2, '+998900000002'],
      ] as const) {
        await sql`INSERT INTO users (id, merchant_id, phone, created_at) VALUES (${id}, 7, ${phone}, 0)`.execute(
          db,
        );
      }
      const order = (id: number, user: number, status: string, isPaid: number, body: object) =>
        sql`INSERT INTO orders (id, merchant_id, user_id, number, status, service_type, payment_type,
              order_device, is_paid, created, updated, body)
            VALUES (${id}, 7, ${user}, ${id}, ${status}, 'PICK_UP', 'CASH', 'CLIENT_WEB', ${isPaid}, 1, 500,
              ${JSON.stringify(body)})`.execute(db);
      await order(1, 1, 'DONE', 1, { promoId: 4, cashback: 1500.5 });
      await order(2, 1, 'CREATED', 0, { promoId: 4, cashback: null });
      await order(3, 2, 'CREATED', 0, { promoId: 4 });
      await order(4, 2, 'CANCELED', 0, { promoId: 4, cashback: 100 });
      await order(5, 2, 'CREATED', 0, { comment: 'no promo' });
      await runMigrations(db, storage.engine);

      const rows = await sql<{
        id: number;
        promo_id: number | null;
        cashback_spent: number;
        paid_at: string | number | null;
        released_at: string | number | null;
      }>`SELECT id, promo_id, cashback_spent, paid_at, released_at FROM orders ORDER BY id`.execute(db);
      expect(
        rows.rows.map((r) => [
          r.promo_id,
          Number(r.cashback_spent),
          r.paid_at === null ? null : Number(r.paid_at),
          r.released_at === null ? null : Number(r.released_at),
        ]),
      ).toEqual([
        [4, 1500.5, 500, null],
        [4, 0, null, null],
        [4, 0, null, null],
        [4, 100, null, 500],
        [null, 0, null, null],
      ]);
      const totals = await sql<{ uses: number }>`SELECT uses FROM promo_uses WHERE promo_id = 4`.execute(db);
      expect(totals.rows.map((r) => Number(r.uses))).toEqual([3]);
      const mine = await sql<{ user_id: number; uses: number }>`
        SELECT user_id, uses FROM promo_customer_uses ORDER BY user_id`.execute(db);
      expect(mine.rows.map((r) => [Number(r.user_id), Number(r.uses)])).toEqual([
        [1, 2],
        [2, 1],
      ]);
    } finally {
      await storage.close();
    }
  });
});
