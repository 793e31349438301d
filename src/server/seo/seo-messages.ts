/**
 * The core.seo catalogue (src/core/seo/i18n) on the server, one compiled set per language: the words
 * of page titles and descriptions that the merchant's data does not carry.
 */
import ar from '../../core/seo/i18n/ar.json' with { type: 'json' };
import en from '../../core/seo/i18n/en.json' with { type: 'json' };
import kk from '../../core/seo/i18n/kk.json' with { type: 'json' };
import ru from '../../core/seo/i18n/ru.json' with { type: 'json' };
import tr from '../../core/seo/i18n/tr.json' with { type: 'json' };
import uz from '../../core/seo/i18n/uz.json' with { type: 'json' };
import zh from '../../core/seo/i18n/zh.json' with { type: 'json' };
import '../../core/i18n/message-format/server.ts';
import type { AppLanguage } from '../../core/i18n/languages.ts';
import { Messages, type Catalogue } from '../../core/i18n/messages.ts';
import { SEO_NAMESPACE, type Translate } from '../../core/seo/page-text.ts';

const catalogues: Record<AppLanguage, Catalogue> = { ru, uz, en, kk, ar, tr, zh };
const compiled = new Map<AppLanguage, Messages>();

/** Formats the SEO messages of a language (Messages compiles each message once and keeps it). */
export function seoTranslate(lang: AppLanguage): Translate {
  let messages = compiled.get(lang);
  if (!messages) {
    messages = new Messages(lang);
    messages.add(SEO_NAMESPACE, catalogues[lang]);
    compiled.set(lang, messages);
  }
  const ready = messages;
  return (id, values) => ready.format(id, values);
}
