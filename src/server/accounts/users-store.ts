/**
 * The users table. A customer is a user per merchant (brand): the same phone at two merchants is two
 * users, each with its own sessions, addresses and Telegram link.
 */
import type Database from 'better-sqlite3';
import type { User } from '../../contract/index.ts';

/** A users row as SQLite returns it. */
export interface UserRow {
  id: number;
  merchant_id: number;
  phone: string;
  first_name: string | null;
  last_name: string | null;
  birthday: string | null;
  email: string | null;
  image: string | null;
  gender: 'male' | 'female' | null;
  cashback: number;
  created_at: number;
  is_active: number;
  telegram_id: number | null;
  language: string | null;
  updated_at: number | null;
  phone_verified: number;
}

/** Maps a users row to the contract's User (server-only columns stay out). */
export function userFromRow(row: UserRow): User {
  return {
    id: row.id,
    merchantId: row.merchant_id,
    phone: row.phone,
    firstName: row.first_name,
    lastName: row.last_name,
    birthday: row.birthday,
    email: row.email,
    image: row.image,
    gender: row.gender,
    cashback: row.cashback,
    isActive: row.is_active === 1,
    createdDate: new Date(row.created_at).toISOString(),
    lastModifiedDate: new Date(row.updated_at ?? row.created_at).toISOString(),
  };
}

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
  readonly #sqlite: Database.Database;

  constructor(sqlite: Database.Database) {
    this.#sqlite = sqlite;
  }

  byId(merchantId: number, id: number): UserRow | undefined {
    return this.#sqlite
      .prepare<[number, number], UserRow>('SELECT * FROM users WHERE merchant_id = ? AND id = ?')
      .get(merchantId, id);
  }

  byPhone(merchantId: number, phone: string): UserRow | undefined {
    return this.#sqlite
      .prepare<[number, string], UserRow>('SELECT * FROM users WHERE merchant_id = ? AND phone = ?')
      .get(merchantId, phone);
  }

  byTelegramId(merchantId: number, telegramId: number): UserRow | undefined {
    return this.#sqlite
      .prepare<[number, number], UserRow>('SELECT * FROM users WHERE merchant_id = ? AND telegram_id = ?')
      .get(merchantId, telegramId);
  }

  create(user: NewUser, now: number): UserRow {
    const row = this.#sqlite
      .prepare<unknown[], UserRow>(
        `INSERT INTO users (merchant_id, phone, first_name, last_name, telegram_id, language, phone_verified,
                            created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
      )
      .get(
        user.merchantId,
        user.phone,
        user.firstName ?? null,
        user.lastName ?? null,
        user.telegramId ?? null,
        user.language ?? null,
        user.phoneVerified ? 1 : 0,
        now,
        now,
      );
    if (!row) throw new Error('INSERT ... RETURNING gave no row');
    return row;
  }

  /** Writes the given profile fields; returns the updated row. */
  updateProfile(id: number, fields: ProfileFields, now: number): UserRow {
    const sets: string[] = ['updated_at = @now'];
    const values: Record<string, unknown> = { id, now };
    for (const key of Object.keys(profileColumns) as (keyof ProfileFields)[]) {
      if (fields[key] === undefined) continue;
      sets.push(`${profileColumns[key]} = @${key}`);
      values[key] = fields[key];
    }
    const row = this.#sqlite
      .prepare<[Record<string, unknown>], UserRow>(
        `UPDATE users SET ${sets.join(', ')} WHERE id = @id RETURNING *`,
      )
      .get(values);
    if (!row) throw new Error(`user ${id} vanished during an update`);
    return row;
  }

  /** Sets a phone the customer has just proven with a code. */
  setVerifiedPhone(id: number, phone: string, now: number): UserRow {
    const row = this.#sqlite
      .prepare<[string, number, number], UserRow>(
        'UPDATE users SET phone = ?, phone_verified = 1, updated_at = ? WHERE id = ? RETURNING *',
      )
      .get(phone, now, id);
    if (!row) throw new Error(`user ${id} vanished during a phone change`);
    return row;
  }

  /**
   * Records that the customer has just proven the phone with an SMS code. A Telegram account linked
   * while the phone was only claimed in the bot (botRegister) never proved it: it is unlinked and its
   * bot sessions end, so whoever claimed somebody else's number loses the account to its owner.
   */
  confirmPhone(row: UserRow, now: number): UserRow {
    if (row.phone_verified === 1) return row;
    return this.#sqlite.transaction(() => {
      if (row.telegram_id !== null) {
        this.#sqlite.prepare("DELETE FROM sessions WHERE user_id = ? AND channel = 'TG'").run(row.id);
      }
      const updated = this.#sqlite
        .prepare<[number, number], UserRow>(
          `UPDATE users SET phone_verified = 1, telegram_id = NULL, updated_at = ? WHERE id = ? RETURNING *`,
        )
        .get(now, row.id);
      if (!updated) throw new Error(`user ${row.id} vanished while confirming the phone`);
      return updated;
    })();
  }

  setTelegramId(id: number, telegramId: number | null, now: number): void {
    this.#sqlite
      .prepare('UPDATE users SET telegram_id = ?, updated_at = ? WHERE id = ?')
      .run(telegramId, now, id);
  }

  setLanguage(id: number, language: string, now: number): void {
    this.#sqlite.prepare('UPDATE users SET language = ?, updated_at = ? WHERE id = ?').run(language, now, id);
  }

  /** Deletes the user with everything that is theirs (sessions, codes, addresses; reviews stay, anonymous). */
  delete(id: number): void {
    this.#sqlite.transaction(() => {
      for (const table of ['sessions', 'codes', 'addresses']) {
        this.#sqlite.prepare(`DELETE FROM ${table} WHERE user_id = ?`).run(id);
      }
      this.#sqlite.prepare('DELETE FROM users WHERE id = ?').run(id);
    })();
  }
}
