/**
 * The database schema as an ordered list of named migrations. Append only: a migration that has run
 * somewhere must never change, because the `migrations` table remembers it by id and name.
 */
import type Database from 'better-sqlite3';

/** One schema step. */
export interface Migration {
  id: number;
  name: string;
  sql: string;
}

export const migrations: readonly Migration[] = [
  {
    id: 1,
    name: 'users-and-sessions',
    sql: `
      CREATE TABLE users (
        id          INTEGER PRIMARY KEY AUTOINCREMENT,
        merchant_id INTEGER NOT NULL,
        phone       TEXT    NOT NULL,
        first_name  TEXT,
        last_name   TEXT,
        birthday    TEXT,
        email       TEXT,
        image       TEXT,
        gender      TEXT CHECK (gender IN ('male', 'female')),
        cashback    REAL    NOT NULL DEFAULT 0,
        created_at  INTEGER NOT NULL,
        is_active   INTEGER NOT NULL DEFAULT 1,
        -- A customer may belong to several brands: one user row per merchant and phone.
        UNIQUE (merchant_id, phone)
      );
      CREATE TABLE sessions (
        token       TEXT PRIMARY KEY,
        user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        merchant_id INTEGER NOT NULL,
        created_at  INTEGER NOT NULL
      );
      CREATE INDEX sessions_user ON sessions (user_id);
    `,
  },
  {
    id: 2,
    name: 'reviews',
    sql: `
      CREATE TABLE reviews (
        id          INTEGER PRIMARY KEY AUTOINCREMENT,
        merchant_id INTEGER NOT NULL,
        product_id  INTEGER NOT NULL,
        -- Set for reviews seeded from a tenant's reviews.json (its id there); NULL for customer reviews.
        fixture_id  INTEGER,
        user_id     INTEGER REFERENCES users (id) ON DELETE SET NULL,
        grade       INTEGER NOT NULL CHECK (grade BETWEEN 1 AND 5),
        comment     TEXT,
        created_at  TEXT,
        UNIQUE (merchant_id, fixture_id)
      );
      CREATE INDEX reviews_product ON reviews (merchant_id, product_id);
    `,
  },
  {
    id: 3,
    name: 'hashed-session-tokens',
    // Migration 1 kept bearer tokens in plain text. SQLite cannot hash them in SQL, so those sessions
    // end here (their customers sign in again); from now on only a SHA-256 of each token is stored.
    sql: `
      DROP TABLE sessions;
      CREATE TABLE sessions (
        token_hash  TEXT    PRIMARY KEY,
        user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        merchant_id INTEGER NOT NULL,
        -- How the session was opened: WEB (phone and code) or TG (messenger init data).
        channel     TEXT    NOT NULL DEFAULT 'WEB' CHECK (channel IN ('WEB', 'TG')),
        created_at  INTEGER NOT NULL
      );
      CREATE INDEX sessions_user ON sessions (user_id);
    `,
  },
  {
    id: 4,
    name: 'users-telegram-language',
    sql: `
      ALTER TABLE users ADD COLUMN telegram_id INTEGER;
      ALTER TABLE users ADD COLUMN language TEXT;
      ALTER TABLE users ADD COLUMN updated_at INTEGER;
      -- 1 once the customer proved the phone with an SMS code; 0 for a phone only claimed in the bot.
      ALTER TABLE users ADD COLUMN phone_verified INTEGER NOT NULL DEFAULT 0;
      CREATE UNIQUE INDEX users_telegram ON users (merchant_id, telegram_id) WHERE telegram_id IS NOT NULL;
    `,
  },
  {
    id: 5,
    name: 'sign-in-codes',
    sql: `
      CREATE TABLE codes (
        id          INTEGER PRIMARY KEY AUTOINCREMENT,
        merchant_id INTEGER NOT NULL,
        -- The phone the code was sent to (the new phone for a phone change).
        phone       TEXT    NOT NULL,
        purpose     TEXT    NOT NULL CHECK (purpose IN ('LOGIN', 'PHONE_CHANGE')),
        -- Set for a phone change: whose phone changes.
        user_id     INTEGER REFERENCES users (id) ON DELETE CASCADE,
        client_type TEXT,
        -- Only a salted scrypt hash of the code is stored, never the code.
        salt        TEXT    NOT NULL,
        hash        TEXT    NOT NULL,
        attempts    INTEGER NOT NULL DEFAULT 0,
        created_at  INTEGER NOT NULL,
        expires_at  INTEGER NOT NULL,
        used_at     INTEGER
      );
      CREATE INDEX codes_phone ON codes (merchant_id, phone, created_at);
      CREATE INDEX codes_user ON codes (user_id);
    `,
  },
  {
    id: 6,
    name: 'addresses',
    sql: `
      CREATE TABLE addresses (
        id           INTEGER PRIMARY KEY AUTOINCREMENT,
        merchant_id  INTEGER NOT NULL,
        user_id      INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        type         TEXT    NOT NULL DEFAULT 'HOUSE' CHECK (type IN ('HOUSE', 'APARTMENT')),
        name         TEXT,
        street_name  TEXT,
        details      TEXT,
        description  TEXT,
        latitude     REAL    NOT NULL,
        longitude    REAL    NOT NULL,
        city_id      INTEGER,
        house_number TEXT,
        comment      TEXT,
        office       TEXT,
        domophone    TEXT,
        entrance     TEXT,
        floor        TEXT,
        created_at   INTEGER NOT NULL,
        updated_at   INTEGER NOT NULL
      );
      CREATE INDEX addresses_owner ON addresses (merchant_id, user_id);
    `,
  },
  {
    id: 7,
    name: 'user-images',
    // Profile pictures (userImage), served by the media host as <sub>/user-images/<id>.webp. The id is
    // random so a picture's URL cannot be guessed from a user id; deleting the user deletes them.
    sql: `
      CREATE TABLE user_images (
        id          TEXT    PRIMARY KEY,
        user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        merchant_id INTEGER NOT NULL,
        -- Already decoded, rotated, fitted into 512x512 and encoded as webp.
        bytes       BLOB    NOT NULL,
        created     INTEGER NOT NULL
      );
      CREATE INDEX user_images_user ON user_images (user_id);
    `,
  },
  {
    id: 8,
    name: 'orders',
    // id, number, status and is_paid are columns (they change, and lists filter and sort by them);
    // everything else of the stored order is the JSON in body, written once at creation. The lines
    // live inside that JSON: nothing queries a single line. Deleting an account keeps its orders as
    // the merchant's history (user_id becomes NULL), so order numbers are never reused.
    sql: `
      CREATE TABLE orders (
        id             INTEGER PRIMARY KEY AUTOINCREMENT,
        merchant_id    INTEGER NOT NULL,
        user_id        INTEGER REFERENCES users (id) ON DELETE SET NULL,
        -- 1, 2, 3... per merchant: what the customer and the kitchen call the order.
        number         INTEGER NOT NULL,
        status         TEXT    NOT NULL,
        service_type   TEXT    NOT NULL,
        payment_type   TEXT    NOT NULL,
        order_device   TEXT    NOT NULL,
        is_paid        INTEGER NOT NULL DEFAULT 0,
        created        INTEGER NOT NULL,
        updated        INTEGER NOT NULL,
        body           TEXT    NOT NULL,
        UNIQUE (merchant_id, number)
      );
      CREATE INDEX orders_owner ON orders (merchant_id, user_id, status);
    `,
  },
  {
    id: 9,
    name: 'favourites',
    // One row per customer and product: marking a favourite twice keeps one. merchant_id is the tenant
    // the call came through; product_id refers to that tenant's catalogue (fixtures, not SQLite).
    sql: `
      CREATE TABLE favourites (
        id          INTEGER PRIMARY KEY AUTOINCREMENT,
        merchant_id INTEGER NOT NULL,
        user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        product_id  INTEGER NOT NULL,
        created     INTEGER NOT NULL,
        UNIQUE (user_id, product_id)
      );
      CREATE INDEX favourites_owner ON favourites (merchant_id, user_id);
    `,
  },
];

/**
 * Applies the migrations not yet applied, each in its own transaction.
 * @throws when the database knows a migration under another name (the list was edited, not appended).
 */
export function runMigrations(db: Database.Database, list: readonly Migration[] = migrations): void {
  db.exec(`CREATE TABLE IF NOT EXISTS migrations (
    id         INTEGER PRIMARY KEY,
    name       TEXT    NOT NULL,
    applied_at INTEGER NOT NULL
  )`);
  const applied = new Map(
    db
      .prepare<[], { id: number; name: string }>('SELECT id, name FROM migrations')
      .all()
      .map((row) => [row.id, row.name]),
  );
  const record = db.prepare('INSERT INTO migrations (id, name, applied_at) VALUES (?, ?, ?)');
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
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.id, migration.name, Date.now());
    })();
  }
}
