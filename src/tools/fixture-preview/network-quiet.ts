/**
 * Waits until a page has had no request in flight for a short while. Playwright's "networkidle" waits
 * for 500 ms of silence; 250 ms is enough after the page has already shown its content (the settled
 * check runs first) and, over dozens of screens, saves a noticeable part of a run.
 */
import type { Page, Request } from '@playwright/test';
import { ORDER_STREAM_PATH } from '../../contract/order-stream.ts';
import { TENANT_CHANGES_PATH } from '../../contract/tenant-changes.ts';

/**
 * Requests that stay open for the page's life (the merchant's changes stream, a signed-in customer's
 * order stream, an EventSource): they never finish, and a page holding one is still quiet.
 */
const LIVE_PATHS = [TENANT_CHANGES_PATH, ORDER_STREAM_PATH];
const isLiveStream = (request: Request) =>
  request.resourceType() === 'eventsource' ||
  LIVE_PATHS.some((live) => new URL(request.url()).pathname.endsWith(live));

/** Requests in flight on a page and when that last changed. */
export interface RequestTracker {
  inFlight(): number;
  lastChange(): number;
}

/** Counts the page's requests in flight from now on. */
export function trackRequests(page: Page): RequestTracker {
  const open = new Set<Request>();
  let changed = Date.now();
  const done = (request: Request) => {
    if (open.delete(request)) changed = Date.now();
  };
  page.on('request', (request) => {
    if (isLiveStream(request)) return;
    open.add(request);
    changed = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { inFlight: () => open.size, lastChange: () => changed };
}

/**
 * Resolves once nothing has been in flight for `quietMs`.
 * @throws Error after `timeoutMs` of continuous traffic
 */
export async function waitForQuiet(
  tracker: RequestTracker,
  quietMs = 250,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const quietFor = Date.now() - tracker.lastChange();
    if (tracker.inFlight() === 0 && quietFor >= quietMs) return;
    if (Date.now() > deadline) throw new Error(`${tracker.inFlight()} requests still in flight`);
    await new Promise((resolve) => setTimeout(resolve, Math.max(25, quietMs - quietFor)));
  }
}
