/**
 * Which language a map label or a geocoding answer is written in, and the fallbacks when a name lacks
 * it. Map files name things in ru, uz and eng (kz too for Kazakh cities); the storefront speaks seven
 * languages, so every language has an order of fallbacks ending in any name at all.
 */
import { BackendLanguage, type LocalizedText } from '../../contract/index.ts';

/**
 * Decision: Kazakh falls back to Russian (both Cyrillic, and Kazakh cities name streets in both);
 * Arabic, Turkish and Chinese fall back to English (a Latin name reads better to them than a
 * Cyrillic one); Uzbek to Russian, then English.
 */
const FALLBACKS: Record<BackendLanguage, readonly BackendLanguage[]> = {
  ru: ['ru', 'uz', 'eng', 'kz'],
  uz: ['uz', 'ru', 'eng', 'kz'],
  eng: ['eng', 'uz', 'ru', 'kz'],
  kz: ['kz', 'ru', 'eng', 'uz'],
  ar: ['ar', 'eng', 'ru', 'uz'],
  tr: ['tr', 'eng', 'uz', 'ru'],
  zh: ['zh', 'eng', 'ru', 'uz'],
};

/** The languages to try for a name, best first, each once. */
export const languageOrder = (language: BackendLanguage): readonly BackendLanguage[] => FALLBACKS[language];

/** A name in the language, else its fallbacks, else any language it has; undefined without a name. */
export function localName(name: LocalizedText | undefined, language: BackendLanguage): string | undefined {
  if (!name) return undefined;
  for (const candidate of FALLBACKS[language]) {
    const text = name[candidate];
    if (text) return text;
  }
  return Object.values(name).find((text) => typeof text === 'string' && text !== '');
}

/** Language tags of Accept-Language (BCP 47) and of the storefront, to the storefront's codes. */
const TAGS: Record<string, BackendLanguage> = {
  ru: 'ru',
  uz: 'uz',
  en: 'eng',
  eng: 'eng',
  kk: 'kz',
  kz: 'kz',
  ar: 'ar',
  tr: 'tr',
  zh: 'zh',
};

/**
 * The first language of an Accept-Language list (or a single storefront code such as "eng") that the
 * map speaks; undefined when none is given or none is known. Quality values order the list.
 */
export function languageFromAccept(header: string | undefined): BackendLanguage | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const language = TAGS[tag] ?? TAGS[tag.split(/[-_]/)[0] ?? ''];
    if (language) return language;
  }
  return undefined;
}

/** Every language a name may carry, for the tiles' flattened `name_<lang>` properties. */
export const MAP_LANGUAGES: readonly BackendLanguage[] = BackendLanguage.options;
