/**
 * Languages: the main language must be one the settings offer, and every offered language should have
 * the catalogue names (groups, categories, products), the policy texts and the free pages' titles and
 * texts. A missing text falls back
 * to another language, so it is a warning; a big catalogue gets one line per list and language with a
 * count and the first ids, not a line per product.
 */
import { BackendLanguage, type LocalizedText } from '../../contract/index.ts';
import { jsonPath } from '../../server/tenants/fixture-problems.ts';
import { fewOf } from './list-text.ts';
import { finding, type Finding } from './report.ts';
import { fileOf, listOf, settingsFiles, type TenantContext } from './tenant-context.ts';

const languageNames: Record<BackendLanguage, string> = {
  ru: 'Russian',
  uz: 'Uzbek',
  eng: 'English',
  kz: 'Kazakh',
  ar: 'Arabic',
  tr: 'Turkish',
  zh: 'Chinese',
};

const hasText = (text: LocalizedText | null | undefined, lang: BackendLanguage) =>
  Boolean(text?.[lang]?.trim());

const catalogueLists = [
  ['groups', 'groups'],
  ['categories', 'categories'],
  ['products', 'products'],
] as const;

/** Main language not offered; names and policy texts missing in an offered language. */
export function checkLanguages(ctx: TenantContext): Finding[] {
  const findings: Finding[] = [];
  const active = new Set<BackendLanguage>();
  for (const { key } of settingsFiles) {
    const settings = ctx.data[key];
    if (!settings) continue;
    // Parsed settings carry defaults, so an absent "ru" counts as on, as in the storefront.
    const offered = BackendLanguage.options.filter((lang) => settings[lang]);
    offered.forEach((lang) => active.add(lang));
    if (offered.includes(settings.mainLanguage)) continue;
    findings.push(
      finding({
        code: 'main-language-inactive',
        file: fileOf(key),
        path: jsonPath(['mainLanguage']),
        message: `the main language "${settings.mainLanguage}" is not switched on, so a first visit starts in a language the storefront does not offer`,
        expected: `one of the active languages: ${offered.join(', ') || '(none)'}`,
        suggestion: `set "${settings.mainLanguage}": true, or make ${offered.map((l) => `"${l}"`).join(' or ') || 'an active language'} the main language`,
      }),
    );
  }
  const languages = BackendLanguage.options.filter((lang) => active.has(lang));
  const catalogue = ctx.data.catalogue;
  if (catalogue) {
    for (const [list, what] of catalogueLists) {
      const entries: ReadonlyArray<{ id: number; name: LocalizedText }> = catalogue[list];
      for (const lang of languages) {
        const missing = entries.filter((e) => !hasText(e.name, lang)).map((e) => e.id);
        if (missing.length === 0) continue;
        findings.push(
          finding({
            code: 'missing-translation',
            file: fileOf('catalogue'),
            path: jsonPath([list]),
            message: `${missing.length} of ${entries.length} ${what} have no ${languageNames[lang]} ("${lang}") name: ${fewOf(missing)}`,
            expected: `a "${lang}" text in every name`,
            suggestion: `add "${lang}" to each name, or switch the language off with "${lang}": false in the settings`,
          }),
        );
      }
    }
  }
  listOf(ctx, 'policies')?.forEach((policy, i) => {
    const missing = languages.filter((lang) => !hasText(policy.text, lang));
    if (missing.length === 0) return;
    findings.push(
      finding({
        code: 'missing-translation',
        file: fileOf('policies'),
        path: jsonPath(['items', i, 'text']),
        message: `the ${policy.type} text has no ${missing.map((l) => `${languageNames[l]} ("${l}")`).join(', ')} version`,
        expected: `a text for every active language: ${languages.join(', ')}`,
        suggestion: `add ${missing.map((l) => `"${l}"`).join(', ')} to the text`,
      }),
    );
  });
  // The free content pages: a title and a text for every active language.
  const extraPages = ctx.data.extraPages;
  for (const name of ['extra2', 'extr3'] as const) {
    const extraPage = extraPages?.[name];
    if (!extraPage) continue;
    for (const field of ['title', 'text'] as const) {
      const missing = languages.filter((lang) => !hasText(extraPage[field], lang));
      if (missing.length === 0) continue;
      findings.push(
        finding({
          code: 'missing-translation',
          file: fileOf('extraPages'),
          path: jsonPath([name, field]),
          message: `the ${name} page's ${field} has no ${missing.map((l) => `${languageNames[l]} ("${l}")`).join(', ')} version`,
          expected: `a ${field} for every active language: ${languages.join(', ')}`,
          suggestion: `add ${missing.map((l) => `"${l}"`).join(', ')} to the ${field}`,
        }),
      );
    }
  }
  return findings;
}
