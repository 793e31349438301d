/** The vacancy_applications table: applications for a merchant's vacancies (guests' have no user). */
import type { Kysely, Selectable } from 'kysely';
import type { VacancyApplication } from '../../contract/vacancy-applications.ts';
import type { Database, VacancyApplicationsTable } from '../storage/schema.ts';
import { oncePerDb } from '../storage/once-per-db.ts';

type Row = Selectable<VacancyApplicationsTable>;

const fromRow = (row: Row): VacancyApplication => ({
  id: row.id,
  vacancyId: row.vacancy_id,
  name: row.name,
  phone: row.phone,
  note: row.note,
  createdDate: new Date(Number(row.created_at)).toISOString(),
});

export interface NewVacancyApplication {
  merchantId: number;
  vacancyId: number;
  userId: number | null;
  name: string;
  phone: string;
  note: string | null;
  now: number;
}

/** Typed queries on the vacancy_applications table. */
export class VacancyApplicationStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async add(application: NewVacancyApplication): Promise<VacancyApplication> {
    const row = await this.#db
      .insertInto('vacancy_applications')
      .values({
        merchant_id: application.merchantId,
        vacancy_id: application.vacancyId,
        user_id: application.userId,
        name: application.name,
        phone: application.phone,
        note: application.note,
        created_at: application.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return fromRow(row);
  }

  /** A customer's applications at a merchant, newest first. */
  async listOf(merchantId: number, userId: number): Promise<VacancyApplication[]> {
    const rows = await this.#db
      .selectFrom('vacancy_applications')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(fromRow);
  }
}

/** The vacancy application store of a database, made once per database (app). */
export const vacancyApplicationsOf = oncePerDb(
  (db: { kysely: Kysely<Database> }) => new VacancyApplicationStore(db.kysely),
);
