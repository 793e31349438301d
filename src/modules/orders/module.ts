import { messagesOf } from '../../core/i18n/module-messages.ts';
import { defineModule } from '../../core/registry/define-module.ts';

/**
 * The customer's orders: the list (active and archive) and one order, both for a signed-in customer,
 * and the status box of orders under way on the home page.
 * Owns no settings key: cancelling (cancelOrderActive) is not built yet.
 */
export default defineModule({
  id: 'orders',
  owns: [],
  enabled: () => true,
  routes: [
    {
      name: 'profile-orders',
      path: '/profile/orders',
      layout: 'default',
      load: () => import('./orders-page.tsx'),
    },
    {
      name: 'profile-orders-id',
      path: '/profile/orders/:id',
      layout: 'default',
      load: () => import('./order-page.tsx'),
    },
  ],
  slots: { 'home.orders': () => import('./active-orders-box.tsx') },
  messages: messagesOf(import.meta.glob('./i18n/*.json', { import: 'default' })),
});
