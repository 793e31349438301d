/** The addresses table: a signed-in customer's saved delivery addresses (guests keep theirs locally). */
import type { Kysely, Selectable } from 'kysely';
import type { Address } from '../../contract/index.ts';
import type { AddressesTable, Database } from '../storage/schema.ts';

type AddressRow = Selectable<AddressesTable>;

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

/** Typed queries on the addresses table. */
export class AddressStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** A user's addresses at a merchant, oldest first. */
  async list(merchantId: number, userId: number): Promise<Address[]> {
    const rows = await this.#db
      .selectFrom('addresses')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    return rows.map(addressFromRow);
  }

  async count(merchantId: number, userId: number): Promise<number> {
    const row = await this.#db
      .selectFrom('addresses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('merchant_id', '=', merchantId)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async find(id: number): Promise<StoredAddress | undefined> {
    const row = await this.#db.selectFrom('addresses').selectAll().where('id', '=', id).executeTakeFirst();
    return (
      row && { id: row.id, merchantId: row.merchant_id, userId: row.user_id, address: addressFromRow(row) }
    );
  }

  async create(merchantId: number, userId: number, fields: AddressFields, now: number): Promise<Address> {
    const row = await this.#db
      .insertInto('addresses')
      .values({
        merchant_id: merchantId,
        user_id: userId,
        ...columnValues(fields),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return addressFromRow(row);
  }

  async update(id: number, fields: AddressFields, now: number): Promise<Address> {
    const row = await this.#db
      .updateTable('addresses')
      .set({ ...columnValues(fields), updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new Error(`address ${id} vanished during an update`);
    return addressFromRow(row);
  }

  async delete(id: number): Promise<void> {
    await this.#db.deleteFrom('addresses').where('id', '=', id).execute();
  }
}

// The database (storage/db.ts) holds this store; database.ts makes it when the database opens.
declare module '../storage/db.ts' {
  interface DomainStores {
    /** Customers' saved addresses. */
    readonly addresses: AddressStore;
  }
}
