import { messagesOf } from '../../core/i18n/module-messages.ts';
import { defineModule } from '../../core/registry/define-module.ts';
import { ChoicePlaceholder } from '../../ui/choice-placeholder.tsx';

/**
 * The customer's cashback: paying with it at checkout (cashbackActive; never more than the order's
 * total or the balance, the server refuses more) with what the order will earn, and the balance on
 * the profile screen (balanceActive: the spec's separate flag for showing the balance, which the
 * profile module owned before this module existed). The server credits an order's cashback once it
 * is done, at the order settings' cashbackPercent (src/server/orders/order-settlement.ts).
 */
export default defineModule({
  id: 'cashback',
  owns: ['cashbackActive', 'balanceActive'],
  enabled: (s) => s.cashbackActive || s.balanceActive,
  slots: {
    'checkout.cashback': () => import('./cashback-control.tsx'),
    'profile.balance': () => import('./balance-card.tsx'),
  },
  slotEnabled: {
    'checkout.cashback': (s) => s.cashbackActive,
    'profile.balance': (s) => s.balanceActive,
  },
  placeholders: { 'checkout.cashback': ChoicePlaceholder },
  messages: messagesOf(import.meta.glob('./i18n/*.json')),
  // Its texts are on the checkout and the profile screen only: not in the home page's download.
  messagesWithScreens: true,
});
