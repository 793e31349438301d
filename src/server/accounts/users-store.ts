/**
 * The users table. A customer is a user per merchant (brand): the same phone at two merchants is two
 * users, each with its own sessions, addresses and Telegram link.
 */
import type { Kysely, Updateable } from 'kysely';
import type { Database, UsersTable } from '../storage/schema.ts';
import type { UserRow } from '../storage/user-row.ts';

export { userFromRow, type UserRow } from '../storage/user-row.ts';

/** Profile fields a customer may edit (userUpdate); undefined keeps a value, null clears it. */
export interface ProfileFields {
  firstName?: string | null;
  lastName?: string | null;
  birthday?: string | null;
  email?: string | null;
  image?: string | null;
  gender?: 'male' | 'female' | null;
}

const profileColumns = {
  firstName: 'first_name',
  lastName: 'last_name',
  birthday: 'birthday',
  email: 'email',
  image: 'image',
  gender: 'gender',
} as const satisfies Record<keyof ProfileFields, string>;

/** What a new user starts with. */
export interface NewUser {
  merchantId: number;
  phone: string;
  firstName?: string | null;
  lastName?: string | null;
  telegramId?: number | null;
  language?: string | null;
  /** True when the phone was proven with an SMS code. */
  phoneVerified: boolean;
}

/** Typed queries on the users table. */
export class UserStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  byId(merchantId: number, id: number): Promise<UserRow | undefined> {
    return this.#db
      .selectFrom('users')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  byPhone(merchantId: number, phone: string): Promise<UserRow | undefined> {
    return this.#db
      .selectFrom('users')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('phone', '=', phone)
      .executeTakeFirst();
  }

  byTelegramId(merchantId: number, telegramId: number): Promise<UserRow | undefined> {
    return this.#db
      .selectFrom('users')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('telegram_id', '=', telegramId)
      .executeTakeFirst();
  }

  create(user: NewUser, now: number): Promise<UserRow> {
    return this.#db
      .insertInto('users')
      .values({
        merchant_id: user.merchantId,
        phone: user.phone,
        first_name: user.firstName ?? null,
        last_name: user.lastName ?? null,
        telegram_id: user.telegramId ?? null,
        language: user.language ?? null,
        phone_verified: user.phoneVerified ? 1 : 0,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Writes the given profile fields; returns the updated row. */
  async updateProfile(id: number, fields: ProfileFields, now: number): Promise<UserRow> {
    const sets: Updateable<UsersTable> = { updated_at: now };
    for (const key of Object.keys(profileColumns) as (keyof ProfileFields)[]) {
      if (fields[key] === undefined) continue;
      Object.assign(sets, { [profileColumns[key]]: fields[key] });
    }
    const row = await this.#db
      .updateTable('users')
      .set(sets)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new Error(`user ${id} vanished during an update`);
    return row;
  }

  /** Sets a phone the customer has just proven with a code. */
  async setVerifiedPhone(id: number, phone: string, now: number): Promise<UserRow> {
    const row = await this.#db
      .updateTable('users')
      .set({ phone, phone_verified: 1, updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new Error(`user ${id} vanished during a phone change`);
    return row;
  }

  /**
   * Records that the customer has just proven the phone with an SMS code. A Telegram account linked
   * while the phone was only claimed in the bot (botRegister) never proved it: it is unlinked and its
   * bot sessions end, so whoever claimed somebody else's number loses the account to its owner.
   */
  async confirmPhone(row: UserRow, now: number): Promise<UserRow> {
    if (row.phone_verified === 1) return row;
    return this.#db.transaction().execute(async (trx) => {
      if (row.telegram_id !== null) {
        await trx.deleteFrom('sessions').where('user_id', '=', row.id).where('channel', '=', 'TG').execute();
      }
      const updated = await trx
        .updateTable('users')
        .set({ phone_verified: 1, telegram_id: null, updated_at: now })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirst();
      if (!updated) throw new Error(`user ${row.id} vanished while confirming the phone`);
      return updated;
    });
  }

  async setTelegramId(id: number, telegramId: number | null, now: number): Promise<void> {
    await this.#db
      .updateTable('users')
      .set({ telegram_id: telegramId, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  async setLanguage(id: number, language: string, now: number): Promise<void> {
    await this.#db.updateTable('users').set({ language, updated_at: now }).where('id', '=', id).execute();
  }

  /** Deletes the user with everything that is theirs (sessions, codes, addresses; reviews stay, anonymous). */
  async delete(id: number): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
      await trx.deleteFrom('codes').where('user_id', '=', id).execute();
      await trx.deleteFrom('addresses').where('user_id', '=', id).execute();
      await trx.deleteFrom('users').where('id', '=', id).execute();
    });
  }
}

// The database (storage/db.ts) holds this store; database.ts makes it when the database opens.
declare module '../storage/db.ts' {
  interface DomainStores {
    /** The users (customers) of every merchant. */
    readonly users: UserStore;
  }
}
