import { ensureMessages } from '../../core/i18n/screen-messages.ts';
import { messagesOf } from '../../core/i18n/module-messages.ts';

/**
 * The notification texts, as `t('notifications.centre.title')`: they download with the bell of a
 * signed-in customer (src/core/i18n/screen-messages.ts), so a guest's first visit carries none of
 * them. Their own namespace, not the module's id: the start-up registers an empty catalogue under
 * the id of every module that declares none.
 */
export const NOTIFICATION_NAMESPACE = 'notifications.centre';

export const ensureNotificationTexts = (): Promise<void> =>
  ensureMessages(NOTIFICATION_NAMESPACE, messagesOf(import.meta.glob('./i18n/*.json')));
