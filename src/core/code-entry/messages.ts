import { messagesOf } from '../i18n/module-messages.ts';

/**
 * The code entry's texts (label, mask and resend messages, code errors), shared by every screen that
 * asks for a code: sign-in, and confirming the phone before deleting the account or changing it.
 * Loaded with the app's catalogue under this namespace: `t('core.code.resend')`.
 */
export const CODE_ENTRY_NAMESPACE = 'core.code';
export const codeEntryMessages = messagesOf(import.meta.glob('./i18n/*.json', { import: 'default' }));
