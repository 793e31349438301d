/**
 * The merchant's name and its home page's title, in a language. Small on purpose: the app shell keeps
 * document.title with it on every page, so it is part of the first download (page titles of products
 * and categories, page-text.ts, load with the first such page).
 */
import type { Merchant, Settings } from '../../contract/index.ts';
import { appLanguageOf, type AppLanguage } from '../i18n/languages.ts';
import { localize } from '../i18n/localize.ts';

/** Who the merchant is, as titles name it. */
export interface SiteIdentity {
  merchant: Pick<Merchant, 'name'>;
  settings: Pick<Settings, 'brand' | 'title' | 'mainLanguage'>;
}

/** The merchant's short name: its brand, else its name in the language. */
export const siteName = ({ settings, merchant }: SiteIdentity, lang: AppLanguage): string =>
  settings.brand || localize(merchant.name, lang);

/**
 * The home page's title. The settings' title is one text, written in the merchant's main language
 * ("Burger Lab — бургеры с доставкой по Ташкенту"): it is the title in that language only; the other
 * languages get the merchant's name rather than a title in a language the page is not in.
 */
export function homeTitle(identity: SiteIdentity, lang: AppLanguage): string {
  const { title, mainLanguage } = identity.settings;
  return (title && lang === appLanguageOf(mainLanguage) ? title : '') || siteName(identity, lang);
}
