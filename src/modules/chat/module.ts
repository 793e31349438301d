import { messagesOf } from '../../core/i18n/module-messages.ts';
import { defineModule } from '../../core/registry/define-module.ts';

/**
 * Chat with the merchant (chatActive): a "Write to us" entry in the footer of every page and on the
 * profile, opening the merchant's Telegram bot (telegramBotLink), else its Telegram account
 * (telegram). Off when the merchant gave neither: an entry that goes nowhere is worse than none.
 * The way it opens follows the channel (chat-entry.tsx).
 */
export default defineModule({
  id: 'chat',
  owns: ['chatActive'],
  // A cheap test here (this file is in the first download); the entry itself checks the address and
  // shows nothing for one that is not a usable https link (chat-target.ts).
  enabled: (s) => s.chatActive && !!(s.telegramBotLink || s.telegram),
  slots: {
    'footer.main': () => import('./chat-footer.tsx'),
    'profile.support': () => import('./chat-profile-entry.tsx'),
  },
  messages: messagesOf(import.meta.glob('./i18n/*.json')),
  messagesWithScreens: true,
});
