/** The addresses table: a signed-in customer's saved delivery addresses (guests keep theirs locally). */
import type Database from 'better-sqlite3';
import type { Address } from '../../contract/index.ts';

interface AddressRow {
  id: number;
  merchant_id: number;
  user_id: number;
  type: 'HOUSE' | 'APARTMENT';
  name: string | null;
  street_name: string | null;
  details: string | null;
  description: string | null;
  latitude: number;
  longitude: number;
  city_id: number | null;
  house_number: string | null;
  comment: string | null;
  office: string | null;
  domophone: string | null;
  entrance: string | null;
  floor: string | null;
  created_at: number;
  updated_at: number;
}

/** An address with its owner, as the handlers check it. */
export interface StoredAddress {
  id: number;
  merchantId: number;
  userId: number;
  address: Address;
}

/** The stored fields of an address; the id, owner and dates are the server's. */
export interface AddressFields {
  type: 'HOUSE' | 'APARTMENT';
  name: string | null;
  streetName: string | null;
  details: string | null;
  description: string | null;
  latitude: number;
  longitude: number;
  cityId: number | null;
  houseNumber: string | null;
  comment: string | null;
  office: string | null;
  domophone: string | null;
  entrance: string | null;
  floor: string | null;
}

/** Text fields of an address, in the order of AddressFields. */
export const addressTextFields = [
  'name',
  'streetName',
  'details',
  'description',
  'houseNumber',
  'comment',
  'office',
  'domophone',
  'entrance',
  'floor',
] as const satisfies readonly (keyof AddressFields)[];

function addressFromRow(row: AddressRow): Address {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    streetName: row.street_name,
    details: row.details,
    description: row.description,
    latitude: row.latitude,
    longitude: row.longitude,
    cityId: row.city_id,
    houseNumber: row.house_number,
    comment: row.comment,
    office: row.office,
    domophone: row.domophone,
    entrance: row.entrance,
    floor: row.floor,
    createdDate: new Date(row.created_at).toISOString(),
    lastModifiedDate: new Date(row.updated_at).toISOString(),
  };
}

const columnValues = (fields: AddressFields) => ({
  type: fields.type,
  name: fields.name,
  street_name: fields.streetName,
  details: fields.details,
  description: fields.description,
  latitude: fields.latitude,
  longitude: fields.longitude,
  city_id: fields.cityId,
  house_number: fields.houseNumber,
  comment: fields.comment,
  office: fields.office,
  domophone: fields.domophone,
  entrance: fields.entrance,
  floor: fields.floor,
});

/** The columns columnValues fills. */
const COLUMNS = Object.keys(columnValues({} as AddressFields)) as (keyof ReturnType<typeof columnValues>)[];

/** Typed queries on the addresses table. */
export class AddressStore {
  readonly #sqlite: Database.Database;

  constructor(sqlite: Database.Database) {
    this.#sqlite = sqlite;
  }

  /** A user's addresses at a merchant, oldest first. */
  list(merchantId: number, userId: number): Address[] {
    return this.#sqlite
      .prepare<[number, number], AddressRow>(
        'SELECT * FROM addresses WHERE merchant_id = ? AND user_id = ? ORDER BY id',
      )
      .all(merchantId, userId)
      .map(addressFromRow);
  }

  count(merchantId: number, userId: number): number {
    return this.#sqlite
      .prepare<[number, number], number>(
        'SELECT COUNT(*) FROM addresses WHERE merchant_id = ? AND user_id = ?',
      )
      .pluck()
      .get(merchantId, userId) as number;
  }

  find(id: number): StoredAddress | undefined {
    const row = this.#sqlite.prepare<[number], AddressRow>('SELECT * FROM addresses WHERE id = ?').get(id);
    return (
      row && { id: row.id, merchantId: row.merchant_id, userId: row.user_id, address: addressFromRow(row) }
    );
  }

  create(merchantId: number, userId: number, fields: AddressFields, now: number): Address {
    const row = this.#sqlite
      .prepare<[Record<string, unknown>], AddressRow>(
        `INSERT INTO addresses (merchant_id, user_id, ${COLUMNS.join(', ')}, created_at, updated_at)
         VALUES (@merchant_id, @user_id, ${COLUMNS.map((c) => `@${c}`).join(', ')}, @now, @now)
         RETURNING *`,
      )
      .get({ merchant_id: merchantId, user_id: userId, ...columnValues(fields), now });
    if (!row) throw new Error('INSERT ... RETURNING gave no row');
    return addressFromRow(row);
  }

  update(id: number, fields: AddressFields, now: number): Address {
    const row = this.#sqlite
      .prepare<[Record<string, unknown>], AddressRow>(
        `UPDATE addresses SET ${COLUMNS.map((c) => `${c} = @${c}`).join(', ')}, updated_at = @now
         WHERE id = @id RETURNING *`,
      )
      .get({ id, ...columnValues(fields), now });
    if (!row) throw new Error(`address ${id} vanished during an update`);
    return addressFromRow(row);
  }

  delete(id: number): void {
    this.#sqlite.prepare('DELETE FROM addresses WHERE id = ?').run(id);
  }
}
