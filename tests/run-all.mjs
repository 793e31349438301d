#!/usr/bin/env node
/**
 * `npm test`: every check, in order, stopping at the first failure.
 *
 *   1. Chromium      Debian's /usr/bin/chromium (installed with apt when missing and run as root)
 *   2. PostgreSQL    Debian's server, for the storage and API tests on PostgreSQL (likewise)
 *   3. Types         tsc --noEmit
 *   4. Lint          eslint . && prettier --check .
 *   5. Unit tests    vitest run: the `unit` project (includes the schema drift and type tests) and
 *                    the `postgres` project (the server's storage and API tests on PostgreSQL)
 *   6. Build         src/tools/build.ts (the browser tests run against dist/ and dist/.ssr/)
 *   7. Browser tests playwright test
 *
 * SKIP_E2E=1 skips steps 6 and 7; SKIP_POSTGRES=1 runs the unit tests on SQLite only. The last line is always `tests: N passed, M failed[, K skipped]`,
 * adding up the machine-readable reports of vitest and Playwright.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const chromium = '/usr/bin/chromium';
const skipE2E = process.env.SKIP_E2E === '1';
const skipPostgres = process.env.SKIP_POSTGRES === '1';
const reports = mkdtempSync(path.join(tmpdir(), 'storefront-tests-'));
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');

const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** Runs a command in the repository root with inherited output; true when it exits with 0. */
function run(command, args, env = {}) {
  console.log(`$ ${[command, ...args].map((a) => path.relative(root, a) || a).join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.error) console.error(result.error.message);
  return result.status === 0;
}

function ensureChromium() {
  if (existsSync(chromium)) {
    const version = spawnSync(chromium, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    console.log(`${chromium}: ${version.stdout?.trim() || 'present'}`);
    return true;
  }
  const install = 'apt-get update && apt-get install -y chromium';
  if (process.getuid?.() === 0) {
    console.log(`${chromium} is missing; installing Debian's package.`);
    return run('sh', ['-c', install], { DEBIAN_FRONTEND: 'noninteractive' }) && existsSync(chromium);
  }
  if (skipE2E) {
    console.log(
      `${chromium} is missing (not needed with SKIP_E2E=1). To install it: sudo sh -c '${install}'`,
    );
    return true;
  }
  console.error(`${chromium} is missing. The browser tests use Debian's Chromium; install it with:`);
  console.error(`  sudo sh -c '${install}'`);
  console.error('(or run the quick checks only: SKIP_E2E=1 npm test)');
  return false;
}

/** Where Debian puts PostgreSQL's server binaries (initdb, postgres), one folder per version. */
function postgresInstalled() {
  const debian = '/usr/lib/postgresql';
  return (
    existsSync(debian) &&
    readdirSync(debian).some((version) => existsSync(path.join(debian, version, 'bin', 'initdb')))
  );
}

function ensurePostgres() {
  if (skipPostgres) {
    console.log('PostgreSQL: skipped (SKIP_POSTGRES=1): the unit tests run on SQLite only.');
    return true;
  }
  if (postgresInstalled()) {
    console.log('PostgreSQL: present');
    return true;
  }
  const install = 'apt-get update && apt-get install -y postgresql';
  if (process.getuid?.() === 0) {
    console.log("PostgreSQL is missing; installing Debian's package.");
    return run('sh', ['-c', install], { DEBIAN_FRONTEND: 'noninteractive' }) && postgresInstalled();
  }
  console.error(
    "PostgreSQL is missing. The storage and API tests also run on Debian's server; install it with:",
  );
  console.error(`  sudo sh -c '${install}'`);
  console.error('(or run them on SQLite only: SKIP_POSTGRES=1 npm test)');
  return false;
}

const steps = [
  { name: 'Chromium', run: ensureChromium },
  { name: 'PostgreSQL', run: ensurePostgres },
  { name: 'Types (tsc --noEmit)', run: () => run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']) },
  {
    name: 'Lint (eslint, prettier)',
    run: () => run(bin('eslint'), ['.']) && run(bin('prettier'), ['--check', '.']),
  },
  {
    name: 'Unit tests (vitest)',
    run: () =>
      run(bin('vitest'), [
        'run',
        ...(skipPostgres ? ['--project', 'unit'] : []),
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${vitestReport}`,
      ]),
  },
  {
    name: 'Build (storefront and its server rendering)',
    e2e: true,
    run: () => run(bin('tsx'), ['src/tools/build.ts']),
  },
  {
    name: 'Browser tests (playwright)',
    e2e: true,
    run: () => run(bin('playwright'), ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport }),
  },
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Reads a JSON report written by a step; undefined when the step did not get that far. */
function readReport(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Test counts from vitest's json reporter (jest-compatible format) and Playwright's json reporter. */
function countTests() {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const vitest = readReport(vitestReport);
  if (vitest) {
    counts.passed += vitest.numPassedTests ?? 0;
    counts.failed += vitest.numFailedTests ?? 0;
    counts.skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  }
  const playwright = readReport(playwrightReport)?.stats;
  if (playwright) {
    // "flaky" tests failed first and passed on retry.
    counts.passed += (playwright.expected ?? 0) + (playwright.flaky ?? 0);
    counts.failed += playwright.unexpected ?? 0;
    counts.skipped += playwright.skipped ?? 0;
  }
  return counts;
}

const started = Date.now();
let failedStep;
for (const [index, step] of steps.entries()) {
  const heading = `[${index + 1}/${steps.length}] ${step.name}`;
  if (step.e2e && skipE2E) {
    console.log(`\n== ${heading}: skipped (SKIP_E2E=1)`);
    continue;
  }
  console.log(`\n== ${heading}`);
  const stepStarted = Date.now();
  const ok = step.run();
  const took = seconds(Date.now() - stepStarted);
  if (!ok) {
    console.log(`!! ${step.name} failed after ${took}`);
    failedStep = step.name;
    break;
  }
  console.log(`ok ${step.name} (${took})`);
}

const counts = countTests();
rmSync(reports, { recursive: true, force: true });
console.log(
  `\n${failedStep ? `FAILED at: ${failedStep}` : 'All steps passed'} (total ${seconds(Date.now() - started)})`,
);
const skipped = counts.skipped > 0 ? `, ${counts.skipped} skipped` : '';
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed${skipped}`);
process.exitCode = failedStep || counts.failed > 0 ? 1 : 0;
