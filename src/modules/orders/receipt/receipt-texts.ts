import { ensureMessages } from '../../../core/i18n/screen-messages.ts';
import { messagesOf } from '../../../core/i18n/module-messages.ts';

/**
 * The order page's own texts: about money the customer gets back or asks for (the receipt of a paid
 * order, the promo code beside its discount, the order's cashback) and about its confirmation ("waiting
 * for confirmation", and the notice when it comes), as `t('orders.receipt.title')`, and about
 * cancelling it and ordering it again (`orders.receipt.after.*`, after/). Only the order
 * page shows them, so they download with it (src/core/i18n/screen-messages.ts), not with the
 * orders module's catalogue, which the home page's status box brings to every first visit.
 */
export const RECEIPT_NAMESPACE = 'orders.receipt';

/** Loads the receipt texts (in the language on screen) into the app's messages. */
export const ensureReceiptTexts = (): Promise<void> =>
  ensureMessages(RECEIPT_NAMESPACE, messagesOf(import.meta.glob('./i18n/*.json')));
