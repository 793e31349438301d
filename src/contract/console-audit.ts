/** The console's audit log: every staff action, who did it, when, and the target before and after. */
import { z } from 'zod';
import { DateTime, Id } from './primitives.ts';

export const AuditAction = z.enum([
  'SIGN_IN',
  'SIGN_OUT',
  'ORDER_ACCEPT',
  'ORDER_REJECT',
  'ORDER_MOVE',
  'ORDER_PAID',
  'ORDER_CANCEL',
  'STAFF_ADD',
  'STAFF_REMOVE',
  'ITEM_STOP',
  'ITEM_RESUME',
  'STOCK_SET',
  'BRANCH_PAUSE',
  'BRANCH_REOPEN',
  'SETTINGS_SAVE',
  'SETTINGS_REVERT',
]);
export type AuditAction = z.infer<typeof AuditAction>;

export const AuditTarget = z.enum(['ORDER', 'STAFF', 'PRODUCT', 'MODIFICATION', 'BRANCH', 'SETTINGS']);
export type AuditTarget = z.infer<typeof AuditTarget>;

export const AuditEntry = z.object({
  id: Id,
  staffId: Id,
  action: AuditAction,
  targetType: AuditTarget,
  targetId: Id.nullable(),
  /** The target's fields the action changed, before and after (null: it did not exist). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  at: DateTime,
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditQuery = z.object({
  staffId: z.coerce.number().int().nonnegative().optional(),
  action: AuditAction.optional(),
  targetType: AuditTarget.optional(),
  targetId: z.coerce.number().int().nonnegative().optional(),
  /** Epoch ms bounds of the entries' time (from included, to excluded). */
  from: z.coerce.number().int().nonnegative().optional(),
  to: z.coerce.number().int().nonnegative().optional(),
  beforeId: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditPage = z.object({ entries: z.array(AuditEntry), nextBeforeId: Id.nullable() });
