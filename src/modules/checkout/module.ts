import { messagesOf } from '../../core/i18n/module-messages.ts';
import { defineModule } from '../../core/registry/define-module.ts';

/**
 * Checkout (route checkout, signed-in customers only): the basket's lines, how to receive the order
 * and how to pay, a comment, the totals and "Place order". The ways of receiving (pickup, dine-in,
 * later delivery) and of paying (cash, terminal, ...) are other modules' slots: see
 * src/core/checkout/checkout-slots.tsx. Owns receiverActive: ordering for someone else.
 */
export default defineModule({
  id: 'checkout',
  owns: ['receiverActive'],
  enabled: () => true,
  routes: [
    {
      name: 'checkout',
      path: '/checkout',
      layout: 'default',
      load: () => import('./checkout-page.tsx'),
    },
  ],
  messages: messagesOf(import.meta.glob('./i18n/*.json')),
  // Every text is on the checkout page: it downloads with the page, not with the home page.
  messagesWithScreens: true,
});
