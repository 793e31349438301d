/**
 * A branch's address in the page's language: its translation for that language where the merchant
 * gave one, else the address as written. Never another language's translation: a Russian page
 * without a Russian address shows the merchant's own text, not, say, the English one.
 */
import { useCallback } from 'react';
import type { Branch } from '../../contract/index.ts';
import { textFallbacks, type AppLanguage } from '../i18n/languages.ts';
import { useStorefront } from '../storefront.tsx';

export function branchAddress(
  branch: Pick<Branch, 'address' | 'addressTranslations'>,
  lang: AppLanguage,
): string {
  const own = branch.addressTranslations?.[textFallbacks[lang][0] ?? 'ru']?.trim();
  return own || branch.address;
}

/** branchAddress in the language on screen. */
export function useBranchAddress(): (branch: Pick<Branch, 'address' | 'addressTranslations'>) => string {
  const { lang } = useStorefront();
  return useCallback((branch) => branchAddress(branch, lang), [lang]);
}
