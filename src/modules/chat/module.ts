import { messagesOf } from '../../core/i18n/module-messages.ts';
import { defineModule } from '../../core/registry/define-module.ts';
import { chatTarget } from './chat-target.ts';

/**
 * Chat with the merchant (chatActive): a "Write to us" entry in the footer of every page and on the
 * profile, opening the merchant's Telegram bot (telegramBotLink), else its Telegram account
 * (telegram). Off when the merchant gave neither: an entry that goes nowhere is worse than none.
 * The way it opens follows the channel (chat-entry.tsx).
 */
export default defineModule({
  id: 'chat',
  owns: ['chatActive'],
  enabled: (s) => s.chatActive && chatTarget(s) !== null,
  slots: {
    'footer.main': () => import('./chat-footer.tsx'),
    'profile.support': () => import('./chat-profile-entry.tsx'),
  },
  messages: messagesOf(import.meta.glob('./i18n/*.json', { import: 'default' })),
});
