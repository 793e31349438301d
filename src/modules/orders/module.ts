import { messagesOf } from '../../core/i18n/module-messages.ts';
import { defineModule } from '../../core/registry/define-module.ts';

/**
 * The customer's orders: the list (active and archive), one order and a delivery on the map (the
 * courier, refreshed while it drives), all for a signed-in customer, and the status box of orders
 * under way on the home page. Each shows the order's set or expected time on the merchant's clock.
 * On an order's page the customer cancels it while the merchant has not taken it on (cancelOrderActive:
 * the rule is contract/order-cancel.ts), sees a paid cancelled order's refund, and orders it again.
 */
export default defineModule({
  id: 'orders',
  owns: ['cancelOrderActive'],
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
      // The receipt's texts come with it (receipt/receipt-texts.ts), as the tracking screen's do; so do
      // those of cancelling and ordering again (after/), in the same catalogue.
      load: () =>
        Promise.all([
          import('./order-page.tsx'),
          import('./receipt/receipt-texts.ts').then((texts) => texts.ensureReceiptTexts()),
        ]).then(([page]) => page),
    },
    {
      name: 'profile-orders-id-map',
      path: '/profile/orders/:id/map',
      layout: 'default',
      // The screen's texts come with it (tracking/tracking-texts.ts): no other screen shows them.
      load: () =>
        Promise.all([
          import('./tracking/tracking-page.tsx'),
          import('./tracking/tracking-texts.ts').then((texts) => texts.ensureTrackingTexts()),
        ]).then(([page]) => page),
    },
  ],
  slots: { 'home.orders': () => import('./active-orders-box.tsx') },
  messages: messagesOf(import.meta.glob('./i18n/*.json')),
  // The texts come with the orders' screens, and with the home's status box once it has a signed-in
  // customer to show (active-orders-box.tsx): a guest's first visit downloads none of them.
  messagesWithScreens: true,
  slotsWithoutTexts: ['home.orders'],
});
