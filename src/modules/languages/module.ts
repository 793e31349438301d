import { messagesOf } from '../../core/i18n/module-messages.ts';
import { defineModule } from '../../core/registry/define-module.ts';
import { SwitcherPlaceholder } from './switcher-placeholder.tsx';

/**
 * Interface languages: every per-language flag and mainLanguage. The choice rules live in core (they
 * run before any module loads); this module offers the switcher when more than one language is on.
 */
export default defineModule({
  id: 'languages',
  owns: ['ru', 'uz', 'eng', 'zh', 'ar', 'kz', 'tr', 'mainLanguage'],
  enabled: () => true,
  slots: { 'header.end': () => import('./language-switcher.tsx') },
  placeholders: { 'header.end': SwitcherPlaceholder },
  messages: messagesOf(import.meta.glob('./i18n/*.json')),
});
