import { withCodeTexts } from '../../core/code-entry/messages.ts';
import { messagesOf } from '../../core/i18n/module-messages.ts';
import { defineModule } from '../../core/registry/define-module.ts';
import { ChoicePlaceholder } from '../../ui/choice-placeholder.tsx';

/**
 * Saved cards (cardActive), on Payme's Subscribe API: the customer's cards at /profile/cards (the
 * profile shows its entry once this route exists), the card form at /profile/cards/create and the SMS
 * code that confirms a card at /profile/cards/confirm; the checkout's CARD option, which charges the
 * chosen card right after the order is placed; and "pay with a saved card" on the page of a CARD order
 * that is still unpaid. The number goes to Payme through the server once and is never kept: the
 * server stores Payme's token and masked number (src/server/payments/cards/).
 */
export default defineModule({
  id: 'payment-card',
  owns: ['cardActive'],
  enabled: (s) => s.cardActive,
  routes: [
    {
      name: 'profile-cards',
      path: '/profile/cards',
      layout: 'default',
      load: () => import('./cards-page.tsx'),
    },
    {
      name: 'profile-cards-create',
      path: '/profile/cards/create',
      layout: 'default',
      load: () => import('./card-create-page.tsx'),
    },
    {
      name: 'profile-cards-confirm',
      path: '/profile/cards/confirm',
      layout: 'default',
      load: withCodeTexts(() => import('./card-confirm-page.tsx')),
    },
  ],
  slots: {
    'checkout.payment.CARD': () => import('./card-option.tsx'),
    'order.payment.CARD': () => import('./order-card-pay.tsx'),
  },
  placeholders: { 'checkout.payment.CARD': ChoicePlaceholder },
  messages: messagesOf(import.meta.glob('./i18n/*.json')),
  // Every text is on the module's own screens and slots.
  messagesWithScreens: true,
});
