/**
 * Accessibility check with two engines, injected from node_modules (no network): axe-core's
 * violations of impact serious or critical, and HTML_CodeSniffer's errors at WCAG 2 AA
 * (./code-sniffer.ts). A page must have none of either.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { codeSnifferErrors } from './code-sniffer.ts';

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

export interface AccessibilityScope {
  /** CSS selector of the part of the page to check; the whole document by default. */
  include?: string;
  /** CSS selectors to leave out (e.g. a third-party widget). */
  exclude?: string[];
}

/** One rule broken, by the engine that found it, with the elements that break it. */
export interface Violation {
  engine: 'axe' | 'HTML_CodeSniffer';
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Runs axe on the page and returns its serious and critical violations. */
async function axeViolations(page: Page, scope: AccessibilityScope): Promise<Violation[]> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) {
    // Evaluated by the test driver, not added as an inline <script>, which the page's policy refuses.
    await page.evaluate(axeSource);
  }
  const violations = await page.evaluate(
    async ({ include, exclude }) => {
      const axe = (window as unknown as { axe: { run: (context: unknown) => Promise<AxeResults> } }).axe;
      const excluded = exclude.map((selector) => [selector]);
      const context = include
        ? { include: [[include]], exclude: excluded }
        : excluded.length > 0
          ? { exclude: excluded }
          : document;
      const results = await axe.run(context);
      return results.violations;
    },
    { include: scope.include ?? null, exclude: scope.exclude ?? [] },
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      engine: 'axe',
      id: v.id,
      impact: v.impact ?? 'serious',
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
}

/** Runs both engines on the page: axe's serious and critical violations, then HTML_CodeSniffer's errors. */
export async function seriousViolations(page: Page, scope: AccessibilityScope = {}): Promise<Violation[]> {
  return [...(await axeViolations(page, scope)), ...(await codeSnifferErrors(page, scope))];
}

/** One line per violation and element, for assertion messages. */
export function describeViolations(violations: Violation[]): string {
  return violations
    .flatMap((v) => v.targets.map((target) => `${v.engine} ${v.impact} ${v.id}: ${v.help} at ${target}`))
    .join('\n');
}
