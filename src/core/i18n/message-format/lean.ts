/**
 * A small formatter for the shapes of MessageFormat 2 message the catalogues use almost everywhere,
 * so the home page does not download the full MessageFormat library (full.ts; messages.ts loads it
 * only when a catalogue has a message outside these shapes):
 *
 * - a simple message: text (escapes `\\`, `\{`, `\|`, `\}`) and `{$name}` placeholders;
 * - a plural: `.input {$n :number}` then `.match $n` with variants whose one key is a number, a
 *   plural category or `*`, and whose patterns are again text and `{$name}` placeholders.
 *
 * It reproduces what `new MessageFormat(lang, source, { bidiIsolation })` (npm messageformat v4)
 * formats, including its isolation marks, its number formatting and its fallbacks for a missing or
 * non-numeric value; tests/unit/lean-format.test.ts compares the two on every message of every
 * catalogue and on a set of edge cases. compileLean answers null for anything else (other
 * declarations, functions, options, literals, markup, names outside ASCII, bidi marks in syntax,
 * invalid messages): those take the full library.
 */

/** A placeholder: the name of a variable. */
type Placeholder = { readonly name: string };
type Pattern = readonly (string | Placeholder)[];
type Variant = { readonly key: string | null; readonly pattern: Pattern };

export type LeanMessage =
  | { readonly kind: 'simple'; readonly pattern: Pattern }
  | { readonly kind: 'plural'; readonly selector: string; readonly variants: readonly Variant[] };

export type LeanValues = Readonly<Record<string, string | number>>;

const LRI = '\u2066';
const RLI = '\u2067';
const FSI = '\u2068';
const PDI = '\u2069';

/** MessageFormat's white space and the bidi marks it skips around syntax. */
const SPACE = new Set('\t\n\r \u3000');
const BIDI = new Set('\u061C\u200E\u200F\u2066\u2067\u2068\u2069');
/**
 * Variable names the fast path accepts: ASCII words. MessageFormat allows more (dots, dashes,
 * non-ASCII letters, normalized), with lookup rules of their own; those messages take the full path.
 */
const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;
/** Variant keys: a number or a plural category (`one`, `few`, `0`), compared as text. */
const KEY = /[A-Za-z0-9_]+/y;
/** A run of text without escapes or braces, and a placeholder (sticky: they read at a position). */
const TEXT = /[^\\{}]+/y;
const PLACEHOLDER = /\{\$([A-Za-z_][A-Za-z0-9_]*)\}/y;

class Reader {
  pos = 0;
  constructor(readonly source: string) {}

  at(text: string): boolean {
    return this.source.startsWith(text, this.pos);
  }

  take(text: string): boolean {
    if (!this.at(text)) return false;
    this.pos += text.length;
    return true;
  }

  /** Skips white space; whether there was any. A bidi mark in the syntax is left to the full path. */
  space(): boolean {
    const start = this.pos;
    while (this.pos < this.source.length && SPACE.has(this.source[this.pos] ?? '')) this.pos += 1;
    return this.pos > start;
  }

  /** What a sticky pattern matches here (its first group when it has one), moving past it. */
  match(pattern: RegExp): string | null {
    pattern.lastIndex = this.pos;
    const found = pattern.exec(this.source);
    if (!found) return null;
    this.pos = pattern.lastIndex;
    return found[1] ?? found[0];
  }

  get done(): boolean {
    return this.pos >= this.source.length;
  }
}

/** A name that a plain object answers by itself (`toString`, `__proto__`) resolves differently. */
const usableName = (name: string | null): name is string => name !== null && !(name in {});

/**
 * Text and placeholders up to the end (simple message) or up to `}}` (quoted pattern), or null when
 * something else is there.
 */
function pattern(reader: Reader, quoted: boolean): Pattern | null {
  const parts: (string | Placeholder)[] = [];
  let text = '';
  const { source } = reader;
  while (!reader.done) {
    const run = reader.match(TEXT);
    if (run !== null) {
      text += run;
      continue;
    }
    const char = source[reader.pos];
    if (char === '\\') {
      const escaped = source[reader.pos + 1] ?? '';
      if (escaped === '' || !'\\{|}'.includes(escaped)) return null;
      text += escaped;
      reader.pos += 2;
    } else if (char === '{') {
      const name = reader.match(PLACEHOLDER);
      if (!usableName(name)) return null;
      if (text) parts.push(text);
      text = '';
      parts.push({ name });
    } else {
      // A closing brace: the end of a quoted pattern, an error in a simple one.
      if (!quoted) return null;
      break;
    }
  }
  if (text) parts.push(text);
  if (quoted && !reader.take('}}')) return null;
  return parts;
}

