import { useLazyCatalogues, type LazyCatalogue } from '../i18n/lazy-catalogue.ts';
import { messagesOf } from '../i18n/module-messages.ts';
import { useStorefront, useT } from '../storefront.tsx';

/**
 * The texts of the branch pieces shared by the branches page and the pickup choice (list and map
 * tabs, branch cards, the detail drawer), as `t('core.branches.tab.map')`. The calling module keeps
 * the texts that are its own (titles, what the select button says).
 *
 * They download with the first branch piece on screen, not in the start-up wave: no home page
 * shows them.
 */
export const branchTexts: LazyCatalogue = {
  namespace: 'core.branches',
  loaders: messagesOf(import.meta.glob('./i18n/*.json', { import: 'default' })),
};

/** useT() for the branch pieces: suspends until their catalogue is loaded. */
export function useBranchTexts(): ReturnType<typeof useT> {
  useLazyCatalogues(useStorefront().messages, [branchTexts]);
  return useT();
}
