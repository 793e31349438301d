import type { LocalizedText } from '../../contract/index.ts';
import { textFallbacks, type AppLanguage } from './languages.ts';

/** Picks the text for the language, falling back as `textFallbacks` says; '' when there is none. */
export function localize(text: LocalizedText | null | undefined, lang: AppLanguage): string {
  if (!text) return '';
  for (const key of textFallbacks[lang]) {
    const value = text[key];
    if (value && value.trim()) return value;
  }
  return Object.values(text).find((v) => v && v.trim()) ?? '';
}
