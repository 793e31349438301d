import type { ComponentLoader } from '../registry/define-module.ts';

/**
 * The texts of the branch pieces shared by the branches page and the pickup choice (list and map
 * tabs, branch cards, the detail drawer), as `t('core.branches.tab.map')`. The calling module keeps
 * the texts that are its own (titles, what the select button says).
 *
 * No home page shows them, so they download with the screens that do (src/core/i18n/
 * screen-messages.ts): a screen using the branch pieces wraps its code loader in withBranchTexts.
 * The catalogue's table of files is in branch-texts.ts, which downloads with the first such screen:
 * module definitions (part of every page's first download) import only this small wrapper.
 */
export const withBranchTexts =
  (load: ComponentLoader): ComponentLoader =>
  () =>
    Promise.all([load(), import('./branch-texts.ts').then((texts) => texts.ensureBranchTexts())]).then(
      ([component]) => component,
    );
