import { ensureMessages } from '../../../core/i18n/screen-messages.ts';
import { messagesOf } from '../../../core/i18n/module-messages.ts';

/**
 * The words for product labels and tags (`t('product-page.tag.hit')`), one per code the demo
 * catalogues use. Only the product screen and sheet show them, so they download with that screen
 * (src/core/i18n/screen-messages.ts), not with the module's catalogue every first visit brings.
 */
export const TAG_NAMESPACE = 'product-page.tag';

/** Loads the tag texts (in the language on screen) into the app's messages. */
export const ensureTagTexts = (): Promise<void> =>
  ensureMessages(TAG_NAMESPACE, messagesOf(import.meta.glob('./i18n/*.json')));
