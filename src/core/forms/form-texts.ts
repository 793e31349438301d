import { ensureMessages } from '../i18n/screen-messages.ts';
import { messagesOf } from '../i18n/module-messages.ts';

/** Namespace of the form checks' texts: `t('core.forms.problem.required')`. */
export const FORMS_NAMESPACE = 'core.forms';

/** Loads the form checks' catalogue (in the language on screen) into the app's messages. */
export const ensureFormTexts = (): Promise<void> =>
  ensureMessages(FORMS_NAMESPACE, messagesOf(import.meta.glob('./i18n/*.json')));
