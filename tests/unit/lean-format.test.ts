/**
 * The lean formatter (src/core/i18n/message-format/lean.ts) formats exactly as MessageFormat does: every
 * message of every catalogue in every language, with realistic, textual, numeric and missing values,
 * and a set of edge cases of the syntax it accepts. A message it gets wrong fails here; a message it
 * does not accept takes the full library (that is allowed, never a different text).
 */
import { relative } from 'node:path';
import { MessageFormat } from 'messageformat';
import { describe, expect, it } from 'vitest';
import { appLanguages, directionOf } from '../../src/core/i18n/languages.ts';
import {
  compileLean,
  formatLean,
  isPlainText,
  type LeanValues,
} from '../../src/core/i18n/message-format/lean.ts';
import { catalogueFolders, readCatalogue, samples, srcFolder } from './support/catalogues.ts';

const variablesOf = (source: string): string[] => [
  ...new Set([...source.matchAll(/\$([A-Za-z_][\w-]*)/g)].map((m) => m[1] ?? '')),
];

const every = (names: string[], value: string | number): LeanValues =>
  Object.fromEntries(names.map((n) => [n, value]));

/** Values to format each message with: realistic ones, each variable as text, as numbers, missing. */
function valueSets(source: string): LeanValues[] {
  const names = variablesOf(source);
  return [
    samples,
    {},
    every(names, 'Abc'),
    every(names, 'مرحبا'),
    every(names, '7'),
    every(names, 'x7'),
    ...[0, 1, 2, 3, 5, 11, 21, 22, 100, 101, 1.5, 0.5, -1, 1234567.891].map((n) => every(names, n)),
  ];
}

const reference = (lang: string, source: string, isolate: boolean, values: LeanValues): string =>
  new MessageFormat(lang, source, { bidiIsolation: isolate ? 'default' : 'none' }).format(
    values,
    () => undefined,
  );

/** The lean result and MessageFormat's agree, or the lean formatter declines the message. */
function expectSame(lang: string, source: string, values: LeanValues, isolate: boolean): boolean {
  const lean = compileLean(source);
  if (!lean) return false;
  expect(formatLean(lean, lang, isolate, values), `${lang} ${JSON.stringify(source)}`).toBe(
    reference(lang, source, isolate, values),
  );
  return true;
}

describe.each(catalogueFolders.map((f) => [relative(srcFolder, f), f]))('%s', (_, folder) => {
  it.each([...appLanguages])('%s formats every message as MessageFormat does', (lang) => {
    const declined: string[] = [];
    for (const [key, source] of Object.entries(readCatalogue(folder, lang))) {
      if (!compileLean(source)) declined.push(key);
      else if (isPlainText(source))
        expect(compileLean(source)).toEqual({ kind: 'simple', pattern: [source] });
      for (const values of valueSets(source)) {
        // As the storefront formats (isolation in right-to-left languages), and the other way too.
        expectSame(lang, source, values, directionOf(lang) === 'rtl');
        expectSame(lang, source, values, directionOf(lang) !== 'rtl');
      }
    }
    // Today every message fits: one that does not makes each page loading its catalogue download
    // the MessageFormat library. Allowed when a message needs it (list it here), never by accident.
    expect(declined, 'messages the lean formatter leaves to MessageFormat').toEqual([]);
  });
});

