import { messagesOf } from '../../core/i18n/module-messages.ts';
import { defineModule } from '../../core/registry/define-module.ts';
import { ChoicePlaceholder } from '../../ui/choice-placeholder.tsx';

/**
 * Paying in cash on receipt (cashActive): the CASH option of the checkout's payment choice (see
 * src/core/checkout/checkout-slots.tsx).
 */
export default defineModule({
  id: 'payment-cash',
  owns: ['cashActive'],
  enabled: (s) => s.cashActive,
  slots: { 'checkout.payment.CASH': () => import('./cash-option.tsx') },
  placeholders: { 'checkout.payment.CASH': ChoicePlaceholder },
  messages: messagesOf(import.meta.glob('./i18n/*.json')),
});
