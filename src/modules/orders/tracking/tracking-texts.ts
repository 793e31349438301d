import { ensureMessages } from '../../../core/i18n/screen-messages.ts';
import { messagesOf } from '../../../core/i18n/module-messages.ts';

/**
 * The tracking screen's texts (the courier statuses of spec section 4 in every language, the screen's
 * own words), as `t('orders.map.courier.PERFORMER_ARRIVED')`. Only that screen shows them, so they
 * download with it (src/core/i18n/screen-messages.ts), not with the orders module's catalogue, which
 * the home page's status box brings to every first visit.
 */
export const TRACKING_NAMESPACE = 'orders.map';

/** Loads the tracking texts (in the language on screen) into the app's messages. */
export const ensureTrackingTexts = (): Promise<void> =>
  ensureMessages(TRACKING_NAMESPACE, messagesOf(import.meta.glob('./i18n/*.json')));
