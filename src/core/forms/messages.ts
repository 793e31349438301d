import type { ComponentLoader } from '../registry/define-module.ts';

/**
 * The texts of the form checks (what is wrong with a field, in every interface language), as
 * `t('core.forms.problem.email')`. Only screens with forms show them, so they download with those
 * screens: a screen whose form uses useFormField wraps its code loader in withFormTexts. The table
 * of catalogue files is in form-texts.ts, which downloads with the first such screen; module
 * definitions (part of every page's first download) import only this small wrapper.
 */
export const withFormTexts =
  (load: ComponentLoader): ComponentLoader =>
  () =>
    Promise.all([load(), import('./form-texts.ts').then((texts) => texts.ensureFormTexts())]).then(
      ([component]) => component,
    );
