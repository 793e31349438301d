import { defineModule } from '../../core/registry/define-module.ts';

/**
 * Notifications (notificationsActive): a bell in the header with the signed-in customer's unread
 * count, opening the notification centre (their orders' status changes and the merchant's news, read
 * state kept by the server), and a notice when one of their orders changes status.
 *
 * Decision: the bell holds the customer's live order stream (core/live-orders) on every page while
 * signed in, because the count and the notices are live wherever the customer is; one stream per
 * customer is shared with the order screens. A guest gets no bell and downloads no stream, and the
 * texts come with the bell (notification-texts.ts), not with the module.
 */
export default defineModule({
  id: 'notifications',
  owns: ['notificationsActive'],
  enabled: (s) => s.notificationsActive,
  slots: { 'header.end': () => import('./notification-bell.tsx') },
});
