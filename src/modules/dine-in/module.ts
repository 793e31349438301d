import { withFormTexts } from '../../core/forms/messages.ts';
import { messagesOf } from '../../core/i18n/module-messages.ts';
import { defineModule } from '../../core/registry/define-module.ts';
import { ChoiceListPlaceholder } from '../../ui/choice-placeholder.tsx';

/**
 * Dine-in (dineInActive): the customer eats at the branch and may say at which table. Fills the
 * checkout's DINE_IN block (see src/core/checkout/checkout-slots.tsx).
 */
export default defineModule({
  id: 'dine-in',
  owns: ['dineInActive'],
  enabled: (s) => s.dineInActive,
  // The table number is a field of the checkout's form: its checks' texts come with the block.
  slots: { 'checkout.service.DINE_IN': withFormTexts(() => import('./dine-in-block.tsx')) },
  placeholders: { 'checkout.service.DINE_IN': ChoiceListPlaceholder },
  messages: messagesOf(import.meta.glob('./i18n/*.json', { import: 'default' })),
});
