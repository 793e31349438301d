import { messagesOf } from '../../core/i18n/module-messages.ts';
import { defineModule } from '../../core/registry/define-module.ts';
import { ChoicePlaceholder } from '../../ui/choice-placeholder.tsx';

/**
 * Promo codes (promoActive): the code field at checkout (checked by the server before the order, its
 * discounts in the checkout's totals, see src/core/checkout/bill-slots.tsx) and the route
 * profile-promos, the customer's codes: the merchant's codes usable now and the ones the customer
 * has used, with the uses left (src/server/orders/promo-handlers.ts says why).
 */
export default defineModule({
  id: 'promo',
  owns: ['promoActive'],
  enabled: (s) => s.promoActive,
  routes: [
    {
      name: 'profile-promos',
      path: '/profile/promos',
      layout: 'default',
      load: () => import('./promos-page.tsx'),
    },
  ],
  slots: { 'checkout.promo': () => import('./promo-field.tsx') },
  // A field's height while its code loads, so the totals below do not jump.
  placeholders: { 'checkout.promo': ChoicePlaceholder },
  messages: messagesOf(import.meta.glob('./i18n/*.json')),
  // Every text is on the checkout's field and the promo screen: none belongs in the home page's download.
  messagesWithScreens: true,
});
