/**
 * The birthday as the customer types and reads it: dd.mm.yyyy (spec section 9's date format), the
 * same in every language and on every phone. A date input would show the browser's own locale
 * (mm/dd/yyyy on an English phone, whatever language the storefront speaks), so the field is text
 * in this mask, and the profile keeps the ISO date the contract carries.
 */
import { applyMask } from '../../core/forms/mask.ts';

export const BIRTHDAY_MASK = '##.##.####';

/** "17.05.1990" of "1990-05-17"; '' for none. */
export function birthdayText(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

/** What the field keeps of what is typed: digits of any keyboard, in the mask. */
export const typedBirthday = (typed: string): string => applyMask(BIRTHDAY_MASK, typed);

/**
 * The ISO date ("1990-05-17") of a typed "17.05.1990"; '' when nothing is typed; the text as typed
 * when it is no whole date, for the date check (field-rules.ts) to refuse.
 */
export function birthdayIso(typed: string): string {
  const text = typed.trim();
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
  if (!match) return text;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  // 31.02 is no date: what Date makes of it is another day.
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : text;
}
