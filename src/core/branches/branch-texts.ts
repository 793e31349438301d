import { ensureMessages } from '../i18n/screen-messages.ts';
import { messagesOf } from '../i18n/module-messages.ts';

/** Namespace of the branch pieces' texts: `t('core.branches.tab.map')`. */
export const BRANCHES_NAMESPACE = 'core.branches';

/** Loads the branch pieces' catalogue (in the language on screen) into the app's messages. */
export const ensureBranchTexts = (): Promise<void> =>
  ensureMessages(BRANCHES_NAMESPACE, messagesOf(import.meta.glob('./i18n/*.json')));
