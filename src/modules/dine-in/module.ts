import { messagesOf } from '../../core/i18n/module-messages.ts';
import { defineModule } from '../../core/registry/define-module.ts';
import { ChoiceListPlaceholder } from '../../ui/choice-placeholder.tsx';

/**
 * Dine-in (dineInActive): the customer eats at the branch and may say at which table. Fills the
 * checkout's DINE_IN block (see src/core/checkout/checkout-slots.tsx), and on the order's page of a
 * dine-in order at a table, the button that calls a waiter (order.actions).
 */
export default defineModule({
  id: 'dine-in',
  owns: ['dineInActive'],
  enabled: (s) => s.dineInActive,
  slots: {
    'checkout.service.DINE_IN': () => import('./dine-in-block.tsx'),
    'order.actions': () => import('./waiter-call-button.tsx'),
  },
  placeholders: { 'checkout.service.DINE_IN': ChoiceListPlaceholder },
  messages: messagesOf(import.meta.glob('./i18n/*.json')),
});
