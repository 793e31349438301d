import { messagesOf } from '../../core/i18n/module-messages.ts';
import { defineModule } from '../../core/registry/define-module.ts';
import { ChoicePlaceholder } from '../../ui/choice-placeholder.tsx';

/**
 * Paying online with Click (clickActive): the CLICK option of the checkout's payment choice. After "Place
 * order" the customer goes to Click's page (GET /payments/v2/checkout/{id}) and comes back to the order.
 */
export default defineModule({
  id: 'payment-click',
  owns: ['clickActive'],
  enabled: (s) => s.clickActive,
  slots: { 'checkout.payment.CLICK': () => import('./click-option.tsx') },
  placeholders: { 'checkout.payment.CLICK': ChoicePlaceholder },
  messages: messagesOf(import.meta.glob('./i18n/*.json')),
  // Its texts are on the checkout only: they download with its option.
  messagesWithScreens: true,
});
