/**
 * The texts of the message pages (message-page.ts) on the server: the catalogue the storefront's
 * blocked and merchantNotAvailable screens show too (src/core/message-pages).
 */
import ar from '../../core/message-pages/i18n/ar.json' with { type: 'json' };
import en from '../../core/message-pages/i18n/en.json' with { type: 'json' };
import kk from '../../core/message-pages/i18n/kk.json' with { type: 'json' };
import ru from '../../core/message-pages/i18n/ru.json' with { type: 'json' };
import tr from '../../core/message-pages/i18n/tr.json' with { type: 'json' };
import uz from '../../core/message-pages/i18n/uz.json' with { type: 'json' };
import zh from '../../core/message-pages/i18n/zh.json' with { type: 'json' };
import '../../core/i18n/message-format/server.ts';
import type { AppLanguage } from '../../core/i18n/languages.ts';
import { Messages, type Catalogue } from '../../core/i18n/messages.ts';
import { MESSAGE_PAGES_NAMESPACE } from '../../core/message-pages/namespace.ts';

const catalogues: Record<AppLanguage, Catalogue> = { ru, uz, en, kk, ar, tr, zh };
const compiled = new Map<AppLanguage, Messages>();

/** Formats a message of the message pages' catalogue in a language (each language compiled once). */
export function messagePageText(lang: AppLanguage, id: string, values?: Record<string, string>): string {
  let messages = compiled.get(lang);
  if (!messages) {
    messages = new Messages(lang);
    messages.add(MESSAGE_PAGES_NAMESPACE, catalogues[lang]);
    compiled.set(lang, messages);
  }
  return messages.format(`${MESSAGE_PAGES_NAMESPACE}.${id}`, values);
}
