/**
 * One preview run: read the tenant, plan channels, languages and screens from the app's own registry,
 * serve the tenant on a free port, photograph every screen and write the contact sheet.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import type { AppLanguage } from '../../core/i18n/languages.ts';
import { Registry } from '../../core/registry/registry.ts';
import type { Logger } from '../../server/base/logger.ts';
import { startServer, type RunningServer } from '../../server/start.ts';
import { notFoundTitle } from './app-messages.ts';
import { contextPool, type StoredCustomer } from './browser-contexts.ts';
import { hasChromium, launchBrowser } from './browser.ts';
import { captureShot } from './capture.ts';
import { channelScreens } from './channel-screens.ts';
import { findClickLaunch, planChannels } from './channels.ts';
import { contactSheetHtml, countsOf, type SheetCounts } from './contact-sheet.ts';
import { ensureDist, type BuildMode } from './ensure-dist.ts';
import { planShots } from './file-names.ts';
import { loadApp } from './load-app.ts';
import { runPool } from './pool.ts';
import { progressLine } from './progress.ts';
import { chromiumPath, distDir } from './repo-paths.ts';
import { applyFilter, type PreviewFilter } from './shot-filter.ts';
import { readTenant } from './tenant-input.ts';
import type { ChannelScreens, PreviewReport, ShotResult } from './types.ts';

/** The preview customer's phone: a number of the reserved test range, never a real customer's. */
const PREVIEW_PHONE = '+998900000001';

/** Options of runPreview. */
export interface RunOptions {
  tenantDir: string;
  /** Default: preview-out/<sub>/ under `cwd`. */
  outDir?: string;
  /** Default 0: a free port. */
  port?: number;
  /** When to build dist/ (default: when missing or older than the source). */
  build?: BuildMode;
  /** Pages captured at the same time (default 3). */
  concurrency?: number;
  /** Only some channels, languages or screens. */
  only?: PreviewFilter;
  /** Folder the default output is relative to (default: the working directory). */
  cwd?: string;
  /** Progress and notices (default: stderr). */
  log?: (message: string) => void;
}

/** What a run produced. */
export interface RunResult {
  report: PreviewReport;
  counts: SheetCounts;
  outDir: string;
  sheetFile: string;
}

/**
 * A customer of the preview's own database, signed in on every screen: profile, orders and checkout
 * show what a signed-in customer sees. The number is one no real customer has (the database lives as
 * long as the run).
 */
async function previewCustomer(server: RunningServer, merchantId: number): Promise<StoredCustomer> {
  const session = await server.storefront.db.createSessionForTest(merchantId, {
    phone: PREVIEW_PHONE,
    firstName: 'Preview',
  });
  return {
    key: `session:${merchantId}`,
    value: JSON.stringify({ token: session.token, user: session.user }),
  };
}

/** Forwards the server's warnings and errors to the sheet; its informational lines are not needed. */
function collectingLogger(messages: string[]): Logger {
  const add = (text: string, error?: unknown) =>
    messages.push(error instanceof Error ? `${text}: ${error.message}` : text);
  return { info: () => {}, warn: (m) => add(m), error: (m, error) => add(m, error) };
}

/** Applies --channel, --lang and --screen, and says what they left out or did not match. */
function narrow(planned: ChannelScreens[], only: PreviewFilter, log: (message: string) => void) {
  const { channels, unmatched } = applyFilter(planned, only);
  const runNotes = Object.entries(only)
    .filter((entry): entry is [string, string[]] => Array.isArray(entry[1]))
    .map(([key, values]) => `Only ${key === 'langs' ? 'languages' : key}: ${values.join(', ')}`);
  for (const name of unmatched) {
    const note = `Nothing to show for ${name}`;
    log(note);
    runNotes.push(note);
  }
  return { channels, runNotes };
}

/**
 * Runs the whole preview.
 * @throws FixtureError for an invalid tenant, or Error when the app, the build or the browser fail
 */
export async function runPreview(options: RunOptions): Promise<RunResult> {
  const log = options.log ?? ((message: string) => process.stderr.write(`${message}\n`));
  // Before any build or server start: without a browser there is nothing to show.
  if (!hasChromium())
    throw new Error(`${chromiumPath} is missing: install Debian's package (apt-get install -y chromium)`);
  const serverMessages: string[] = [];
  const input = readTenant(options.tenantDir, (message) => serverMessages.push(message));
  for (const warning of input.warnings) serverMessages.push(warning);
  const { sub } = input.tenant;
  const outDir = options.outDir ?? path.resolve(options.cwd ?? process.cwd(), 'preview-out', sub);

  await ensureDist(options.build ?? 'auto', log);
  const app = await loadApp();
  const plans = planChannels({
    settings: input.webSettings,
    hasClickSettings: input.clickSettings !== null,
    clickLaunch: findClickLaunch(app.channel),
  });
  const planned = channelScreens({
    plans,
    registry: new Registry(app.modules),
    webSettings: input.webSettings,
    clickSettings: input.clickSettings,
    catalogue: input.tenant.data.catalogue,
    catalogueTypeOf: app.channel.catalogueTypeOf,
  });
  const { channels, runNotes } = narrow(planned, options.only ?? {}, log);
  const shots = planShots(channels);
  fs.mkdirSync(outDir, { recursive: true });

  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let results: ShotResult[];
  let baseUrl: string;
  try {
    server = await startServer({
      tenants: [input.tenant],
      database: ':memory:',
      port: options.port ?? 0,
      distDir,
      log: collectingLogger(serverMessages),
    });
    // Chromium resolves every *.localhost name to loopback: the tenant is found by its sub-domain.
    baseUrl = `http://${sub}.localhost:${server.port}/`;
    log(`${input.name} (${sub}): ${shots.length} screens at ${baseUrl}`);
    browser = await launchBrowser();
    const titles = new Map<AppLanguage, string | null>();
    const titleOf = (lang: AppLanguage) => {
      if (!titles.has(lang)) titles.set(lang, notFoundTitle(lang));
      return titles.get(lang) ?? null;
    };
    let done = 0;
    const contexts = contextPool(browser, baseUrl, await previewCustomer(server, input.tenant.id));
    const capture = { contexts, baseUrl, outDir, notFoundTitle: titleOf };
    results = await runPool(shots, options.concurrency ?? 3, async (shot) => {
      const result = await captureShot(shot, capture);
      log(progressLine(++done, shots.length, result));
      return result;
    });
    await contexts.closeAll();
  } finally {
    await browser?.close();
    await server?.close();
  }

  const report: PreviewReport = {
    tenantName: input.name,
    sub,
    baseUrl,
    generatedAt: new Date(),
    channels,
    results,
    serverMessages,
    runNotes,
  };
  const sheetFile = path.join(outDir, 'index.html');
  fs.writeFileSync(sheetFile, contactSheetHtml(report));
  return { report, counts: countsOf(report), outDir, sheetFile };
}
