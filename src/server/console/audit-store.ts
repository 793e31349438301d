/**
 * The console's audit log: one row per staff action (who, what, on which order or member, the fields
 * it changed before and after, when). Written in the action's own transaction where the action is a
 * database change, so a change without its entry (or an entry without its change) cannot exist.
 */
import type { Kysely, Selectable } from 'kysely';
import { AuditAction, AuditTarget, type AuditEntry, type AuditQuery } from '../../contract/console-audit.ts';
import type { ConsoleAuditTable, Database } from '../storage/schema.ts';

/** One action to record. */
export interface AuditRecord {
  merchantId: number;
  staffId: number;
  action: AuditAction;
  targetType: AuditTarget;
  targetId: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const objectOrNull = (text: string | null): Record<string, unknown> | null => {
  if (text === null) return null;
  const value: unknown = JSON.parse(text);
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
};

function entryFromRow(row: Selectable<ConsoleAuditTable>): AuditEntry {
  return {
    id: row.id,
    staffId: row.staff_id,
    action: AuditAction.parse(row.action),
    targetType: AuditTarget.parse(row.target_type),
    targetId: row.target_id,
    before: objectOrNull(row.before),
    after: objectOrNull(row.after),
    at: new Date(Number(row.created_at)).toISOString(),
  };
}

/** Writes and reads the audit log; pass a transaction to write inside it. */
export class AuditStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async record(entry: AuditRecord, now: number): Promise<void> {
    await this.#db
      .insertInto('console_audit')
      .values({
        merchant_id: entry.merchantId,
        staff_id: entry.staffId,
        action: entry.action,
        target_type: entry.targetType,
        target_id: entry.targetId,
        before: entry.before && JSON.stringify(entry.before),
        after: entry.after && JSON.stringify(entry.after),
        created_at: now,
      })
      .execute();
  }

  /** A merchant's entries, newest first, filtered; one more than `limit` is read to know if more remain. */
  async list(
    merchantId: number,
    query: AuditQuery,
  ): Promise<{ entries: AuditEntry[]; nextBeforeId: number | null }> {
    let select = this.#db.selectFrom('console_audit').selectAll().where('merchant_id', '=', merchantId);
    if (query.staffId !== undefined) select = select.where('staff_id', '=', query.staffId);
    if (query.action !== undefined) select = select.where('action', '=', query.action);
    if (query.targetType !== undefined) select = select.where('target_type', '=', query.targetType);
    if (query.targetId !== undefined) select = select.where('target_id', '=', query.targetId);
    if (query.from !== undefined) select = select.where('created_at', '>=', query.from);
    if (query.to !== undefined) select = select.where('created_at', '<', query.to);
    if (query.beforeId !== undefined) select = select.where('id', '<', query.beforeId);
    const rows = await select
      .orderBy('id', 'desc')
      .limit(query.limit + 1)
      .execute();
    const entries = rows.slice(0, query.limit).map(entryFromRow);
    const last = entries.at(-1);
    return { entries, nextBeforeId: rows.length > query.limit && last ? last.id : null };
  }

  /** Who made the newest change of an order to a status (the console's idempotent repeat). */
  async lastMoverTo(merchantId: number, orderId: number, status: string): Promise<number | undefined> {
    const rows = await this.#db
      .selectFrom('console_audit')
      .select(['staff_id', 'after'])
      .where('merchant_id', '=', merchantId)
      .where('target_type', '=', 'ORDER')
      .where('target_id', '=', orderId)
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    const row = rows[0];
    return row && objectOrNull(row.after)?.status === status ? row.staff_id : undefined;
  }
}
