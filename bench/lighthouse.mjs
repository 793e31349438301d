#!/usr/bin/env node
/**
 * `npm run bench:lighthouse` (and the first half of `npm run bench`): Lighthouse (performance, mobile
 * defaults) on the home pages of two tenants, a product and a category page, the pages that only show a
 * message (a blocked merchant's, the address of no merchant), and on a bare React page, all served
 * compressed as production would, then a table comparing them. The message pages' JavaScript has a
 * target (MESSAGE_PAGE_JS_KB); the bench exits 1 when one is above it.
 *
 *   npm run bench:lighthouse                3 runs per page, the median run is reported
 *   npm run bench:lighthouse -- --runs 1    quicker, noisier
 *
 * The storefront is served by the reference server from dist/ (built first when missing); the bare
 * page (bench/bare) is built with Vite and served by a small gzip/brotli static server. Chromium is
 * Debian's (CHROME_PATH, default /usr/bin/chromium). Lighthouse reports are written to bench/out/.
 * Not part of `npm test`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const bareDir = path.join(import.meta.dirname, 'bare');
const outDir = path.join(import.meta.dirname, 'out');
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const tenants = ['burger', 'grocery'];
/** The demo merchant that is not active: its pages show the blocked message. */
const blockedTenant = 'oldbakery';
/** Most JavaScript (KB transferred) of a page that only shows a message (issue 27). */
const MESSAGE_PAGE_JS_KB = 30;

const { values: options } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a positive integer, got ${options.runs}`);

// ---------------------------------------------------------------------------------------------------
// Clean-up: every server and browser started here is stopped on exit, Ctrl+C or an error.

const cleanups = [];
function cleanUp() {
  for (const stop of cleanups.splice(0).reverse()) {
    try {
      stop();
    } catch {
      // already gone
    }
  }
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

// ---------------------------------------------------------------------------------------------------
// Builds

function buildStorefrontIfMissing() {
  // The pages are measured as visitors get them: rendered on the server (dist/.ssr).
  if (
    existsSync(path.join(root, 'dist/index.html')) &&
    existsSync(path.join(root, 'dist/.ssr/entry-server.mjs'))
  ) {
    console.log('Storefront: using the existing dist/ (delete it to rebuild).');
    return;
  }
  console.log('Storefront: dist/ is missing or has no server rendering, building it.');
  const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['src/tools/build.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('npm run build failed');
}

async function buildBarePage() {
  console.log('Bare page: building bench/bare.');
  await build({ configFile: path.join(bareDir, 'vite.config.js') });
}

// ---------------------------------------------------------------------------------------------------
// Servers

/** A free TCP port on the loopback interface. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForOk(url, timeoutMs, isAlive) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`the server stopped before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** The reference server (API + built storefront) on a free port; resolves to its origin. */
async function startReferenceServer() {
  const port = await freePort();
  const args = ['src/server/main.ts', '--port', String(port), '--db', ':memory:'];
  // Own process group, so the server and anything it spawns are stopped together.
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let alive = true;
  child.on('exit', () => (alive = false));
  cleanups.push(() => alive && process.kill(-child.pid, 'SIGTERM'));
  try {
    await waitForOk(`http://127.0.0.1:${port}/api/users/v1/merchants/sub/${tenants[0]}`, 60_000, () => alive);
  } catch (error) {
    console.error(output);
    throw error;
  }
  return port;
}

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** Static server for bench/bare/dist with brotli and gzip, as production would serve it. */
async function startBareServer() {
  const distDir = path.join(bareDir, 'dist');
  const cache = new Map();
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const relative = pathname === '/' ? 'index.html' : pathname.slice(1);
    const file = path.join(distDir, relative);
    if (!file.startsWith(distDir + path.sep) || !existsSync(file)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    if (!cache.has(file)) {
      const body = readFileSync(file);
      cache.set(file, {
        identity: body,
        br: zlib.brotliCompressSync(body),
        gzip: zlib.gzipSync(body, { level: 9 }),
      });
    }
    const bodies = cache.get(file);
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
    const headers = {
      'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
    };
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    response.writeHead(200, headers).end(bodies[encoding]);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => server.close());
  return server.address().port;
}

/** Warns when the page's main script is not served compressed (the figures would mislead). */
async function checkCompressed(url) {
  const html = await (await fetch(url)).text();
  const script = /<script[^>]+type="module"[^>]+src="([^"]+)"/.exec(html)?.[1];
  if (!script) return;
  const response = await fetch(new URL(script, url), { headers: { 'accept-encoding': 'br, gzip' } });
  const encoding = response.headers.get('content-encoding');
  await response.arrayBuffer();
  if (!encoding) console.warn(`warning: ${new URL(script, url).pathname} is served uncompressed`);
}

// ---------------------------------------------------------------------------------------------------
// Lighthouse

async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'error' });
  const stop = () => chrome.kill();
  cleanups.push(stop);
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    cleanups.splice(cleanups.indexOf(stop), 1);
    await chrome.kill();
  }
}

/**
 * The median of `runs` Lighthouse runs of one page.
 * @param shownAt the path the page shows its address as, when that is not the one opened
 */
