/**
 * `npm run bench:map` (and the last part of `npm run bench`): the address picker. A customer on the
 * burger storefront's home page taps into the delivery address picker; measured: the time from the tap
 * to a map the customer can drag (the map's `load`: style, tiles and first frame drawn; the container
 * says `data-map-state="ready"`), and the JavaScript the tap downloads (maplibre-gl, its worker, the
 * picker's own code), next to what the home page itself loaded (which must not grow with the map).
 *
 *   npm run bench:map                 5 taps, the median is reported
 *   npm run bench:map -- --runs 10
 *
 * The reference server runs from dist/ (built when missing) in production mode on a throw-away
 * database; Chromium is Debian's with SwiftShader WebGL, as the browser tests run it. The JSON report
 * goes to bench/out/address-picker.json. Not part of `npm test`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { build } from 'vite';
import { chromiumArgs } from '../playwright.config.ts';
import { cleanUp, guardRun } from './api-load/cleanup.ts';
import { startBenchServer } from './api-load/server-process.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(import.meta.dirname, 'out');
const TENANT = 'burger';
const PICKER_PATH = '/address/delivery';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a positive integer, got ${values.runs}`);

interface Tap {
  /** ms from the tap to a draggable map. */
  readyMs: number;
  /** Compressed bytes of JavaScript the tap downloaded (page and map worker). */
  tapScriptBytes: number;
  /** Compressed bytes of JavaScript the home page downloaded before the tap. */
  homeScriptBytes: number;
}

const isScript = (url: string, type: string) => type === 'script' || /\.m?js(\?|$)/.test(url);

/** Encoded bytes of every script response from now on, until the returned function is called. */
function countScripts(page: Page): () => Promise<number> {
  const pending: Promise<number>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    const request = response.request();
    if (!isScript(request.url(), request.resourceType())) return;
    pending.push(
      request
        .sizes()
        .then((sizes) => sizes.responseBodySize)
        .catch(() => 0),
    );
  };
  page.context().on('response', onResponse);
  return async () => {
    page.context().off('response', onResponse);
    return (await Promise.all(pending)).reduce((sum, bytes) => sum + bytes, 0);
  };
}

async function tapOnce(base: string): Promise<Tap> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const homeScripts = countScripts(page);
    await page.goto(new URL(`/?vendor=${TENANT}`, base).href, { waitUntil: 'networkidle' });
    const homeScriptBytes = await homeScripts();

    const tapScripts = countScripts(page);
    // The tap: a client-side navigation into the picker, as a button in the storefront makes it.
    const started = await page.evaluate((target) => {
      const start = performance.now();
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
      return start;
    }, `${PICKER_PATH}?vendor=${TENANT}`);
    await page.waitForSelector('[data-map-state="ready"], [data-map-state="failed"]', { timeout: 30_000 });
    const state = await page.getAttribute('[data-map-state]', 'data-map-state');
    if (state !== 'ready') throw new Error(`the map did not draw (state ${state})`);
    const readyMs = (await page.evaluate(() => performance.now())) - started;
    await page.waitForLoadState('networkidle');
    return { readyMs, tapScriptBytes: await tapScripts(), homeScriptBytes };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  guardRun((60 + runs * 45) * 1000);
  if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) {
    console.log('Building the storefront (dist/ is missing)…');
    await build({ root, logLevel: 'warn' });
  }
  const server = await startBenchServer({
    database: ':memory:',
    tenantDir: path.join(root, 'fixtures', TENANT),
    limits: {},
  });
  const taps: Tap[] = [];
  for (let run = 0; run < runs; run++) taps.push(await tapOnce(server.url));
  await server.stop();

  const report = {
    tenant: TENANT,
    runs,
    medianReadyMs: Math.round(median(taps.map((t) => t.readyMs))),
    tapScriptBytes: median(taps.map((t) => t.tapScriptBytes)),
    homeScriptBytes: median(taps.map((t) => t.homeScriptBytes)),
    taps,
  };
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'address-picker.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nAddress picker (${TENANT}, median of ${runs}, mobile viewport, SwiftShader WebGL)`);
  console.log(`  tap to a draggable map   ${report.medianReadyMs} ms`);
  console.log(`  JavaScript of the tap    ${kb(report.tapScriptBytes)} (compressed, page and map worker)`);
  console.log(`  JavaScript of home       ${kb(report.homeScriptBytes)} (compressed, before the tap)`);
}

try {
  await main();
} finally {
  await cleanUp();
}
