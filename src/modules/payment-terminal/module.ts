import { messagesOf } from '../../core/i18n/module-messages.ts';
import { defineModule } from '../../core/registry/define-module.ts';
import { ChoicePlaceholder } from '../../ui/choice-placeholder.tsx';

/**
 * Paying by card at the merchant's terminal on receipt (terminalActive): the TERMINAL option of the
 * checkout's payment choice (see src/core/checkout/checkout-slots.tsx).
 */
export default defineModule({
  id: 'payment-terminal',
  owns: ['terminalActive'],
  enabled: (s) => s.terminalActive,
  slots: { 'checkout.payment.TERMINAL': () => import('./terminal-option.tsx') },
  placeholders: { 'checkout.payment.TERMINAL': ChoicePlaceholder },
  messages: messagesOf(import.meta.glob('./i18n/*.json')),
});
