/**
 * The console's texts, one JSON file per language (messages/*.json), English the reference: every
 * key of en.json is in the others (texts.test.ts checks it). A text names its values in braces:
 * "{count} new".
 */
import en from './messages/en.json';
import ru from './messages/ru.json';
import uz from './messages/uz.json';

export const CONSOLE_LANGUAGES = ['ru', 'uz', 'en'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];

export type TextKey = keyof typeof en;
export type TextValues = Record<string, string | number>;
/** A text in the staff member's language, its values filled in. */
export type Texts = (key: TextKey, values?: TextValues) => string;

const catalogues: Record<ConsoleLanguage, Partial<Record<TextKey, string>>> = { ru, uz, en };

export const isConsoleLanguage = (value: unknown): value is ConsoleLanguage =>
  typeof value === 'string' && (CONSOLE_LANGUAGES as readonly string[]).includes(value);

export function textsFor(lang: ConsoleLanguage): Texts {
  const catalogue = catalogues[lang];
  return (key, values) => {
    const text = catalogue[key] ?? en[key];
    return values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole)) : text;
  };
}

/** A key built from data (a status, a role): known keys only, so a new value shows as itself. */
export const isTextKey = (key: string): key is TextKey => Object.hasOwn(en, key);
