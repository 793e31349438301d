import { ensureMessages } from '../../../core/i18n/screen-messages.ts';
import { messagesOf } from '../../../core/i18n/module-messages.ts';

/**
 * The logout question's texts (`t('profile.logout-confirm.title')`). Only the profile asks it, and
 * only with something in the basket, so they download with the question (src/core/i18n/
 * screen-messages.ts), not with the profile's catalogue, which the header brings to every first visit.
 */
export const LOGOUT_NAMESPACE = 'profile.logout-confirm';

/** Loads the texts (in the language on screen) into the app's messages. */
export const ensureLogoutTexts = (): Promise<void> =>
  ensureMessages(LOGOUT_NAMESPACE, messagesOf(import.meta.glob('./i18n/*.json')));
