/**
 * The studio across instances, as a deployment runs it: two server processes on one PostgreSQL. A
 * manager changes the brand colour, delivery and a price in the console of instance A; a customer's
 * page open on instance B shows each within 2 s, without a reload or a restart. The suite's own
 * cluster and servers (not the shared test server): the studio tenant is copied, so no other test
 * sees these changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { endpoints } from '../../src/contract/index.ts';
import { startPostgres, type PostgresCluster } from '../postgres/cluster.ts';
import {
  callApi,
  startServerProcess,
  type ServerProcess,
} from '../support/server/lifecycle/test-server-process.ts';
import { makeTempDir, removeDir } from '../support/server/tenants/test-tenant.ts';

const SUB = 'studio';
const MERCHANT = 109;
const MANAGER = '+998970090002';
const NEW_COLOUR = '#7b2cbf';
const REACH_MS = 2000;

test.describe.configure({ mode: 'serial', timeout: 240_000 });
// As the unit tests' PostgreSQL project: left out only when asked (SKIP_POSTGRES=1); a machine without
// PostgreSQL otherwise fails here with the command that installs it (startPostgres says it).
test.skip(process.env.SKIP_POSTGRES === '1', 'SKIP_POSTGRES=1');

let cluster: PostgresCluster;
let work: string;
let a: ServerProcess;
let b: ServerProcess;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  work = makeTempDir('studio-instances-');
  const tenant = path.join(work, SUB);
  fs.cpSync(path.join(import.meta.dirname, 'fixtures/studio'), tenant, { recursive: true });
  cluster = await startPostgres();
  const database = await cluster.createDatabase('studio');
  const args = ['--port', '0', '--db', database, '--tenant', tenant, '--dev-inbox'];
  // One after the other: the first imports the folder, the second finds it in the database.
  // A server with the built client renders its pages before it listens: a minute on a busy machine.
  a = await startServerProcess(args, 120_000);
  b = await startServerProcess(args, 120_000);
  // These servers run from source: a module's first use compiles it, and on a busy suite the first
  // page's own calls took over 30 s. Their first answers are asked for here, before any page waits.
  for (const server of [a, b]) {
    for (const path of ['/support/v1/merchant/settings/web', '/products/v1/overalls?type=WEB'])
      expect((await callApi(server.url, path, { merchant: MERCHANT })).status).toBe(200);
    expect((await fetch(`${server.url}?vendor=${SUB}`)).status).toBe(200);
  }
});
test.afterAll(async () => {
  for (const server of [a, b]) server?.child.kill('SIGTERM');
  await Promise.all([a?.exited, b?.exited]);
  await cluster?.stop();
  if (work) removeDir(work);
});

/** The tenant's address on an instance ("http://studio.localhost:<port>/<path>"). */
const on = (server: ServerProcess, where = '/') => {
  const url = new URL(server.url);
  return `http://${SUB}.localhost:${url.port}${where}`;
};

async function managerToken(server: ServerProcess): Promise<string> {
  const sent = await callApi(server.url, '/console/v1/auth/code', {
    merchant: MERCHANT,
    body: { phone: MANAGER },
  });
  expect(sent.status, JSON.stringify(sent.json)).toBe(200);
  const inbox = await callApi(server.url, `/dev/v1/inbox?phone=${encodeURIComponent(MANAGER)}`);
  const code = endpoints.devInbox.response.parse(inbox.json)[0]?.code;
  const login = await callApi(server.url, '/console/v1/auth/login', {
    merchant: MERCHANT,
    body: { phone: MANAGER, code },
  });
  expect(login.status, JSON.stringify(login.json)).toBe(200);
  return (login.json as { token: string }).token;
}

const brandOf = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--brand').trim().toLowerCase(),
  );
const deliveryActiveOf = (page: Page) =>
  page.evaluate(async (merchant) => {
    const reply = await fetch('/api/support/v1/merchant/settings/web', {
      headers: { merchant: String(merchant) },
    });
    return ((await reply.json()) as { deliveryActive?: boolean }).deliveryActive === true;
  }, MERCHANT);

test('a colour, delivery and a price saved on instance A reach a customer on instance B within 2 s', async ({
  browser,
  page,
}) => {
  const customer = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await customer.goto(on(b));
  await expect(customer.locator('html[data-live]')).toHaveCount(1, { timeout: 60_000 });
  expect(await deliveryActiveOf(customer)).toBe(false);

  const token = await managerToken(a);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(on(a, '/console/'));
  await page.evaluate(
    ({ sub, token }) => {
      localStorage.setItem(`console:${sub}:token`, token);
      localStorage.setItem('console:language', 'en');
    },
    { sub: SUB, token },
  );
  await page.goto(on(a, '/console/settings'));
  await page.getByRole('textbox', { name: 'mainColor', exact: true }).fill(NEW_COLOUR);
  await page.getByRole('checkbox', { name: /deliveryActive/ }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const saved = Date.now();
  await expect(page.getByText(/^Saved · version \d+$/)).toBeVisible();
  await expect.poll(() => brandOf(customer), { timeout: REACH_MS }).toBe(NEW_COLOUR);
  await expect.poll(() => deliveryActiveOf(customer), { timeout: REACH_MS }).toBe(true);
  test.info().annotations.push({ type: 'settings A → B', description: `${Date.now() - saved} ms` });

  await page.goto(on(a, '/console/menu'));
  await page.getByRole('button', { name: 'First product', exact: true }).click();
  await page.getByRole('spinbutton', { name: 'Price' }).fill('27000');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/^Saved · version \d+$/)).toBeVisible();
  const card = customer.getByRole('article').filter({ hasText: 'Первый товар' });
  await expect(card).toContainText(/27[\s\u00a0\u202f]000/, { timeout: REACH_MS });
});
