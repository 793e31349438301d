import type { ComponentLoader } from '../registry/define-module.ts';

/**
 * The code entry's texts (label, resend and countdown, code errors) as `t('core.code.resend')`,
 * shared by every screen that asks for a code: sign-in, confirming the phone before deleting the
 * account or changing it, and confirming a saved card.
 *
 * No home page shows them, so they download with the screens that do (src/core/i18n/
 * screen-messages.ts): a route that shows a code entry, or says a code problem (codeProblemText),
 * wraps its code loader in withCodeTexts. The catalogue's table of files is in code-texts.ts, which
 * downloads with the first such screen: module definitions (part of every page's first download)
 * import only this small wrapper.
 */
export const withCodeTexts =
  (load: ComponentLoader): ComponentLoader =>
  () =>
    Promise.all([load(), import('./code-texts.ts').then((texts) => texts.ensureCodeTexts())]).then(
      ([component]) => component,
    );
