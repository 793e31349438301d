/**
 * Every message catalogue (src/app/i18n, the shared pieces' in src/core/<folder>/i18n, each
 * module's i18n/ and a screen's own in src/modules/<id>/<folder>/i18n) exists in all seven interface
 * languages with the same keys, and every message compiles and formats as MessageFormat 2.
 */
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { MessageFormat } from 'messageformat';
import { describe, expect, it } from 'vitest';
import { appLanguages } from '../../src/core/i18n/languages.ts';
import { Messages } from '../../src/core/i18n/messages.ts';
import {
  catalogueFolders as folders,
  readCatalogue as read,
  samples,
  srcFolder as src,
} from './support/catalogues.ts';

describe.each(folders.map((f) => [relative(src, f), f]))('%s', (_, folder) => {
  const reference = Object.keys(read(folder, 'ru')).sort();
  it.each([...appLanguages])('%s has exactly the keys of ru and every message formats', (lang) => {
    expect(existsSync(join(folder, `${lang}.json`)), `${lang}.json is missing`).toBe(true);
    const catalogue = read(folder, lang);
    expect(Object.keys(catalogue).sort()).toEqual(reference);
    for (const [key, source] of Object.entries(catalogue)) {
      const errors: unknown[] = [];
      const text = new MessageFormat(lang, source, { bidiIsolation: 'none' }).format(samples, (e) =>
        errors.push(e),
      );
      expect(errors, `${lang}.json ${key}`).toEqual([]);
      expect(text.trim(), `${lang}.json ${key} formats to nothing`).not.toBe('');
      // MessageFormat 2 reads {name} as the literal text "name": a variable is {$name}.
      expect(source, `${lang}.json ${key}: a variable is written {$name}`).not.toMatch(/\{[A-Za-z]\w*\}/);
    }
  });
});

describe('plural rules', () => {
  const catalogue = (lang: string) => read(join(src, 'modules/catalogue/i18n'), lang);
  const count = (lang: (typeof appLanguages)[number], n: number) => {
    const messages = new Messages(lang);
    messages.add('catalogue', catalogue(lang));
    return messages.format('catalogue.productCount', { count: n });
  };

  it('Russian has one, few and many forms', () => {
    expect(new Set([count('ru', 1), count('ru', 21)].map((s) => s.replace(/\d+/g, '')))).toHaveProperty(
      'size',
      1,
    );
    const forms = [1, 2, 5].map((n) => count('ru', n).replace(/\d+/g, '').trim());
    expect(new Set(forms).size).toBe(3);
  });
  it('Arabic has six forms', () => {
    const forms = [0, 1, 2, 3, 11, 100].map((n) =>
      count('ar', n)
        .replace(/[\d\u2066-\u2069]+/g, '')
        .trim(),
    );
    expect(new Set(forms).size).toBeGreaterThanOrEqual(5);
  });
  it('English has one and other, Chinese one form', () => {
    expect(count('en', 1)).not.toBe(count('en', 2).replace('2', '1'));
    expect(count('zh', 1).replace('1', '')).toBe(count('zh', 7).replace('7', ''));
  });
});
