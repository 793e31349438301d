/**
 * The staff table: who may sign in to a merchant's console. A tenant's staff.json seeds it at start
 * (adding the members it does not have yet, never bringing back one the owner removed); from then on
 * the owner adds and removes staff in the console. A removed member keeps the row, marked removed, so
 * the audit log still names who did what, and sessions of a removed member stop working at once.
 */
import type { Kysely, Selectable } from 'kysely';
import { StaffRole, type StaffMember, type StaffMemberInput } from '../../contract/staff.ts';
import type { Database, StaffTable } from '../storage/schema.ts';

type StaffRow = Selectable<StaffTable>;

/** A staff row as the console shows it. */
export function staffFromRow(row: StaffRow): StaffMember {
  const ids: unknown = JSON.parse(row.branch_ids);
  return {
    id: row.id,
    phone: row.phone,
    name: row.name,
    role: StaffRole.parse(row.role),
    branchIds: Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [],
    createdAt: new Date(Number(row.created_at)).toISOString(),
  };
}

const columnsOf = (member: StaffMemberInput) => ({
  name: member.name,
  role: member.role,
  branch_ids: JSON.stringify(member.role === 'OPERATOR' ? (member.branchIds ?? []) : []),
});

/** Typed queries on the staff table. */
export class StaffStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Adds the members of a staff.json the table does not know yet (by phone). Idempotent. */
  async seed(merchantId: number, members: readonly StaffMemberInput[], now: number): Promise<void> {
    for (const member of members) {
      await this.#db
        .insertInto('staff')
        .values({ merchant_id: merchantId, phone: member.phone, created_at: now, ...columnsOf(member) })
        .onConflict((conflict) => conflict.columns(['merchant_id', 'phone']).doNothing())
        .execute();
    }
  }

  /** The current (not removed) member of a merchant with this phone. */
  async byPhone(merchantId: number, phone: string): Promise<StaffMember | undefined> {
    const row = await this.#db
      .selectFrom('staff')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('phone', '=', phone)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    return row && staffFromRow(row);
  }

  /** The merchant's current staff, oldest first. */
  async list(merchantId: number): Promise<StaffMember[]> {
    const rows = await this.#db
      .selectFrom('staff')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('removed_at', 'is', null)
      .orderBy('id')
      .execute();
    return rows.map(staffFromRow);
  }

  /**
   * Adds a member, or brings back a removed one with the new name, role and branches. Undefined when
   * the phone is a current member already (one phone, one person).
   */
  async add(merchantId: number, member: StaffMemberInput, now: number): Promise<StaffMember | undefined> {
    const row = await this.#db
      .insertInto('staff')
      .values({ merchant_id: merchantId, phone: member.phone, created_at: now, ...columnsOf(member) })
      .onConflict((conflict) =>
        conflict
          .columns(['merchant_id', 'phone'])
          .doUpdateSet({ ...columnsOf(member), created_at: now, removed_at: null })
          .where('staff.removed_at', 'is not', null),
      )
      .returningAll()
      .executeTakeFirst();
    return row && staffFromRow(row);
  }

  /**
   * Removes a member and ends every session of theirs, in one transaction (the caller's, when it
   * holds one). Undefined when there was no such current member (a repeat finds none).
   */
  async remove(merchantId: number, id: number, now: number): Promise<StaffMember | undefined> {
    const work = async (trx: Kysely<Database>) => {
      const row = await trx
        .updateTable('staff')
        .set({ removed_at: now })
        .where('merchant_id', '=', merchantId)
        .where('id', '=', id)
        .where('removed_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (!row) return undefined;
      await trx.deleteFrom('staff_sessions').where('staff_id', '=', id).execute();
      return staffFromRow(row);
    };
    return this.#db.isTransaction ? work(this.#db) : this.#db.transaction().execute(work);
  }
}