/** The plural shape: `.input {$n :number}` `.match $n` and its variants. */
function plural(reader: Reader): LeanMessage | null {
  if (!reader.take('.input')) return null;
  reader.space();
  if (!reader.take('{')) return null;
  reader.space();
  if (!reader.take('$')) return null;
  const name = reader.match(NAME);
  if (!usableName(name) || !reader.space() || !reader.take(':number')) return null;
  reader.space();
  if (!reader.take('}')) return null;
  reader.space();
  if (!reader.take('.match') || !reader.space() || !reader.take(`$${name}`) || !reader.space()) {
    return null;
  }
  const variants: Variant[] = [];
  const keys = new Set<string>();
  let catchAll = 0;
  while (!reader.done) {
    let key: string | null = null;
    if (reader.take('*')) catchAll += 1;
    else {
      key = reader.match(KEY);
      if (key === null || keys.has(key)) return null;
      keys.add(key);
    }
    reader.space();
    if (!reader.take('{{')) return null;
    const variantPattern = pattern(reader, true);
    if (!variantPattern) return null;
    variants.push({ key, pattern: variantPattern });
    reader.space();
  }
  // MessageFormat refuses a selection without exactly one catch-all variant.
  return catchAll === 1 ? { kind: 'plural', selector: name, variants } : null;
}

/**
 * Whether a message is plain text, without braces or escapes, that does not open with a declaration:
 * compileLean always takes it, so Messages.add need not read it when it arrives (a test checks that).
 */
export const isPlainText = (source: string): boolean =>
  /^(?![\t\n\r \u3000\u061C\u200E\u200F\u2066-\u2069]*\.)[^\\{}]*$/.test(source);

/** The message in a shape the fast path formats, or null when it needs MessageFormat. */
export function compileLean(source: string): LeanMessage | null {
  const reader = new Reader(source);
  while (!reader.done && (SPACE.has(source[reader.pos] ?? '') || BIDI.has(source[reader.pos] ?? ''))) {
    reader.pos += 1;
  }
  if (reader.at('.')) return plural(reader);
  // A quoted pattern `{{…}}` is a complex message: the full path.
  if (reader.at('{{')) return null;
  // A simple message keeps its leading white space as text.
  reader.pos = 0;
  const parts = pattern(reader, false);
  return parts && { kind: 'simple', pattern: parts };
}

/** The text direction of a locale, as MessageFormat works it out (its dir-utils getLocaleDir). */
function localeDirection(locale: string | undefined): 'ltr' | 'rtl' | 'auto' {
  if (!locale) return 'auto';
  try {
    const tag = new Intl.Locale(locale) as Intl.Locale & {
      getTextInfo?: () => { direction?: 'ltr' | 'rtl' };
      textInfo?: { direction?: 'ltr' | 'rtl' };
    };
    const info = tag.getTextInfo?.() ?? tag.textInfo;
    if (info?.direction) return info.direction;
    const script = tag.maximize().script;
    if (script) return 'Adlm,Arab,Hebr,Mand,Nkoo,Rohg,Syrc,Thaa'.includes(script) ? 'rtl' : 'ltr';
  } catch {
    // MessageFormat answers 'auto' too.
  }
  return 'auto';
}

/** Writes a number shown in a message, in place of Intl's default (see formatLean). */
export type NumberText = (value: number) => string;

/** A resolved placeholder: its text and direction, or a fallback (`{$name}`) when it has no value. */
type Resolved = { readonly text: string; readonly dir: 'ltr' | 'rtl' | 'auto' | undefined };

/** Per language: number formatting, plural rules and directions (MessageFormat's :number, no options). */
class Locale {
  private readonly options = { localeMatcher: 'best fit', style: 'decimal' } as const;
  private numbers: Intl.NumberFormat | undefined;
  private plurals: Intl.PluralRules | undefined;
  private numberDirection: 'ltr' | 'rtl' | 'auto' | undefined;
  readonly direction: 'ltr' | 'rtl' | 'auto';

