/**
 * The database schema as an ordered list of named migrations, written once for both engines with the
 * query builder's schema builder. Append only: a migration that has run somewhere must never change
 * what it creates, because the `migrations` table remembers it by id and name. (Migrations 1-9 were
 * SQLite SQL before PostgreSQL arrived; they were rewritten here to create the same tables on both
 * engines, under the same ids and names, so existing SQLite files carry on.)
 */
import { sql, type CreateTableBuilder, type Kysely, type Transaction } from 'kysely';
import { announceOrderEvents } from './order-events-announce.ts';

/** Which engine a migration runs on: the few types that differ are chosen with it. */
export type Engine = 'sqlite' | 'postgres';

/** One schema step. */
export interface Migration {
  id: number;
  name: string;
  up: (db: Transaction<unknown>, engine: Engine) => Promise<void>;
}

/** An auto-numbered integer primary key. */
function withId<T extends string>(table: CreateTableBuilder<T>, engine: Engine): CreateTableBuilder<T, 'id'> {
  return engine === 'postgres'
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/** Epoch milliseconds do not fit PostgreSQL's 32-bit integer. */
const TIME = 'bigint';
/** PostgreSQL's `real` is single precision: coordinates and money need double. */
const DOUBLE = 'double precision';

export const migrations: readonly Migration[] = [
  {
    id: 1,
    name: 'users-and-sessions',
    up: async (db, engine) => {
      await withId(db.schema.createTable('users'), engine)
        .addColumn('merchant_id', 'integer', (col) => col.notNull())
        .addColumn('phone', 'text', (col) => col.notNull())
        .addColumn('first_name', 'text')
        .addColumn('last_name', 'text')
        .addColumn('birthday', 'text')
        .addColumn('email', 'text')
        .addColumn('image', 'text')
        .addColumn('gender', 'text', (col) => col.check(sql`gender IN ('male', 'female')`))
        .addColumn('cashback', DOUBLE, (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', TIME, (col) => col.notNull())
        .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
        // A customer may belong to several brands: one user row per merchant and phone.
        .addUniqueConstraint('users_merchant_phone', ['merchant_id', 'phone'])
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('token', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('merchant_id', 'integer', (col) => col.notNull())
        .addColumn('created_at', TIME, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
    },
  },
  {
    id: 2,
    name: 'reviews',
    up: async (db, engine) => {
      await withId(db.schema.createTable('reviews'), engine)
        .addColumn('merchant_id', 'integer', (col) => col.notNull())
        .addColumn('product_id', 'integer', (col) => col.notNull())
        // Set for reviews seeded from a tenant's reviews.json (its id there); NULL for customer reviews.
        .addColumn('fixture_id', 'integer')
        .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('grade', 'integer', (col) => col.notNull().check(sql`grade BETWEEN 1 AND 5`))
        .addColumn('comment', 'text')
        .addColumn('created_at', 'text')
        .addUniqueConstraint('reviews_merchant_fixture', ['merchant_id', 'fixture_id'])
        .execute();
      await db.schema
        .createIndex('reviews_product')
        .on('reviews')
        .columns(['merchant_id', 'product_id'])
        .execute();
    },
  },
  {
    id: 3,
    name: 'hashed-session-tokens',
    // Migration 1 kept bearer tokens in plain text. Those sessions end here (their customers sign in
    // again); from now on only a SHA-256 of each token is stored.
    up: async (db) => {
      await db.schema.dropTable('sessions').execute();
      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('merchant_id', 'integer', (col) => col.notNull())
        // How the session was opened: WEB (phone and code) or TG (messenger init data).
        .addColumn('channel', 'text', (col) =>
          col
            .notNull()
            .defaultTo('WEB')
            .check(sql`channel IN ('WEB', 'TG')`),
        )
        .addColumn('created_at', TIME, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
    },
  },
  {
    id: 4,
    name: 'users-telegram-language',
    up: async (db) => {
      // Telegram user ids pass 2^31.
      await db.schema.alterTable('users').addColumn('telegram_id', 'bigint').execute();
      await db.schema.alterTable('users').addColumn('language', 'text').execute();
      await db.schema.alterTable('users').addColumn('updated_at', TIME).execute();
      // 1 once the customer proved the phone with an SMS code; 0 for a phone only claimed in the bot.
      await db.schema
        .alterTable('users')
        .addColumn('phone_verified', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('users_telegram')
        .on('users')
        .columns(['merchant_id', 'telegram_id'])
        .unique()
        .where(sql.ref('telegram_id'), 'is not', null)
        .execute();
    },
  },
  {
    id: 5,
    name: 'sign-in-codes',
    up: async (db, engine) => {
      await withId(db.schema.createTable('codes'), engine)
        .addColumn('merchant_id', 'integer', (col) => col.notNull())
        // The phone the code was sent to (the new phone for a phone change).
        .addColumn('phone', 'text', (col) => col.notNull())
        .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose IN ('LOGIN', 'PHONE_CHANGE')`))
        // Set for a phone change: whose phone changes.
        .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
        .addColumn('client_type', 'text')
        // Only a salted scrypt hash of the code is stored, never the code.
        .addColumn('salt', 'text', (col) => col.notNull())
        .addColumn('hash', 'text', (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', TIME, (col) => col.notNull())
        .addColumn('expires_at', TIME, (col) => col.notNull())
        .addColumn('used_at', TIME)
        .execute();
      await db.schema
        .createIndex('codes_phone')
        .on('codes')
        .columns(['merchant_id', 'phone', 'created_at'])
        .execute();
      await db.schema.createIndex('codes_user').on('codes').column('user_id').execute();
    },
  },
  {
    id: 6,
    name: 'addresses',
    up: async (db, engine) => {
      await withId(db.schema.createTable('addresses'), engine)
        .addColumn('merchant_id', 'integer', (col) => col.notNull())
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('type', 'text', (col) =>
          col
            .notNull()
            .defaultTo('HOUSE')
            .check(sql`type IN ('HOUSE', 'APARTMENT')`),
        )
        .addColumn('name', 'text')
        .addColumn('street_name', 'text')
        .addColumn('details', 'text')
        .addColumn('description', 'text')
        .addColumn('latitude', DOUBLE, (col) => col.notNull())
        .addColumn('longitude', DOUBLE, (col) => col.notNull())
        .addColumn('city_id', 'integer')
        .addColumn('house_number', 'text')
        .addColumn('comment', 'text')
        .addColumn('office', 'text')
        .addColumn('domophone', 'text')
        .addColumn('entrance', 'text')
        .addColumn('floor', 'text')
        .addColumn('created_at', TIME, (col) => col.notNull())
        .addColumn('updated_at', TIME, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('addresses_owner')
        .on('addresses')
        .columns(['merchant_id', 'user_id'])
        .execute();
    },
  },
  {
    id: 7,
    name: 'user-images',
    // Profile pictures (userImage), served by the media host as <sub>/user-images/<id>.webp. The id is
    // random so a picture's URL cannot be guessed from a user id; deleting the user deletes them.
    up: async (db, engine) => {
      await db.schema
        .createTable('user_images')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('merchant_id', 'integer', (col) => col.notNull())
        // Already decoded, rotated, fitted into 512x512 and encoded as webp.
        .addColumn('bytes', engine === 'postgres' ? 'bytea' : 'blob', (col) => col.notNull())
        .addColumn('created', TIME, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('user_images_user').on('user_images').column('user_id').execute();
    },
  },
  {
    id: 8,
    name: 'orders',
    // id, number, status and is_paid are columns (they change, and lists filter and sort by them);
    // everything else of the stored order is the JSON in body, written once at creation. The lines
    // live inside that JSON: nothing queries a single line. Deleting an account keeps its orders as
    // the merchant's history (user_id becomes NULL), so order numbers are never reused.
    up: async (db, engine) => {
      await withId(db.schema.createTable('orders'), engine)
        .addColumn('merchant_id', 'integer', (col) => col.notNull())
        .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        // 1, 2, 3... per merchant: what the customer and the kitchen call the order.
        .addColumn('number', 'integer', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('service_type', 'text', (col) => col.notNull())
        .addColumn('payment_type', 'text', (col) => col.notNull())
        .addColumn('order_device', 'text', (col) => col.notNull())
        .addColumn('is_paid', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created', TIME, (col) => col.notNull())
        .addColumn('updated', TIME, (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        .addUniqueConstraint('orders_merchant_number', ['merchant_id', 'number'])
        .execute();
      await db.schema
        .createIndex('orders_owner')
        .on('orders')
        .columns(['merchant_id', 'user_id', 'status'])
        .execute();
    },
  },
  {
    id: 9,
    name: 'favourites',
    // One row per customer and product: marking a favourite twice keeps one. merchant_id is the tenant
    // the call came through; product_id refers to that tenant's catalogue (fixtures, not the database).
    up: async (db, engine) => {
      await withId(db.schema.createTable('favourites'), engine)
        .addColumn('merchant_id', 'integer', (col) => col.notNull())
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (col) => col.notNull())
        .addColumn('created', TIME, (col) => col.notNull())
        .addUniqueConstraint('favourites_user_product', ['user_id', 'product_id'])
        .execute();
      await db.schema
        .createIndex('favourites_owner')
        .on('favourites')
        .columns(['merchant_id', 'user_id'])
        .execute();
    },
  },
  {
    id: 10,
    name: 'session-expiry',
    // Sessions expire when idle and after an absolute age; deleting the account or changing the phone
    // asks for a code proven recently in the session (confirmed_at). Existing sessions count as seen
    // and confirmed when they were created.
    up: async (db) => {
      await db.schema.alterTable('sessions').addColumn('last_seen_at', TIME).execute();
      await db.schema.alterTable('sessions').addColumn('confirmed_at', TIME).execute();
      await sql`UPDATE sessions SET last_seen_at = created_at`.execute(db);
    },
  },
  {
    id: 11,
    name: 'order-numbers',
    // The next order number comes from one atomic upsert on this row, so two instances placing orders
    // at once never compute the same MAX(number) + 1. Seeded from the orders placed so far.
    up: async (db) => {
      await db.schema
        .createTable('order_numbers')
        .addColumn('merchant_id', 'integer', (col) => col.primaryKey())
        .addColumn('last_number', 'integer', (col) => col.notNull())
        .execute();
      await sql`INSERT INTO order_numbers (merchant_id, last_number)
                SELECT merchant_id, MAX(number) FROM orders GROUP BY merchant_id`.execute(db);
    },
  },
  {
    id: 12,
    name: 'rate-limits',
    up: async (db) => {
      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('window_start', TIME, (col) => col.notNull())
        .addColumn('hits', 'integer', (col) => col.notNull())
        .addColumn('expires_at', TIME, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('rate_limits_expiry').on('rate_limits').column('expires_at').execute();
    },
  },
  {
    id: 13,
    name: 'idempotency-keys',
    up: async (db) => {
      await db.schema
        .createTable('idempotency_keys')
        .addColumn('merchant_id', 'integer', (col) => col.notNull())
        .addColumn('user_id', 'integer', (col) => col.notNull())
        .addColumn('key', 'text', (col) => col.notNull())
        .addColumn('request_hash', 'text', (col) => col.notNull())
        .addColumn('status', 'integer', (col) => col.notNull())
        .addColumn('response', 'text', (col) => col.notNull())
        .addColumn('created_at', TIME, (col) => col.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['merchant_id', 'user_id', 'key'])
        .execute();
      await db.schema
        .createIndex('idempotency_keys_age')
        .on('idempotency_keys')
        .column('created_at')
        .execute();
    },
  },
  {
    id: 14,
    name: 'order-events',
    up: async (db, engine) => {
      await withId(db.schema.createTable('order_events'), engine)
        .addColumn('merchant_id', 'integer', (col) => col.notNull())
        .addColumn('user_id', 'integer', (col) => col.notNull())
        .addColumn('order_id', 'integer', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('is_paid', 'integer', (col) => col.notNull())
        .addColumn('created_at', TIME, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('order_events_owner')
        .on('order_events')
        .columns(['merchant_id', 'user_id', 'id'])
        .execute();
    },
  },
  {
    id: 15,
    name: 'order-couriers',
    up: async (db) => {
      // One column per statement: SQLite's ALTER TABLE adds one at a time.
      await db.schema.alterTable('orders').addColumn('courier_id', 'integer').execute();
      await db.schema.alterTable('orders').addColumn('courier_status', 'text').execute();
      await db.schema.alterTable('orders').addColumn('courier_since', TIME).execute();
      await db.schema.alterTable('orders').addColumn('courier_kmh', DOUBLE).execute();
      await db.schema.alterTable('order_events').addColumn('courier_status', 'text').execute();
    },
  },
  {
    id: 16,
    name: 'payment-transactions',
    // One row per provider transaction (Payme's id, Click's click_trans_id, Uzum's transId). The
    // unique constraint makes every callback idempotent on the provider's id: a repeat finds the row
    // instead of making a second one, on any instance. Amounts are in tiyin (1/100 so'm).
    up: async (db, engine) => {
      await withId(db.schema.createTable('payment_transactions'), engine)
        .addColumn('merchant_id', 'integer', (col) => col.notNull())
        .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
        .addColumn('provider', 'text', (col) => col.notNull())
        .addColumn('provider_tx_id', 'text', (col) => col.notNull())
        .addColumn('amount', TIME, (col) => col.notNull())
        .addColumn('state', 'text', (col) => col.notNull())
        .addColumn('reason', 'integer')
        .addColumn('provider_time', TIME)
        .addColumn('created_at', TIME, (col) => col.notNull())
        .addColumn('performed_at', TIME)
        .addColumn('cancelled_at', TIME)
        .addColumn('data', 'text', (col) => col.notNull().defaultTo('{}'))
        .addUniqueConstraint('payment_transactions_provider_id', [
          'provider',
          'merchant_id',
          'provider_tx_id',
        ])
        .execute();
      await db.schema
        .createIndex('payment_transactions_order')
        .on('payment_transactions')
        .columns(['merchant_id', 'order_id'])
        .execute();
    },
  },
  {
    id: 17,
    name: 'payme-keys',
    // The cash register key Payme's ChangePassword set (payments/payme/payme-keys.ts): the fixture
    // files are not rewritten at runtime, and every instance must accept the new key at once.
    up: async (db) => {
      await db.schema
        .createTable('payme_keys')
        .addColumn('merchant_id', 'integer', (col) => col.notNull())
        .addColumn('slot', 'text', (col) => col.notNull().check(sql`slot IN ('key', 'testKey')`))
        .addColumn('fixture_key_hash', 'text', (col) => col.notNull())
        .addColumn('key', 'text', (col) => col.notNull())
        .addColumn('changed_at', TIME, (col) => col.notNull())
        .addPrimaryKeyConstraint('payme_keys_pk', ['merchant_id', 'slot'])
        .execute();
    },
  },
  {
    id: 18,
    name: 'promo-uses-and-cashback',
    // Promo limits (promos.json maxUses, maxUsesPerCustomer) are kept by counters that one guarded
    // upsert moves ("+1 unless at the limit"), so concurrent orders on any instance never go over a
    // limit; a cancelled order gives its use back. The order remembers its promo, the cashback it spent
    // and will earn, and when that was settled: the credit of a done order and the give-back of a
    // cancelled one are each a guarded update of these columns, so they happen once whoever repeats
    // the status. paid_at is when the order was last marked paid (its receipt shows it).
    up: async (db, engine) => {
      await db.schema
        .createTable('promo_uses')
        .addColumn('merchant_id', 'integer', (col) => col.notNull())
        .addColumn('promo_id', 'integer', (col) => col.notNull())
        .addColumn('uses', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('promo_uses_pk', ['merchant_id', 'promo_id'])
        .execute();
      await db.schema
        .createTable('promo_customer_uses')
        .addColumn('merchant_id', 'integer', (col) => col.notNull())
        .addColumn('promo_id', 'integer', (col) => col.notNull())
        .addColumn('user_id', 'integer', (col) => col.notNull())
        .addColumn('uses', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('promo_customer_uses_pk', ['merchant_id', 'user_id', 'promo_id'])
        .execute();
      // One column per statement: SQLite's ALTER TABLE adds one at a time.
      await db.schema.alterTable('orders').addColumn('promo_id', 'integer').execute();
      await db.schema
        .alterTable('orders')
        .addColumn('cashback_spent', DOUBLE, (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('orders')
        .addColumn('cashback_earned', DOUBLE, (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('orders').addColumn('cashback_credited_at', TIME).execute();
      await db.schema.alterTable('orders').addColumn('released_at', TIME).execute();
      await db.schema.alterTable('orders').addColumn('paid_at', TIME).execute();
      // Orders placed before: their promo and spent cashback come from the stored JSON, the counters
      // from them; a paid one's time is unknown, its last change is the best guess.
      const field = (name: string) =>
        engine === 'postgres'
          ? sql.raw(`(body::jsonb ->> '${name}')`)
          : sql.raw(`json_extract(body, '$.${name}')`);
      await sql`UPDATE orders SET promo_id = CAST(${field('promoId')} AS integer),
                cashback_spent = COALESCE(CAST(${field('cashback')} AS ${sql.raw(DOUBLE)}), 0)`.execute(db);
      await sql`UPDATE orders SET paid_at = updated WHERE is_paid = 1`.execute(db);
      await sql`UPDATE orders SET released_at = updated WHERE status = 'CANCELED'`.execute(db);
      await sql`INSERT INTO promo_uses (merchant_id, promo_id, uses)
                SELECT merchant_id, promo_id, COUNT(*) FROM orders
                WHERE promo_id IS NOT NULL AND status <> 'CANCELED'
                GROUP BY merchant_id, promo_id`.execute(db);
      await sql`INSERT INTO promo_customer_uses (merchant_id, promo_id, user_id, uses)
                SELECT merchant_id, promo_id, user_id, COUNT(*) FROM orders
                WHERE promo_id IS NOT NULL AND user_id IS NOT NULL AND status <> 'CANCELED'
                GROUP BY merchant_id, promo_id, user_id`.execute(db);
    },
  },
  {
    id: 19,
    name: 'saved-cards',
    // A customer's cards saved with Payme's Subscribe API: the token Payme issued, Payme's masked
    // number and the expiry, and whether the card was confirmed by SMS. Never the number itself.
    up: async (db, engine) => {
      await withId(db.schema.createTable('saved_cards'), engine)
        .addColumn('merchant_id', 'integer', (col) => col.notNull())
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token', 'text', (col) => col.notNull())
        .addColumn('number', 'text', (col) => col.notNull())
        .addColumn('expire', 'text', (col) => col.notNull())
        .addColumn('verified', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', TIME, (col) => col.notNull())
        .addColumn('verified_at', TIME)
        .execute();
      await db.schema
        .createIndex('saved_cards_owner')
        .on('saved_cards')
        .columns(['merchant_id', 'user_id'])
        .execute();
    },
  },
  {
    id: 20,
    name: 'click-invoices',
    // Invoices sent through Click's Merchant API for Click mini app orders (click/click-invoices.ts):
    // one row per attempt of an order, claimed before Click is called, so a double tap sends one.
    up: async (db, engine) => {
      await withId(db.schema.createTable('click_invoices'), engine)
        .addColumn('merchant_id', 'integer', (col) => col.notNull())
        .addColumn('order_id', 'integer', (col) => col.notNull())
        .addColumn('attempt', 'integer', (col) => col.notNull())
        .addColumn('invoice_id', 'text')
        .addColumn('phone', 'text', (col) => col.notNull())
        .addColumn('amount', 'integer', (col) => col.notNull())
        .addColumn('created_at', TIME, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('click_invoices_attempt')
        .on('click_invoices')
        .columns(['merchant_id', 'order_id', 'attempt'])
        .unique()
        .execute();
    },
  },
  {
    id: 21,
    name: 'notifications',
    // The notification centre's read state (notifications/notifications-store.ts): one row per
    // customer and notification read; the notifications themselves are order_events and the
    // merchant's news file. And the messages the server would send to a customer's Telegram bot chat
    // (notifications/bot-outbox.ts): one per order event at most, whichever instance writes it first.
    up: async (db, engine) => {
      await db.schema
        .createTable('notification_reads')
        .addColumn('merchant_id', 'integer', (col) => col.notNull())
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('notification_id', 'text', (col) => col.notNull())
        .addColumn('read_at', TIME, (col) => col.notNull())
        .addPrimaryKeyConstraint('notification_reads_key', ['merchant_id', 'user_id', 'notification_id'])
        .execute();
      await withId(db.schema.createTable('bot_messages'), engine)
        .addColumn('merchant_id', 'integer', (col) => col.notNull())
        .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('chat_id', 'text', (col) => col.notNull())
        .addColumn('order_id', 'integer', (col) => col.notNull())
        .addColumn('event_id', 'integer', (col) => col.notNull().unique())
        .addColumn('text', 'text', (col) => col.notNull())
        .addColumn('created_at', TIME, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('bot_messages_merchant').on('bot_messages').column('merchant_id').execute();
    },
  },
  {
    id: 22,
    name: 'order-estimates',
    // The server's estimate of an order (orders/order-estimate.ts), moved at each status change:
    // when the kitchen should have it ready and when the customer should have it.
    up: async (db) => {
      await db.schema.alterTable('orders').addColumn('ready_at', TIME).execute();
      await db.schema.alterTable('orders').addColumn('expected_at', TIME).execute();
    },
  },
  {
    id: 23,
    name: 'order-reviews',
    // A customer's review of a done order (one per order: the unique constraint makes a second
    // sending an update, on any instance) and the product grades it gave, which are rows of reviews
    // tagged with the order (unique per order and product, so editing replaces them).
    up: async (db, engine) => {
      await withId(db.schema.createTable('order_reviews'), engine)
        .addColumn('merchant_id', 'integer', (col) => col.notNull())
        .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
        .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('grade', 'integer', (col) => col.notNull().check(sql`grade BETWEEN 1 AND 5`))
        .addColumn('comment', 'text')
        .addColumn('created_at', TIME, (col) => col.notNull())
        .addColumn('updated_at', TIME, (col) => col.notNull())
        .addUniqueConstraint('order_reviews_order', ['merchant_id', 'order_id'])
        .execute();
      await db.schema.alterTable('reviews').addColumn('order_id', 'integer').execute();
      await db.schema
        .createIndex('reviews_order_product')
        .on('reviews')
        .columns(['merchant_id', 'order_id', 'product_id'])
        .unique()
        .execute();
    },
  },
  {
    id: 24,
    name: 'order-cancellation',
    // Why the customer cancelled (contract order-cancel.ts) and, for an order paid online, where its
    // refund is: NULL (nothing to give back), PENDING (asked for) or REFUNDED.
    up: async (db) => {
      // One column per statement: SQLite's ALTER TABLE adds one at a time.
      await db.schema.alterTable('orders').addColumn('cancel_reason', 'text').execute();
      await db.schema.alterTable('orders').addColumn('cancel_comment', 'text').execute();
      await db.schema
        .alterTable('orders')
        .addColumn('refund_state', 'text', (col) => col.check(sql`refund_state IN ('PENDING', 'REFUNDED')`))
        .execute();
    },
  },
  {
    id: 25,
    name: 'vacancy-applications',
    // Applications for a vacancy (vacancies/): a guest's have no user_id.
    up: async (db, engine) => {
      await withId(db.schema.createTable('vacancy_applications'), engine)
        .addColumn('merchant_id', 'integer', (col) => col.notNull())
        .addColumn('vacancy_id', 'integer', (col) => col.notNull())
        .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('phone', 'text', (col) => col.notNull())
        .addColumn('note', 'text')
        .addColumn('created_at', TIME, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('vacancy_applications_owner')
        .on('vacancy_applications')
        .columns(['merchant_id', 'user_id'])
        .execute();
    },
  },
  {
    id: 26,
    name: 'reservations',
    // Table reservations (reservations/): starts and ends as epoch ms, so overlaps are one range query.
    up: async (db, engine) => {
      await withId(db.schema.createTable('reservations'), engine)
        .addColumn('merchant_id', 'integer', (col) => col.notNull())
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('branch_id', 'integer', (col) => col.notNull())
        .addColumn('place_id', 'integer', (col) => col.notNull())
        .addColumn('chairs', 'integer', (col) => col.notNull())
        .addColumn('starts_at', TIME, (col) => col.notNull())
        .addColumn('ends_at', TIME, (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('phone', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('created_at', TIME, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('reservations_place_time')
        .on('reservations')
        .columns(['merchant_id', 'branch_id', 'place_id', 'starts_at'])
        .execute();
      await db.schema.createIndex('reservations_owner').on('reservations').columns(['user_id']).execute();
    },
  },
  {
    id: 27,
    name: 'waiter-calls',
    // Waiter calls of dine-in orders (orders/waiter-calls.ts). `open_key` is the order id while the
    // call is open and null once answered: the unique index lets one open call exist per order, so
    // two taps at once make one call on either engine.
    up: async (db, engine) => {
      await withId(db.schema.createTable('waiter_calls'), engine)
        .addColumn('merchant_id', 'integer', (col) => col.notNull())
        .addColumn('order_id', 'integer', (col) => col.notNull())
        .addColumn('open_key', 'integer')
        .addColumn('called_at', TIME, (col) => col.notNull())
        .addColumn('expires_at', TIME, (col) => col.notNull())
        .addColumn('answered_at', TIME)
        .execute();
      await db.schema
        .createIndex('waiter_calls_open')
        .on('waiter_calls')
        .column('open_key')
        .unique()
        .execute();
      await db.schema.createIndex('waiter_calls_order').on('waiter_calls').column('order_id').execute();
    },
  },
  {
    id: 28,
    name: 'sms-outbox',
    // Every SMS the server sends (sms/sms-outbox-store.ts), written before it is sent and kept after:
    // pending → sending (claimed, with a lease) → sent, or failed once given up. The guarded claim
    // lets one instance send a row; a lease that ran out (a crash mid-send) lets another resume it.
    // `idempotency_key` makes a receipt one per order, whichever instance hears the order first.
    up: async (db, engine) => {
      await withId(db.schema.createTable('sms_outbox'), engine)
        .addColumn('merchant_id', 'integer', (col) => col.notNull())
        .addColumn('phone', 'text', (col) => col.notNull())
        .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind IN ('code', 'receipt')`))
        // NULL once a code's row is final: a code is kept in clear no longer than it is on its way.
        .addColumn('text', 'text')
        .addColumn('gateway', 'text', (col) => col.notNull().check(sql`gateway IN ('ESKIZ', 'PLAY_MOBILE')`))
        .addColumn('status', 'text', (col) =>
          col
            .notNull()
            .defaultTo('pending')
            .check(sql`status IN ('pending', 'sending', 'sent', 'failed')`),
        )
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('next_attempt_at', TIME, (col) => col.notNull())
        .addColumn('lease_until', TIME)
        .addColumn('deadline_at', TIME, (col) => col.notNull())
        .addColumn('provider_message_id', 'text')
        .addColumn('last_error', 'text')
        .addColumn('delivery_status', 'text')
        .addColumn('delivery_at', TIME)
        .addColumn('idempotency_key', 'text', (col) => col.unique())
        .addColumn('created_at', TIME, (col) => col.notNull())
        .addColumn('sent_at', TIME)
        .execute();
      await db.schema
        .createIndex('sms_outbox_due')
        .on('sms_outbox')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema
        .createIndex('sms_outbox_phone')
        .on('sms_outbox')
        .columns(['merchant_id', 'phone', 'kind', 'id'])
        .execute();
      await db.schema
        .createIndex('sms_outbox_provider')
        .on('sms_outbox')
        .columns(['gateway', 'provider_message_id'])
        .execute();
    },
  },
  {
    id: 29,
    name: 'bot-delivery',
    // bot_messages becomes an outbox the bot sender delivers (notifications/bot-sender.ts): where each
    // message is, how often it was tried, when it may be tried next (while `sending`, when the lease of
    // the instance that took it runs out), Telegram's id of the sent message, the last error, when it
    // was sent. Rows recorded before this migration were never meant to be sent: they stay `recorded`,
    // the status of a server that sends nothing (development, tests).
    // bot_blocked_chats: chats that refused a merchant's bot (Telegram's 403: the customer blocked the
    // bot, the account was deleted; or the chat is not found); nothing more goes to them until the
    // customer opens the Mini App again (telegram/blocked-chats.ts).
    up: async (db) => {
      // One column per statement: SQLite's ALTER TABLE adds one at a time.
      await db.schema
        .alterTable('bot_messages')
        .addColumn('status', 'text', (col) =>
          col
            .notNull()
            .defaultTo('recorded')
            .check(sql`status IN ('recorded', 'pending', 'sending', 'sent', 'failed', 'blocked')`),
        )
        .execute();
      await db.schema
        .alterTable('bot_messages')
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('bot_messages').addColumn('next_attempt_at', TIME).execute();
      await db.schema.alterTable('bot_messages').addColumn('telegram_message_id', 'bigint').execute();
      await db.schema.alterTable('bot_messages').addColumn('last_error', 'text').execute();
      await db.schema.alterTable('bot_messages').addColumn('sent_at', TIME).execute();
      // The sender's question: which rows are due (pending, or sending with a lease run out)?
      await db.schema
        .createIndex('bot_messages_due')
        .on('bot_messages')
        .columns(['status', 'next_attempt_at'])
        .execute();
      // Messages of one chat go in order: is an earlier one of this chat still on its way?
      await db.schema
        .createIndex('bot_messages_chat')
        .on('bot_messages')
        .columns(['merchant_id', 'chat_id', 'id'])
        .execute();
      await db.schema
        .createTable('bot_blocked_chats')
        .addColumn('merchant_id', 'integer', (col) => col.notNull())
        .addColumn('chat_id', 'text', (col) => col.notNull())
        .addColumn('reason', 'text', (col) => col.notNull())
        .addColumn('blocked_at', TIME, (col) => col.notNull())
        .addPrimaryKeyConstraint('bot_blocked_chats_key', ['merchant_id', 'chat_id'])
        .execute();
    },
  },
  {
    id: 30,
    name: 'stop-list-and-pauses',
    // The staff's stop list, stock counts and branch pauses (stop-list/): small tables, read whole per
    // merchant when one of them changes.
    up: async (db) => {
      await db.schema
        .createTable('stop_list')
        .addColumn('merchant_id', 'integer', (col) => col.notNull())
        .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind IN ('product', 'modification')`))
        .addColumn('item_id', 'integer', (col) => col.notNull())
        .addColumn('branch_id', 'integer', (col) => col.notNull())
        .addColumn('until', TIME)
        .addColumn('staff_id', 'integer')
        .addColumn('created_at', TIME, (col) => col.notNull())
        .addPrimaryKeyConstraint('stop_list_key', ['merchant_id', 'kind', 'item_id', 'branch_id'])
        .execute();
      await db.schema
        .createTable('stock_counts')
        .addColumn('merchant_id', 'integer', (col) => col.notNull())
        .addColumn('product_id', 'integer', (col) => col.notNull())
        .addColumn('count', 'integer', (col) => col.notNull().check(sql`count >= 0`))
        .addColumn('staff_id', 'integer')
        .addColumn('updated_at', TIME, (col) => col.notNull())
        .addPrimaryKeyConstraint('stock_counts_key', ['merchant_id', 'product_id'])
        .execute();
      await db.schema
        .createTable('branch_pauses')
        .addColumn('merchant_id', 'integer', (col) => col.notNull())
        .addColumn('branch_id', 'integer', (col) => col.notNull())
        .addColumn('type', 'text', (col) => col.notNull().check(sql`type IN ('PICK_UP', 'DELIVERY')`))
        .addColumn('until', TIME)
        .addColumn('staff_id', 'integer')
        .addColumn('created_at', TIME, (col) => col.notNull())
        .addPrimaryKeyConstraint('branch_pauses_key', ['merchant_id', 'branch_id', 'type'])
        .execute();
    },
  },
  {
    id: 31,
    name: 'console-staff',
    // The merchant's console (console/): staff and their sessions (a table of their own, so a staff
    // token can never pass as a customer's or the other way round), their sign-in codes (a purpose
    // of their own in `codes`: a staff code never signs a customer in), the audit log of every staff
    // action, and the reason staff give when they reject or cancel an order (the customer reads it).
    up: async (db, engine) => {
      await withId(db.schema.createTable('staff'), engine)
        .addColumn('merchant_id', 'integer', (col) => col.notNull())
        .addColumn('phone', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('role', 'text', (col) =>
          col.notNull().check(sql`role IN ('OWNER', 'MANAGER', 'OPERATOR')`),
        )
        // JSON array of branch ids; [] is every branch.
        .addColumn('branch_ids', 'text', (col) => col.notNull())
        .addColumn('created_at', TIME, (col) => col.notNull())
        // Set when the owner removes the member: the row stays for the audit log's sake.
        .addColumn('removed_at', TIME)
        .execute();
      await db.schema
        .createIndex('staff_phone')
        .on('staff')
        .columns(['merchant_id', 'phone'])
        .unique()
        .execute();
      await db.schema
        .createTable('staff_sessions')
        .addColumn('token_hash', 'text', (col) => col.primaryKey())
        .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff.id').onDelete('cascade'))
        .addColumn('merchant_id', 'integer', (col) => col.notNull())
        .addColumn('created_at', TIME, (col) => col.notNull())
        .addColumn('last_seen_at', TIME, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('staff_sessions_staff').on('staff_sessions').column('staff_id').execute();
      await withId(db.schema.createTable('console_audit'), engine)
        .addColumn('merchant_id', 'integer', (col) => col.notNull())
        .addColumn('staff_id', 'integer', (col) => col.notNull())
        .addColumn('action', 'text', (col) => col.notNull())
        .addColumn('target_type', 'text', (col) => col.notNull())
        .addColumn('target_id', 'integer')
        // JSON of the target before and after the action; null when there was none.
        .addColumn('before', 'text')
        .addColumn('after', 'text')
        .addColumn('created_at', TIME, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('console_audit_merchant')
        .on('console_audit')
        .columns(['merchant_id', 'id'])
        .execute();
      await db.schema
        .createIndex('console_audit_target')
        .on('console_audit')
        .columns(['merchant_id', 'target_type', 'target_id'])
        .execute();
      await db.schema.alterTable('orders').addColumn('staff_reason', 'text').execute();
      await allowCodePurposes(db, engine, ['LOGIN', 'PHONE_CHANGE', 'STAFF_LOGIN']);
    },
  },
  {
    id: 32,
    name: 'tenant-data',
    // Tenants live in the database (tenant-data/): a tenant folder's JSON files one row each, as
    // written (the export gives them back), its media files, and a version per change with what
    // changed, who and how (an import, the settings studio, a revert). A folder is the import and
    // export format; `source_hash` is the hash of the folder last imported, so a start with a changed
    // folder imports it again unless staff changed the tenant since (`version` past `imported_version`).
    up: async (db, engine) => {
      await db.schema
        .createTable('tenants')
        .addColumn('merchant_id', 'integer', (col) => col.primaryKey())
        .addColumn('sub', 'text', (col) => col.notNull().unique())
        .addColumn('version', 'integer', (col) => col.notNull())
        .addColumn('imported_version', 'integer', (col) => col.notNull())
        .addColumn('source_hash', 'text', (col) => col.notNull())
        .addColumn('updated_at', TIME, (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('tenant_files')
        .addColumn('merchant_id', 'integer', (col) => col.notNull().references('tenants.merchant_id'))
        .addColumn('file', 'text', (col) => col.notNull())
        // The file's JSON, as it was written (defaults not filled in).
        .addColumn('content', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('tenant_files_key', ['merchant_id', 'file'])
        .execute();
      await db.schema
        .createTable('tenant_media')
        .addColumn('merchant_id', 'integer', (col) => col.notNull().references('tenants.merchant_id'))
        // Relative to the tenant's media folder, with forward slashes.
        .addColumn('path', 'text', (col) => col.notNull())
        .addColumn('bytes', engine === 'postgres' ? 'bytea' : 'blob', (col) => col.notNull())
        .addPrimaryKeyConstraint('tenant_media_key', ['merchant_id', 'path'])
        .execute();
      await withId(db.schema.createTable('tenant_versions'), engine)
        .addColumn('merchant_id', 'integer', (col) => col.notNull().references('tenants.merchant_id'))
        .addColumn('version', 'integer', (col) => col.notNull())
        .addColumn('source', 'text', (col) =>
          col.notNull().check(sql`source IN ('IMPORT', 'STUDIO', 'REVERT')`),
        )
        // Null for an import or a tool; the staff member otherwise.
        .addColumn('staff_id', 'integer')
        // JSON: { "<file>": { "before": <json or null>, "after": <json or null> } } of the changed files.
        .addColumn('changes', 'text', (col) => col.notNull())
        .addColumn('created_at', TIME, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('tenant_versions_version')
        .on('tenant_versions')
        .columns(['merchant_id', 'version'])
        .unique()
        .execute();
    },
  },
  {
    id: 33,
    name: 'order-events-announce',
    // PostgreSQL announces each order event at its commit (order-events-announce.ts says why).
    up: async (db, engine) => {
      if (engine === 'postgres') await announceOrderEvents(db);
    },
  },
];

/**
 * Widens the check on codes.purpose. PostgreSQL swaps the constraint; SQLite cannot alter one, so
 * the table is rebuilt under the new check with its rows and indexes (nothing references it).
 */
async function allowCodePurposes(
  db: Transaction<unknown>,
  engine: Engine,
  purposes: string[],
): Promise<void> {
  const check = sql`purpose IN (${sql.join(purposes.map((purpose) => sql.lit(purpose)))})`;
  if (engine === 'postgres') {
    await sql`ALTER TABLE codes DROP CONSTRAINT codes_purpose_check`.execute(db);
    await sql`ALTER TABLE codes ADD CONSTRAINT codes_purpose_check CHECK (${check})`.execute(db);
    return;
  }
  await withId(db.schema.createTable('codes_widened'), engine)
    .addColumn('merchant_id', 'integer', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) => col.notNull().check(check))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('client_type', 'text')
    .addColumn('salt', 'text', (col) => col.notNull())
    .addColumn('hash', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', TIME, (col) => col.notNull())
    .addColumn('expires_at', TIME, (col) => col.notNull())
    .addColumn('used_at', TIME)
    .execute();
  await sql`INSERT INTO codes_widened SELECT * FROM codes`.execute(db);
  await db.schema.dropTable('codes').execute();
  await db.schema.alterTable('codes_widened').renameTo('codes').execute();
  await db.schema
    .createIndex('codes_phone')
    .on('codes')
    .columns(['merchant_id', 'phone', 'created_at'])
    .execute();
  await db.schema.createIndex('codes_user').on('codes').column('user_id').execute();
}

/** Any number, the same in every instance: the advisory lock that lets one of them migrate at a time. */
const MIGRATION_LOCK = 7_412_001;

/**
 * Applies the migrations not yet applied, all in one transaction (both engines have transactional
 * DDL). On PostgreSQL an advisory lock makes instances that start together take turns: the second
 * finds the work done.
 * @throws when the database knows a migration under another name (the list was edited, not appended).
 */
export async function runMigrations(
  db: Kysely<unknown>,
  engine: Engine,
  list: readonly Migration[] = migrations,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (engine === 'postgres') await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await trx.schema
      .createTable('migrations')
      .ifNotExists()
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('applied_at', TIME, (col) => col.notNull())
      .execute();
    const rows = await sql<{ id: number; name: string }>`SELECT id, name FROM migrations`.execute(trx);
    const applied = new Map(rows.rows.map((row) => [Number(row.id), row.name]));
    for (const migration of list) {
      const known = applied.get(migration.id);
      if (known !== undefined) {
        if (known !== migration.name) {
          throw new Error(
            `Migration ${migration.id} is "${known}" in the database but "${migration.name}" in the code`,
          );
        }
        continue;
      }
      await migration.up(trx, engine);
      await sql`INSERT INTO migrations (id, name, applied_at)
                VALUES (${migration.id}, ${migration.name}, ${Date.now()})`.execute(trx);
    }
  });
}
