import { messagesOf } from '../i18n/module-messages.ts';

/**
 * The texts of the branch pieces shared by the branches page and the pickup choice (list and map
 * tabs, branch cards, the detail drawer). Loaded with the app's catalogue under this namespace:
 * `t('core.branches.tab.map')`. The calling module keeps the texts that are its own (titles, what
 * the select button says).
 */
export const BRANCHES_NAMESPACE = 'core.branches';
export const branchesMessages = messagesOf(import.meta.glob('./i18n/*.json', { import: 'default' }));
