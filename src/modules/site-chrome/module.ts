import { defineModule } from '../../core/registry/define-module.ts';
import { messagesOf } from '../../core/i18n/module-messages.ts';

/** Header brand and the footer: contacts, social links (each with its flag), app links, copyright. */
export default defineModule({
  id: 'site-chrome',
  owns: [
    'phone',
    'phoneActive',
    'telegram',
    'telegramActive',
    'instagram',
    'instagramActive',
    'facebook',
    'facebookActive',
    'contacts',
    'iosAppLink',
    'androidAppLink',
    'telegramBotLink',
    'leftCopyWrite',
    'rightCopyWrite',
  ],
  enabled: () => true,
  slots: {
    'header.start': () => import('./brand-link.tsx'),
    'footer.main': () => import('./site-footer.tsx'),
  },
  messages: messagesOf(import.meta.glob('./i18n/*.json')),
});