describe('lean formatter', () => {
  const same = (source: string, values: LeanValues = {}, langs = ['en', 'ar', 'ru']) => {
    for (const lang of langs)
      for (const isolate of [false, true]) expect(expectSame(lang, source, values, isolate)).toBe(true);
  };

  it('takes the storefront shapes: text, placeholders and plurals', () => {
    expect(compileLean('Hello')).toEqual({ kind: 'simple', pattern: ['Hello'] });
    expect(compileLean('Hi {$name}!')).toEqual({ kind: 'simple', pattern: ['Hi ', { name: 'name' }, '!'] });
    expect(compileLean('.input {$n :number}\n.match $n\none {{# {$n}}}\n* {{many}}')).toMatchObject({
      kind: 'plural',
      selector: 'n',
    });
  });

  it('reads escapes as MessageFormat does', () => {
    for (const source of ['a \\\\ b', 'a \\{ b \\}', 'pipe \\|', '\\{$name\\}', '{$name}\\\\']) {
      same(source, { name: 'N' });
    }
    expect(formatLean(compileLean('a \\{ b \\} \\\\ \\|')!, 'en', false)).toBe('a { b } \\ |');
    // A bad escape, a lone brace: MessageFormat refuses them, the lean formatter leaves them to it.
    for (const source of ['a \\n', 'a \\', 'a { b', 'a } b', '{name}', '{ $name }', '{$a-b}', '{$a.b}']) {
      expect(compileLean(source), source).toBeNull();
    }
  });

  it('isolates placeholders in Arabic as MessageFormat does: text, numbers, missing values', () => {
    const message = compileLean('اسم {$name}، العدد {$count}، {$none}')!;
    const text = formatLean(message, 'ar', true, { name: 'Burger Lab', count: 3 });
    expect(text).toBe(
      reference('ar', 'اسم {$name}، العدد {$count}، {$none}', true, { name: 'Burger Lab', count: 3 }),
    );
    expect(text).toContain('\u2068Burger Lab\u2069');
    expect(text).toContain('\u2068{$none}\u2069');
    // No marks at all without isolation.
    expect(formatLean(message, 'ar', false, { name: 'x', count: 3 })).not.toMatch(/[\u2066-\u2069]/);
    same('{$count} منتج', { count: 12 }, ['ar']);
    same('{$count}', { count: '12' }, ['ar']);
  });

  it('formats numbers with the language’s own grouping and digits, strings as they are', () => {
    same('{$n}', { n: 1234567.891 }, ['en', 'ru', 'ar', 'kk', 'tr', 'uz', 'zh']);
    same('{$n}', { n: '1234567.891' });
    expect(formatLean(compileLean('{$n}')!, 'en', false, { n: 1234.5 })).toBe('1,234.5');
  });

  it('knows plain text at a glance', () => {
    for (const source of ['Hello', '', '  lead . dot', 'a|b', '\u00A0.x']) {
      expect(isPlainText(source), source).toBe(true);
      expect(compileLean(source)).not.toBeNull();
    }
    for (const source of ['.x', ' \n.input', '\u200E.x', 'a {$b}', 'a \\ b', 'a } b']) {
      expect(isPlainText(source), source).toBe(false);
    }
  });

  it('keeps white space where MessageFormat keeps it', () => {
    for (const source of ['  lead', 'trail  ', ' \n ', '', '\u3000x', '\u200Ex']) same(source);
    same('.input {$n :number}\n.match $n\n  one   {{ one {$n} }}\n\n*{{ other {$n} }}  \n', { n: 1 });
    same('.input{ $n :number }.match $n\tone{{a}}*{{b}}', { n: 2 });
    same('  .input {$n :number} .match $n 1 {{exact}} one {{one}} * {{other}}', { n: 1 });
  });

  it('selects plural variants as MessageFormat does: exact numbers first, categories, then *', () => {
    const source =
      '.input {$n :number}\n.match $n\n* {{other {$n}}}\none {{one {$n}}}\n0 {{zero}}\nfew {{few {$n}}}';
    for (const n of [0, 1, 2, 3, 5, 21, 1.5, -1, 0.0, 1e21, Number.NaN, '1', '2.50', 'x', '[1]', 'true']) {
      same(source, { n });
    }
    same(source, {});
    same('.input {$n :number}\n.match $n\n* {{only {$n} {$other}}}', { n: 4, other: 'o' });
  });

  it('leaves every other shape to MessageFormat', () => {
    for (const source of [
      '{{quoted}}',
      '.local $x = {$y} {{x}}',
      '.input {$n :integer}\n.match $n\n* {{x}}',
      '.input {$n :number minimumFractionDigits=1}\n.match $n\n* {{x}}',
      '.input {$n :number}\n.match $n\none {{x}}',
      '.input {$n :number}\n.match $n\none {{x}}\none {{y}}\n* {{z}}',
      '.input {$n :number}\n.match $m\n* {{x}}',
      '.input {$n :number}\n.match $n\n|one| {{x}}\n* {{z}}',
      '.input {$n :number}\n.match $n\n* {{x {$n :number}}}',
      '{$n :number}',
      '{|literal|}',
      '{#b}bold{/b}',
      '{$toString}',
      '{$__proto__}',
    ]) {
      expect(compileLean(source), source).toBeNull();
    }
  });

  it('agrees with MessageFormat on messages built at random from the syntax’s pieces', () => {
    const pieces = [
      ...['a', ' ', '\n', '.', '{', '}', '\\', '|', '$', 'n', 'x', '1', 'one', '*'],
      ...['{$n}', '{$x}', '{{', '}}', '\u200E', '\u3000', '\u00A0', ':number'],
    ];
    const starts = ['', ' ', '.input {$n :number}\n.match $n\n', '.input {$n :number} .match $n one {{'];
    let seed = 12345;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % below;
    };
    let accepted = 0;
    for (let i = 0; i < 4000; i += 1) {
      let source = starts[random(starts.length)] ?? '';
      const length = random(12);
      for (let j = 0; j < length; j += 1) source += pieces[random(pieces.length)] ?? '';
      let valid = true;
      try {
        new MessageFormat('en', source);
      } catch {
        valid = false;
      }
      const lean = compileLean(source);
      // Messages.add leaves plain text to format time, trusting the lean formatter to take it.
      if (isPlainText(source)) expect(lean, JSON.stringify(source)).not.toBeNull();
      if (!valid) {
        expect(lean, JSON.stringify(source)).toBeNull();
        continue;
      }
      if (!lean) continue;
      accepted += 1;
      for (const values of [{ n: 1, x: 'X' }, { n: 5 }, {}] as LeanValues[]) {
        for (const isolate of [false, true]) {
          expect(formatLean(lean, 'ar', isolate, values), JSON.stringify(source)).toBe(
            reference('ar', source, isolate, values),
          );
        }
      }
    }
    expect(accepted).toBeGreaterThan(200);
  });
});
