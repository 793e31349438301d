/**
 * HTML validity with html-validate (no network, no Java): the rules of valid HTML5 and of ARIA use
 * (an aria-label on an element that cannot carry one, skipped heading levels), as a markup checker
 * such as the W3C Nu checker would report them.
 */
import { HtmlValidate, type ConfigData } from 'html-validate';

const config: ConfigData = {
  extends: ['html-validate:recommended'],
  // Each rule turned off or relaxed below reports something HTML5 allows: a matter of style, not validity.
  rules: {
    // React writes void elements as `<img />` and the template `<!doctype html>`: both are valid.
    'void-style': 'off',
    'doctype-style': 'off',
    // Attribute names are case-insensitive in HTML; React writes some in camelCase (`fetchPriority`).
    'attr-case': 'off',
    // `checked=""` and a bare `checked` are the same boolean attribute.
    'attribute-boolean-style': 'off',
    // An id is any string without spaces; React's generated ids start with an underscore.
    'valid-id': ['error', { relaxed: true }],
    // An input without a type is a text input by definition.
    'no-implicit-input-type': 'off',
    // Check boxes of one group share a name, as a form that sends several values does.
    'form-dup-name': ['error', { shared: ['radio', 'button', 'reset', 'submit', 'checkbox'] }],
    // Typography advice (numbers that must not wrap), not markup rules.
    'tel-non-breaking': 'off',
    // A list may be named (ARIA gives the list role a name from its author), as the Nu checker accepts;
    // a label where ARIA forbids one (a plain span or div) stays an error.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // Valid HTML5: inline styles carry per-merchant colours and reserved image sizes from the server.
    'no-inline-style': 'off',
  },
};

const validator = new HtmlValidate(config);

/** One line per error of the document: `line:column rule: message`; empty when the HTML is valid. */
export async function htmlErrors(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages
      .filter((message) => message.severity === 2)
      .map((message) => `${message.line}:${message.column} ${message.ruleId}: ${message.message}`),
  );
}
