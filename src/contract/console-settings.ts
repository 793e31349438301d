/**
 * The settings studio of the console (endpoints/console.ts): both settings variants as the merchant's
 * files hold them, saved as versions with author, time and a readable difference, and reverted in one
 * call. A save names the version it was made on: a save made on an older one is refused (someone else
 * saved meanwhile), never merged silently.
 */
import { z } from 'zod';
import { DateTime, Id } from './primitives.ts';

/** The two settings documents a merchant has (spec section 3). */
export const SettingsVariant = z.enum(['web', 'clickApp']);
export type SettingsVariant = z.infer<typeof SettingsVariant>;

/** A settings document as written (keys left out take their defaults). */
const SettingsDocument = z.record(z.string(), z.unknown());

export const ConsoleSettings = z.object({
  /** The tenant's version these documents are from. */
  version: z.number().int().positive(),
  web: SettingsDocument,
  /** Null: the merchant has no click-app settings of its own (the Click app then uses the web ones). */
  clickApp: SettingsDocument.nullable(),
});
export type ConsoleSettings = z.infer<typeof ConsoleSettings>;

export const SettingsSaveRequest = z.object({
  /** The version the staff member's form was loaded from. */
  baseVersion: z.number().int().positive(),
  web: SettingsDocument.optional(),
  clickApp: SettingsDocument.optional(),
});
export type SettingsSaveRequest = z.infer<typeof SettingsSaveRequest>;

/**
 * One changed field of a version: its JSON path in the file, before and after. A field that was not
 * there before (or is not after) has no `before` (`after`): JSON has no undefined.
 */
export const FieldChange = z.object({
  path: z.string(),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
});
export type FieldChange = z.infer<typeof FieldChange>;

export const TenantVersionView = z.object({
  version: z.number().int().positive(),
  source: z.enum(['IMPORT', 'STUDIO', 'REVERT']),
  /** Who saved it; null for an import. */
  staff: z.object({ id: Id, name: z.string() }).nullable(),
  at: DateTime,
  /**
   * By file: added, removed, or changed with the fields that changed (at most FIELD_CHANGES_SHOWN per
   * file) and how many did. An added file is not spelled out: it is the whole file.
   */
  files: z.array(
    z.object({
      file: z.string(),
      state: z.enum(['ADDED', 'REMOVED', 'CHANGED']),
      count: z.number().int(),
      fields: z.array(FieldChange),
    }),
  ),
});
export type TenantVersionView = z.infer<typeof TenantVersionView>;

export const FIELD_CHANGES_SHOWN = 30;

export const SettingsHistory = z.object({ versions: z.array(TenantVersionView) });
export type SettingsHistory = z.infer<typeof SettingsHistory>;
