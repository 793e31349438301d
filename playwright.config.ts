/**
 * Browser tests run in Debian's Chromium (/usr/bin/chromium, `apt-get install -y chromium`): nothing here
 * downloads a browser. The reference server serves the built storefront (dist/) and the API on one port;
 * `npm test` builds dist/ before it starts Playwright.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { suiteClockShiftMs } from './tests/e2e/support/suite-clock.ts';

// E2E_PORT and E2E_DIST let two checkouts (or two builds) run their browser suites side by side.
const port = Number(process.env.E2E_PORT ?? 4599);
const distFlag = process.env.E2E_DIST ? ` --dist ${process.env.E2E_DIST}` : '';
/**
 * Every demo tenant, and one of the suite's own (tests/e2e/fixtures/studio): the settings studio's
 * test changes and reverts a tenant's settings, which no other test may meet meanwhile.
 */
const fixturesRoot = path.join(import.meta.dirname, 'fixtures');
const tenantFlags = [
  ...readdirSync(fixturesRoot, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(path.join(fixturesRoot, entry.name, 'merchant.json')),
    )
    .map((entry) => path.join(fixturesRoot, entry.name)),
  path.join(import.meta.dirname, 'tests/e2e/fixtures/studio'),
]
  .map((dir) => ` --tenant ${dir}`)
  .join('');
const ci = Boolean(process.env.CI);

/** Flags for headless Debian Chromium in containers; swiftshader gives maplibre a WebGL context. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu-sandbox',
  '--enable-unsafe-swiftshader',
  '--use-angle=swiftshader',
  '--disable-dev-shm-usage',
];

/**
 * Every browser test signs in and orders from one address (loopback) and seeds orders faster than a
 * customer would: the per-client and per-customer limits are raised for the suite. The limits
 * themselves are tested in src/server/http/rate-limits.test.ts with their defaults.
 */
const suiteLimits = {
  codesPerClientPerHour: 10_000,
  codesPerMerchantPerMinute: 10_000,
  codesPerMerchantPerHour: 10_000,
  ordersPerCustomerPerMinute: 1_000,
  ordersPerClientPerMinute: 10_000,
  activeUnpaidOrdersPerCustomer: 1_000,
};

export default defineConfig({
  testDir: 'tests/e2e',
  workers: 2,
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  // A guard against a test that hangs, not a measure of speed (that is `npm run bench`): two workers
  // drawing maps on the CPU share two cores with the server, and a long journey takes its time.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    // tests/run-all.mjs passes a temporary path and reads the counts from it.
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/report.json' }],
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    // A trace records every action's page: kept for every test, it took a third of the suite's CPU
    // and made map journeys time out. Recorded on the retry of a failed test (CI retries once);
    // locally, `npx playwright test <spec> --trace on` records one.
    trace: 'on-first-retry',
  },
  webServer: {
    command: `npx tsx src/server/main.ts --port ${port} --db :memory: --dev-inbox --preview-page --clock-shift=${suiteClockShiftMs()}${distFlag}${tenantFlags}`,
    url: `http://127.0.0.1:${port}/api/users/v1/merchants/sub/burger`,
    // Never reuse: the server precompresses dist/ at start, so an old one would serve an old build.
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { STOREFRONT_LIMITS: JSON.stringify(suiteLimits) },
  },
});
