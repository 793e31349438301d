/**
 * Accessibility check with axe-core, injected from node_modules (no network): returns the violations
 * of impact serious or critical, the ones a page must not have.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

export interface AxeScope {
  /** CSS selector of the part of the page to check; the whole document by default. */
  include?: string;
  /** CSS selectors to leave out (e.g. a third-party widget). */
  exclude?: string[];
}

/** Runs axe on the page and returns the serious and critical violations. */
export async function seriousViolations(page: Page, scope: AxeScope = {}): Promise<Result[]> {
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
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** One line per violation and element, for assertion messages. */
export function describeViolations(violations: Result[]): string {
  return violations
    .flatMap((v) => v.nodes.map((n) => `${v.impact} ${v.id}: ${v.help} at ${n.target.join(' ')}`))
    .join('\n');
}
