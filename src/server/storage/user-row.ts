/**
 * A users row and the contract's User it answers as. Here, below the domains, because the sessions
 * of the database (db.ts) answer the signed-in user too; the accounts' user store (accounts/) reads
 * and writes the rows.
 */
import type { Selectable } from 'kysely';
import type { User } from '../../contract/index.ts';
import type { UsersTable } from './schema.ts';

/** A users row as the database returns it. */
export type UserRow = Selectable<UsersTable>;

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