  constructor(readonly lang: string) {
    this.direction = localeDirection(lang);
  }

  /** A number as :number writes it, or as `written` does when given (the storefront's own format). */
  number(value: number | bigint, written?: NumberText): Resolved {
    this.numberDirection ??= localeDirection(
      Intl.NumberFormat.supportedLocalesOf([this.lang], this.options)[0],
    );
    if (written && typeof value === 'number') return { text: written(value), dir: this.numberDirection };
    this.numbers ??= new Intl.NumberFormat([this.lang], this.options);
    return { text: this.numbers.format(value), dir: this.numberDirection };
  }

  plural(value: number): string {
    this.plurals ??= new Intl.PluralRules([this.lang], this.options);
    return this.plurals.select(value);
  }
}

const locales = new Map<string, Locale>();
const localeOf = (lang: string): Locale => {
  let locale = locales.get(lang);
  if (!locale) {
    locale = new Locale(lang);
    locales.set(lang, locale);
  }
  return locale;
};

/** How MessageFormat finds a variable's value: own keys first, then a key equal once normalized. */
function lookUp(scope: Record<string, unknown>, name: string): unknown {
  if (name in scope) return scope[name];
  for (const [key, value] of Object.entries(scope)) if (key.normalize() === name) return value;
  return undefined;
}

/**
 * An unannotated variable: a number through :number, anything else as text (MessageFormat's rules
 * for the values MessageValues allows; it reads wrapped `new Number()` objects differently).
 */
function resolve(locale: Locale, value: unknown, name: string, written?: NumberText): Resolved {
  if (value === undefined) return { text: `{$${name}}`, dir: undefined };
  if (typeof value === 'number' || typeof value === 'bigint') return locale.number(value, written);
  if (typeof value === 'string') return { text: value, dir: 'auto' };
  return { text: String(value), dir: 'auto' };
}

/** :number's operand: a number, or a string holding a JSON number; anything else fails. */
function numeric(value: unknown): number | null {
  let operand = value;
  if (typeof operand === 'string') {
    try {
      operand = JSON.parse(operand) as unknown;
    } catch {
      return null;
    }
  }
  return typeof operand === 'number' ? operand : null;
}

/**
 * Formats like MessageFormat: with `isolate` (its bidiIsolation 'default') a placeholder is wrapped in
 * isolation marks whenever the message's locale is not left to right or the value's is not. With
 * `written`, numbers are written by it instead of Intl (whose decimal mark and grouping follow the
 * browser's data, not the spec's one format); plural categories are still chosen by Intl.
 */
export function formatLean(
  message: LeanMessage,
  lang: string,
  isolate: boolean,
  values: LeanValues = {},
  written?: NumberText,
): string {
  const locale = localeOf(lang);
  const scope: Record<string, unknown> = { ...values };
  let pattern: Pattern;
  // The selector's formatted value (or a fallback when it is missing or not a number).
  let selected: { name: string; resolved: Resolved } | null = null;
  if (message.kind === 'simple') pattern = message.pattern;
  else {
    const value = numeric(lookUp(scope, message.selector));
    let key: string | null = null;
    if (value !== null) {
      const keys = new Set(message.variants.flatMap((v) => (v.key === null ? [] : [v.key])));
      const exact = String(value);
      if (keys.has(exact)) key = exact;
      else if (keys.size > 0) {
        const category = locale.plural(value);
        if (keys.has(category)) key = category;
      }
    }
    const variant =
      message.variants.find((v) => key !== null && v.key === key) ??
      message.variants.find((v) => v.key === null);
    pattern = variant?.pattern ?? [];
    selected = {
      name: message.selector,
      resolved:
        value === null ? { text: `{$${message.selector}}`, dir: undefined } : locale.number(value, written),
    };
  }
  let text = '';
  for (const part of pattern) {
    if (typeof part === 'string') {
      text += part;
      continue;
    }
    const resolved =
      selected && part.name === selected.name
        ? selected.resolved
        : resolve(locale, lookUp(scope, part.name), part.name, written);
    if (isolate && (resolved.dir === undefined || locale.direction !== 'ltr' || resolved.dir !== 'ltr')) {
      const open = resolved.dir === 'ltr' ? LRI : resolved.dir === 'rtl' ? RLI : FSI;
      text += open + resolved.text + PDI;
    } else text += resolved.text;
  }
  return text;
}
