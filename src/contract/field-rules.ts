/**
 * The rules of the fields customers fill in (profile, checkout, dine-in table), shared by the
 * storefront, which checks them before sending, and the server, which refuses what breaks them. A
 * broken rule is a FieldProblem: a machine-readable kind with its limits, which the server sends with
 * the field's path in its error body (FieldErrorBody), so a form puts the message under the field in
 * the customer's language, whatever languages the server's own description has.
 *
 * Imported from its own file, not the contract's index: only the screens with forms and the server
 * need it, and the index is part of every page's first download.
 */
import { z } from 'zod';
import { normalizeDigits } from './digits.ts';
import { ApiErrorBody } from './endpoints/define.ts';

export { digitValue, keepDigits, normalizeDigits } from './digits.ts';

/**
 * What can be wrong with a field. The storefront has a text for each kind in every language; a kind
 * it does not know (a newer server) falls back to the server's description.
 */
export const fieldProblemKinds = [
  /** Empty, or not sent, and the field is needed. */
  'required',
  /** A text longer than `max` characters. */
  'tooLong',
  /** A text shorter than `min` characters. */
  'tooShort',
  'email',
  'phone',
  /** Not a calendar date. */
  'date',
  /** A date before `min` (an ISO date). */
  'notBefore',
  /** A date after today, where only the past makes sense (a birthday). */
  'notFuture',
  /** Not a whole number. */
  'number',
  /** A number outside `min`..`max`. */
  'range',
  /** A number below `min`. */
  'min',
  /** A number above `max`. */
  'max',
  /** Not one of the values the field takes. */
  'choice',
  /** Not in the form the field takes (an id, a key, a code). */
  'format',
  /** A card number that fails the Luhn check. */
  'cardNumber',
  /** Anything else. */
  'invalid',
] as const;
export type FieldProblemKind = (typeof fieldProblemKinds)[number];

const Limit = z.union([z.number(), z.string()]);
export const FieldProblem = z.object({
  kind: z.enum(fieldProblemKinds),
  /** tooShort, notBefore, range, min: the smallest value (or length) taken. */
  min: Limit.optional(),
  /** tooLong, range, max: the largest value (or length) taken. */
  max: Limit.optional(),
});
export type FieldProblem = z.infer<typeof FieldProblem>;

/**
 * An error body that names the field refused: its path in the request ("email", "receiver.phone",
 * "cartItems[0].product.count"; JSON path without "$.") and, when a rule was broken, which one. A
 * problem this version cannot read is dropped, the rest of the body stays.
 */
export const FieldErrorBody = ApiErrorBody.extend({
  field: z.string().optional(),
  problem: FieldProblem.optional().catch(undefined),
});
export type FieldErrorBody = z.infer<typeof FieldErrorBody>;

// ---- Limits --------------------------------------------------------------------------------------

/** Longest first or last name. */
export const NAME_MAX_LENGTH = 100;
/** Longest email (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** Earliest birthday taken. */
export const MIN_BIRTHDAY = '1900-01-01';
/** Longest text of any order field (the comment, the receiver's name, the address extras...). */
export const ORDER_TEXT_MAX_LENGTH = 500;
/** Table numbers as printed on the tables: 1 to 9999 (no table 0). */
export const TABLE_NUMBER_MIN = 1;
export const TABLE_NUMBER_MAX = 9999;
export const MAX_TABLE_DIGITS = String(TABLE_NUMBER_MAX).length;

// ---- Rules ---------------------------------------------------------------------------------------

/** A name as stored: trimmed, inner runs of spaces made one. */
export const tidyName = (text: string): string => text.trim().replace(/\s+/g, ' ');

/** A first or last name: needed or not, at most NAME_MAX_LENGTH characters once tidied. */
export function nameProblem(text: string, required: boolean): FieldProblem | null {
  const name = tidyName(text);
  if (!name) return required ? { kind: 'required' } : null;
  return name.length > NAME_MAX_LENGTH ? { kind: 'tooLong', max: NAME_MAX_LENGTH } : null;
}

const Email = z.email();

/** An email, when one is given: the contract's User.email rule and its length. */
export function emailProblem(text: string): FieldProblem | null {
  const email = text.trim();
  if (!email) return null;
  if (email.length > EMAIL_MAX_LENGTH) return { kind: 'tooLong', max: EMAIL_MAX_LENGTH };
  return Email.safeParse(email).success ? null : { kind: 'email' };
}

const IsoDate = z.iso.date();

/**
 * A birthday, when one is given: a date from MIN_BIRTHDAY to `latest` (today; the server allows a
 * day more, as "today" east of its clock is already tomorrow).
 */
export function birthdayProblem(date: string, latest: string): FieldProblem | null {
  if (!date) return null;
  if (!IsoDate.safeParse(date).success) return { kind: 'date' };
  if (date < MIN_BIRTHDAY) return { kind: 'notBefore', min: MIN_BIRTHDAY };
  return date > latest ? { kind: 'notFuture' } : null;
}

/** A free text (a comment) of at most `max` characters once trimmed. */
export function textProblem(text: string, max = ORDER_TEXT_MAX_LENGTH): FieldProblem | null {
  return text.trim().length > max ? { kind: 'tooLong', max } : null;
}

const tableRange: FieldProblem = { kind: 'range', min: TABLE_NUMBER_MIN, max: TABLE_NUMBER_MAX };

/** A table number as the order carries it (tableId), or a missing one. */
export function tableIdProblem(tableId: number | null | undefined, required: boolean): FieldProblem | null {
  if (tableId === null || tableId === undefined) return required ? { kind: 'required' } : null;
  if (!Number.isInteger(tableId)) return { kind: 'number' };
  return tableId < TABLE_NUMBER_MIN || tableId > TABLE_NUMBER_MAX ? tableRange : null;
}

/**
 * A table number as typed, in the digits of any keyboard: the number it means, null when none was
 * typed, NaN when it is not a number.
 */
export function tableIdOf(typed: string): number | null {
  const text = normalizeDigits(typed.trim());
  if (!text) return null;
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

/** A table number as typed: the same rule as the order's tableId. */
export const tableNumberProblem = (typed: string, required: boolean): FieldProblem | null =>
  tableIdProblem(tableIdOf(typed), required);
