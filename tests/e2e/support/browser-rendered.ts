/**
 * For tests that change an API answer in flight (page.route on a call): a server-rendered page
 * carries that answer inline and the browser never asks for it. With the page's rendered data taken
 * out before the storefront's script runs, the browser renders the page itself and makes its calls,
 * as it does for a page the server could not render.
 */
import type { Page } from '@playwright/test';

export async function renderInTheBrowser(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // Module scripts run once the document is parsed: the data element is gone by then.
    new MutationObserver(() => document.getElementById('rendered-page')?.remove()).observe(document, {
      childList: true,
      subtree: true,
    });
  });
}