async function measure(name, url, shownAt = new URL(url).pathname) {
  const lhrs = [];
  for (let i = 1; i <= runs; i++) {
    process.stdout.write(`Lighthouse ${name} (${url}) run ${i}/${runs}... `);
    const lhr = await runLighthouse(url);
    const score = lhr.categories.performance.score;
    console.log(
      score === null ? `no score (${lhr.runtimeError?.code ?? 'see report'})` : Math.round(score * 100),
    );
    lhrs.push(lhr);
  }
  const lhr = computeMedianRun(lhrs);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, `${name}.json`), JSON.stringify(lhr));
  for (const warning of lhr.runWarnings ?? []) console.warn(`  warning (${name}): ${warning}`);
  if (new URL(lhr.finalDisplayedUrl).pathname !== shownAt) {
    console.warn(
      `  warning (${name}): the page moved to ${lhr.finalDisplayedUrl}; that is what was measured`,
    );
  }
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const score = lhr.categories.performance.score;
  return {
    name,
    score: score === null ? NaN : score * 100,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    kb: audit('total-byte-weight') / 1024,
    jsKb: scriptBytes(lhr) / 1024,
  };
}

/** Bytes of script the page transferred (Lighthouse's resource summary; inline scripts are in the HTML). */
function scriptBytes(lhr) {
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  return items.find((item) => item.resourceType === 'script')?.transferSize ?? NaN;
}

function printTable(rows) {
  const bare = rows.find((row) => row.name === 'bare');
  const ratio = (value, base) =>
    Number.isFinite(value / base) && base > 0 ? `${(value / base).toFixed(2)}x` : '-';
  const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
  const table = [
    [
      'page',
      'score',
      'FCP ms',
      'LCP ms',
      'TBT ms',
      'CLS',
      'KB',
      'JS KB',
      'score/bare',
      'LCP/bare',
      'KB/bare',
    ],
    ...rows.map((row) => [
      row.name,
      fixed(row.score),
      fixed(row.fcp),
      fixed(row.lcp),
      fixed(row.tbt),
      fixed(row.cls, 3),
      fixed(row.kb, 1),
      fixed(row.jsKb, 1),
      row === bare ? '' : ratio(row.score, bare.score),
      row === bare ? '' : ratio(row.lcp, bare.lcp),
      row === bare ? '' : ratio(row.kb, bare.kb),
    ]),
  ];
  const widths = table[0].map((_, column) => Math.max(...table.map((line) => line[column].length)));
  const format = (line) =>
    line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])));
  console.log('');
  console.log(format(table[0]).join('  '));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of table.slice(1)) console.log(format(line).join('  ').trimEnd());
  console.log(
    `\nLighthouse performance, mobile (simulated throttling), median of ${runs} run(s); ` +
      'KB = bytes transferred, JS KB = of them script. Reports: bench/out/*.json',
  );
}

async function main() {
  if (!existsSync(chromePath)) {
    throw new Error(
      `${chromePath} not found: install Debian's Chromium (apt-get install -y chromium) or set CHROME_PATH`,
    );
  }
  buildStorefrontIfMissing();
  await buildBarePage();
  const storefrontPort = await startReferenceServer();
  const barePort = await startBareServer();
  const served = [];
  for (const sub of tenants) {
    const response = await fetch(`http://127.0.0.1:${storefrontPort}/api/users/v1/merchants/sub/${sub}`);
    await response.arrayBuffer();
    if (response.ok) served.push(sub);
    else console.warn(`warning: tenant "${sub}" is not served (HTTP ${response.status}); it is left out.`);
  }
  // A product page and a category page beside the homes: the first product and category of the
  // first tenant's fixture catalogue.
  const catalogue = JSON.parse(
    readFileSync(path.join(root, 'fixtures', tenants[0], 'catalogue.json'), 'utf8'),
  );
  const inner = served.includes(tenants[0])
    ? [
        { name: `${tenants[0]} product`, path: `/product/${catalogue.products[0].id}` },
        { name: `${tenants[0]} category`, path: `/category?id=${catalogue.categories[0].id}` },
      ]
    : [];
  const pages = [
    ...served.map((sub) => ({ name: sub, url: `http://${sub}.localhost:${storefrontPort}/` })),
    ...inner.map(({ name, path: page }) => ({
      name,
      url: `http://${tenants[0]}.localhost:${storefrontPort}${page}`,
    })),
    // Pages that only show a message: the server writes them without the storefront's code.
    {
      name: 'blocked',
      url: `http://${blockedTenant}.localhost:${storefrontPort}/`,
      shownAt: '/blocked',
      message: true,
    },
    {
      name: 'no-merchant',
      url: `http://127.0.0.1:${storefrontPort}/`,
      shownAt: '/merchantNotAvailable',
      message: true,
    },
    { name: 'bare', url: `http://127.0.0.1:${barePort}/` },
  ];
  await checkCompressed(`http://127.0.0.1:${storefrontPort}/?vendor=${tenants[0]}`);
  await checkCompressed(`http://127.0.0.1:${barePort}/`);
  const rows = [];
  for (const page of pages)
    rows.push({ ...(await measure(page.name, page.url, page.shownAt)), message: page.message });
  printTable(rows);
  const heavy = rows.filter((row) => row.message && !(row.jsKb <= MESSAGE_PAGE_JS_KB));
  for (const row of heavy)
    console.error(
      `Missed: ${row.name} loads ${row.jsKb.toFixed(1)} KB of JavaScript (target ≤ ${MESSAGE_PAGE_JS_KB} KB)`,
    );
  if (heavy.length > 0) process.exitCode = 1;
  const missing = tenants.filter((sub) => !served.includes(sub));
  if (missing.length > 0) console.warn(`Left out, not served by the reference server: ${missing.join(', ')}`);
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(cleanUp);
