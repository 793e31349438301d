/**
 * Collects what a page reports while it loads: uncaught exceptions, console errors and failed
 * requests. Staff read them on the contact sheet next to the screenshot they belong to.
 */
import type { Page } from '@playwright/test';
import type { ShotProblems } from './types.ts';

/** Most entries kept per kind: one broken image repeated on a long menu must not flood the sheet. */
const MAX_ENTRIES = 20;

function push(list: string[], entry: string): void {
  if (list.length < MAX_ENTRIES && !list.includes(entry)) list.push(entry);
}

/** Shows an address relative to the storefront's origin when it is on it (shorter, same on every run). */
function shortUrl(url: string, origin: string): string {
  return url.startsWith(origin) ? url.slice(origin.length) || '/' : url;
}

/** Starts collecting on a new page; the returned object fills in as the page runs. */
export function watchProblems(page: Page, origin: string): ShotProblems {
  const problems: ShotProblems = { pageErrors: [], consoleErrors: [], failedRequests: [], notes: [] };
  page.on('pageerror', (error) => push(problems.pageErrors, error.message));
  page.on('console', (message) => {
    // The browser's own "Failed to load resource" line repeats a failed request listed with its address.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      push(problems.consoleErrors, message.text());
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    // Cancelled requests (a query aborted on unmount, an image no longer needed) are not faults.
    if (reason.includes('ERR_ABORTED')) return;
    push(problems.failedRequests, `${request.method()} ${shortUrl(request.url(), origin)}: ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      push(
        problems.failedRequests,
        `${response.request().method()} ${shortUrl(response.url(), origin)}: ${response.status()}`,
      );
  });
  return problems;
}

/** Whether anything was reported. */
export const hasProblems = (p: ShotProblems): boolean =>
  p.pageErrors.length + p.consoleErrors.length + p.failedRequests.length + p.notes.length > 0;
