/**
 * The console's stop list: what the staff stopped (a product or an option sold out at one branch or
 * at all), the stock they counted and the branches' paused services, as the console shows and
 * changes them. The storefront sees their effect in its own answers (the catalogue's isAvailable,
 * productBranch, option isAvailable and unavailableBranchIds, count; the branches' pauses).
 */
import { z } from 'zod';
import { PausableService } from './branch-pause.ts';
import { DateTime, Id } from './primitives.ts';

export const StopKind = z.enum(['product', 'modification']);
export type StopKind = z.infer<typeof StopKind>;

/** A stopped item. `branchId` null: at every branch. `until` null: until taken off. */
export const StopEntry = z.object({
  kind: StopKind,
  itemId: Id,
  branchId: Id.nullable(),
  until: DateTime.nullable(),
});
export type StopEntry = z.infer<typeof StopEntry>;

export const StockEntry = z.object({ productId: Id, count: z.number().int().nonnegative() });
export type StockEntry = z.infer<typeof StockEntry>;

/** A paused service of a branch. `until` null: until reopened. */
export const PauseEntry = z.object({ branchId: Id, type: PausableService, until: DateTime.nullable() });
export type PauseEntry = z.infer<typeof PauseEntry>;

/** Everything in force now (ended entries are left out). */
export const ConsoleAvailability = z.object({
  stops: z.array(StopEntry),
  stock: z.array(StockEntry),
  pauses: z.array(PauseEntry),
});
export type ConsoleAvailability = z.infer<typeof ConsoleAvailability>;

/** A future end, at most a month ahead (a longer stop is "until taken off"). */
const Until = DateTime.nullable();

export const StopRequest = z.strictObject({
  kind: StopKind,
  itemId: Id,
  branchId: Id.nullable().default(null),
  until: Until.default(null),
});
export const ResumeRequest = z.strictObject({
  kind: StopKind,
  itemId: Id,
  branchId: Id.nullable().default(null),
});
/** null: the catalogue's own count again (or not counted). */
export const StockRequest = z.strictObject({
  count: z.number().int().nonnegative().max(1_000_000).nullable(),
});
export const PauseRequest = z.strictObject({ type: PausableService, until: Until.default(null) });
export const ReopenRequest = z.strictObject({ type: PausableService });
