/**
 * A second accessibility engine beside axe: HTML_CodeSniffer at WCAG 2 AA, injected from
 * node_modules into the page (pa11y, its usual runner, downloads a browser at install). The two
 * engines read the rules differently (contrast over text with its own colours, labels, headings),
 * so each finds what the other passes over. Returns its errors; warnings and notices ask for a
 * person's judgement and are not failures.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AccessibilityScope, Violation } from './axe.ts';

const require = createRequire(import.meta.url);
let source: string | undefined;

/** HTML_CodeSniffer's errors at WCAG2AA on the page (or the scope's part of it). */
export async function codeSnifferErrors(page: Page, scope: AccessibilityScope = {}): Promise<Violation[]> {
  source ??= readFileSync(require.resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');
  if (!(await page.evaluate(() => 'HTMLCS' in window))) {
    // Evaluated by the test driver, not added as an inline <script>, which the page's policy refuses.
    await page.evaluate(source);
    // HTML_CodeSniffer 2.5.1 looks its autocomplete messages up as "InvalidAutoComplete_*" but ships
    // them as "InvalidAutocomplete_*": without the second spelling, the check throws instead of
    // reporting the error it found.
    await page.evaluate(() => {
      const translation = (window as unknown as { translation: Record<string, Record<string, string>> })
        .translation;
      for (const texts of Object.values(translation))
        for (const [key, text] of Object.entries(texts))
          if (key.includes('InvalidAutocomplete_'))
            texts[key.replace('Autocomplete', 'AutoComplete')] ??= text;
    });
  }
  return page.evaluate(
    ({ include, exclude }) => {
      interface Message {
        type: number;
        code: string;
        msg: string;
        element: Element | null;
      }
      interface Sniffer {
        process: (standard: string, content: Element, done: () => void, failed: () => void) => void;
        getMessages: () => Message[];
      }
      const sniffer = (window as unknown as { HTMLCS: Sniffer }).HTMLCS;
      const root = include ? document.querySelector(include) : document.documentElement;
      if (!root) return [];
      const ERROR = 1;
      /** A readable selector of the element: tag, id and classes, then its parents' up to the body. */
      const selectorOf = (element: Element | null): string => {
        const parts: string[] = [];
        for (
          let node = element;
          node && node !== document.body && parts.length < 4;
          node = node.parentElement
        ) {
          const id = node.id ? `#${node.id}` : '';
          const classes = [...node.classList].map((name) => `.${name}`).join('');
          parts.unshift(`${node.tagName.toLowerCase()}${id}${classes}`);
        }
        return parts.join(' > ') || 'document';
      };
      return new Promise<Violation[]>((resolve, reject) => {
        sniffer.process(
          'WCAG2AA',
          root,
          () =>
            resolve(
              sniffer
                .getMessages()
                .filter((message) => message.type === ERROR)
                .filter((message) => !exclude.some((selector) => message.element?.closest(selector)))
                .map((message) => ({
                  engine: 'HTML_CodeSniffer',
                  id: message.code,
                  impact: 'error',
                  help: message.msg,
                  targets: [selectorOf(message.element)],
                })),
            ),
          () => reject(new Error('HTML_CodeSniffer could not check the page')),
        );
      });
    },
    { include: scope.include ?? null, exclude: scope.exclude ?? [] },
  );
}
