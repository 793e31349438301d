import { messagesOf } from '../i18n/module-messages.ts';
import { ensureMessages } from '../i18n/screen-messages.ts';

/** The code entry's namespace: `t('core.code.resend')`. */
export const CODE_ENTRY_NAMESPACE = 'core.code';

/** Loads the code entry's texts (in the language on screen) into the app's messages (see messages.ts). */
export const ensureCodeTexts = (): Promise<void> =>
  ensureMessages(CODE_ENTRY_NAMESPACE, messagesOf(import.meta.glob('./i18n/*.json')));
