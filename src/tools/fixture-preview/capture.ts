/**
 * Takes one screenshot: a new page in the context of its channel and language (the `lang` cookie is
 * set there), then load, settle, judge, shoot. A screen that fails is still photographed when possible:
 * the picture shows staff what broke.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { AppLanguage } from '../../core/i18n/languages.ts';
import type { ContextPool } from './browser-contexts.ts';
import { trackRequests, waitForQuiet, type RequestTracker } from './network-quiet.ts';
import { watchProblems } from './page-problems.ts';
import { judgePage, pendingScript, snapshotScript, type PageSnapshot } from './page-state.ts';
import type { Shot, ShotResult } from './types.ts';

/** Where and how to capture. */
export interface CaptureOptions {
  contexts: ContextPool;
  /** Tenant home, e.g. http://burger.localhost:40123/ */
  baseUrl: string;
  outDir: string;
  /** The 404 title per language (see app-messages.ts). */
  notFoundTitle: (lang: AppLanguage) => string | null;
  /** Longest wait for a page to load and then to settle. Default 20 s. */
  timeoutMs?: number;
}

const message = (error: unknown): string =>
  error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);

/**
 * Polls the page until it has settled. Not page.waitForFunction: with a string it compiles the
 * predicate in the page, which the storefront's Content-Security-Policy (no 'unsafe-eval') refuses;
 * page.evaluate runs through the browser's debugging protocol, which the policy does not govern.
 */
async function waitUntilSettled(page: Page, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pending = await page.evaluate<string>(pendingScript);
    if (pending === '') return;
    if (Date.now() > deadline) throw new Error(pending);
    await page.waitForTimeout(100);
  }
}

/** Waits for the settled state and a quiet network; returns what is still pending after the timeout. */
async function settle(page: Page, requests: RequestTracker, timeoutMs: number): Promise<string | null> {
  try {
    const settled = () => waitUntilSettled(page, timeoutMs);
    await settled();
    // Then a quiet network: late slots, images below the first paint, the next chunk of a lazy page.
    await waitForQuiet(requests, 250, timeoutMs);
    // What arrived in that time may have put a skeleton or an unfinished image back on screen.
    await settled();
    return null;
  } catch (error) {
    const pending = await page.evaluate<string>(pendingScript).catch(() => '');
    return pending || message(error);
  }
}

/** Captures one shot; never throws (a failure is part of the result). */
export async function captureShot(shot: Shot, options: CaptureOptions): Promise<ShotResult> {
  const started = Date.now();
  // A fresh server makes every picture's renditions on first request, a few at a time: a screen full
  // of pictures, beside two others, took 20-30 s on a busy two-core machine. The limit is there for a
  // screen that never settles, not to hurry a cold one.
  const timeoutMs = options.timeoutMs ?? 45_000;
  const origin = options.baseUrl.replace(/\/$/, '');
  let page: Page;
  try {
    page = await (await options.contexts.get(shot.channel, shot.lang)).newPage();
  } catch (error) {
    const problems = { pageErrors: [], consoleErrors: [], failedRequests: [], notes: [] };
    const failure = `could not open a browser page: ${message(error)}`;
    return { ...shot, failure, captured: false, problems, durationMs: Date.now() - started };
  }
  const problems = watchProblems(page, origin);
  const requests = trackRequests(page);
  let failure: string | undefined;
  let captured = false;
  try {
    const response = await page.goto(new URL(shot.address, options.baseUrl).href, {
      waitUntil: 'domcontentloaded',
      timeout: timeoutMs,
    });
    if (!response) failure = 'no response';
    else if (!response.ok()) failure = `the server answered ${response.status()}`;
    const pending = await settle(page, requests, timeoutMs);
    if (pending) failure ??= `did not settle within ${Math.round(timeoutMs / 1000)} s: ${pending}`;
    const snapshot = await page.evaluate<PageSnapshot>(snapshotScript);
    const judged = judgePage(snapshot, {
      pathname: new URL(shot.address, options.baseUrl).pathname,
      lang: shot.lang,
      notFoundTitle: options.notFoundTitle(shot.lang),
      pageErrors: problems.pageErrors,
    });
    failure ??= judged.failure;
    problems.notes.push(...judged.notes);
  } catch (error) {
    failure ??= `could not load: ${message(error)}`;
  }
  try {
    await page.screenshot({
      path: path.join(options.outDir, shot.file),
      animations: 'disabled',
      caret: 'hide',
      timeout: timeoutMs,
    });
    captured = true;
  } catch (error) {
    failure ??= `no screenshot: ${message(error)}`;
  }
  await page.close().catch(() => {});
  return { ...shot, failure, captured, problems, durationMs: Date.now() - started };
}
