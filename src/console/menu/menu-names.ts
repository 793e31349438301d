/** An item's name in the staff member's language, or in the first language it has. */
import type { ConsoleLanguage } from '../i18n/texts.ts';
import type { Localized } from './menu-draft.ts';

export function nameIn(name: Localized | null | undefined, lang: ConsoleLanguage): string {
  const own = name?.[lang === 'en' ? 'eng' : lang];
  return own?.trim() || Object.values(name ?? {}).find((text) => text?.trim()) || '';
}
