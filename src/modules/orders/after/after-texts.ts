import { ensureMessages } from '../../../core/i18n/screen-messages.ts';
import { messagesOf } from '../../../core/i18n/module-messages.ts';

/**
 * Texts of what a customer does with an order after placing it: cancel it (with a reason), see its
 * refund, order it again (`t('orders.after.cancel')`). Only the order page shows them, so they
 * download with it, as the receipt's do (receipt/receipt-texts.ts).
 */
export const AFTER_NAMESPACE = 'orders.after';

export const ensureAfterTexts = (): Promise<void> =>
  ensureMessages(AFTER_NAMESPACE, messagesOf(import.meta.glob('./i18n/*.json', { import: 'default' })));
