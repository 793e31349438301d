/**
 * The language a link asked for (/en/..., the route step of the first load), held until the
 * settings say whether the merchant has it on (use-language-choice.ts). Only then is it stored in
 * the `lang` cookie: a link in a language the merchant does not offer must not overwrite the
 * customer's own earlier choice.
 */
import type { AppLanguage } from '../../core/i18n/languages.ts';

let requested: AppLanguage | null = null;

export const requestRouteLanguage = (lang: AppLanguage): void => {
  requested = lang;
};

/** The language the first load's link asked for, until it has been applied. */
export const routeLanguage = (): AppLanguage | null => requested;

/** Applied (or refused): a later remount must not apply it again over the customer's choice. */
export const settleRouteLanguage = (): void => {
  requested = null;
};
