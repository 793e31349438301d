/**
 * The staff member's language, remembered on this device (a kitchen tablet keeps its own). First
 * visit: the browser's language when it is one of the console's, else Russian (the spec's default).
 */
import { localStore } from '../../core/tenant/safe-storage.ts';
import { isConsoleLanguage, type ConsoleLanguage } from './texts.ts';

const KEY = 'console:language';

export function rememberedLanguage(): ConsoleLanguage {
  const stored = localStore().getItem(KEY);
  if (isConsoleLanguage(stored)) return stored;
  const browser = navigator.language.slice(0, 2).toLowerCase();
  return isConsoleLanguage(browser) ? browser : 'ru';
}

export function rememberLanguage(lang: ConsoleLanguage): void {
  localStore().setItem(KEY, lang);
}
