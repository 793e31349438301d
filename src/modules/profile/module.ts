import { withCodeTexts } from '../../core/code-entry/messages.ts';
import { messagesOf } from '../../core/i18n/module-messages.ts';
import { defineModule } from '../../core/registry/define-module.ts';
import { IconButtonPlaceholder } from '../../ui/icon-button-placeholder.tsx';

/**
 * The customer's profile: account button, profile screen, personal information and phone change. The
 * cashback balance on the profile screen is the cashback module's (slot profile.balance, balanceActive).
 */
export default defineModule({
  id: 'profile',
  owns: ['isVisibleAtProfileTop'],
  enabled: () => true,
  slots: { 'header.end': () => import('./account-button.tsx') },
  placeholders: { 'header.end': IconButtonPlaceholder },
  routes: [
    // Deleting the account and changing the phone ask for a code: the code entry's texts come along.
    {
      name: 'profile',
      path: '/profile',
      layout: 'default',
      load: withCodeTexts(() => import('./profile-page.tsx')),
    },
    {
      name: 'profile-user',
      path: '/profile/user',
      layout: 'default',
      load: withCodeTexts(() => import('./user-page.tsx')),
    },
  ],
  messages: messagesOf(import.meta.glob('./i18n/*.json')),
  // The header button's label is the app's (header.*): the screens' texts come with the screens.
  messagesWithScreens: true,
  slotsWithoutTexts: ['header.end'],
});
