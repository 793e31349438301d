import { messagesOf } from '../../core/i18n/module-messages.ts';
import { defineModule } from '../../core/registry/define-module.ts';
import { ChoiceListPlaceholder } from '../../ui/choice-placeholder.tsx';

/**
 * Pickup (pickupActive): the customer collects the order at a branch. Fills the checkout's
 * PICK_UP block (see src/core/checkout/checkout-slots.tsx) with the branch choice.
 */
export default defineModule({
  id: 'pickup',
  owns: ['pickupActive'],
  enabled: (s) => s.pickupActive,
  slots: { 'checkout.service.PICK_UP': () => import('./pickup-block.tsx') },
  placeholders: { 'checkout.service.PICK_UP': ChoiceListPlaceholder },
  messages: messagesOf(import.meta.glob('./i18n/*.json', { import: 'default' })),
});
