/**
 * The chat with the merchant (chatActive), per channel, without leaving the machine: in a browser a
 * link to the merchant's bot in a new tab; inside the Telegram Mini App a call asking Telegram to
 * open the bot chat itself (openTelegramLink); inside the Click app an external link to the
 * merchant's Telegram (the click-app settings have no bot link).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { signInByApi, uniquePhone, useSessionInPage } from './support/accounts.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';
import {
  botTokenOf,
  launchHash,
  postedEvents,
  signInitData,
  simulateTelegramClient,
} from './support/telegram.ts';
import { tenantUrl } from './support/urls.ts';

const repo = path.resolve(import.meta.dirname, '../..');
let tenantRoot: string;
let own: OwnServer;

test.beforeAll(async () => {
  tenantRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-tenant-'));
  const dir = path.join(tenantRoot, 'burger');
  fs.cpSync(path.join(repo, 'fixtures/burger'), dir, { recursive: true });
  for (const file of ['settings-web.json', 'settings-click-app.json']) {
    const full = path.join(dir, file);
    const settings = JSON.parse(fs.readFileSync(full, 'utf8')) as object;
    fs.writeFileSync(full, JSON.stringify({ ...settings, chatActive: true }));
  }
  own = await startOwnServer([dir]);
});

test.afterAll(async () => {
  await own?.server.close();
  fs.rmSync(tenantRoot, { recursive: true, force: true });
});

/** Nothing may leave loopback: a request elsewhere is refused and remembered. */
async function keepLocal(page: Page): Promise<string[]> {
  const outside: string[] = [];
  await page.context().route(
    (url) => url.hostname !== 'localhost' && !url.hostname.endsWith('.localhost'),
    async (route) => {
      outside.push(route.request().url());
      await route.abort();
    },
  );
  return outside;
}

const support = (page: Page) => page.getByRole('region', { name: 'Поддержка' });

test('browser: the footer and the profile link to the bot in a new tab', async ({ page }) => {
  const outside = await keepLocal(page);
  await page.goto(own.tenantUrl('burger'));
  const link = support(page).getByRole('link', { name: 'Написать нам' });
  await expect(link).toHaveAttribute('href', 'https://t.me/burgerlab_demo_bot');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await link.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('chat-footer-1280.png') });
  const footer = await seriousViolations(page, { include: 'footer' });
  expect(footer, describeViolations(footer)).toEqual([]);

  const session = await signInByApi(page.request, 'burger', undefined, own.origin);
  await useSessionInPage(page, own.tenantUrl('burger'), session);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(own.tenantUrl('burger', '/profile'));
  const entry = page.locator('main').getByRole('link', { name: /Написать нам/ });
  await expect(entry).toHaveAttribute('href', 'https://t.me/burgerlab_demo_bot');
  await expect(entry).toContainText('Ответим в Telegram');
  await page.screenshot({ path: test.info().outputPath('chat-profile-360.png'), fullPage: true });
  const profile = await seriousViolations(page);
  expect(profile, describeViolations(profile)).toEqual([]);

  // Opening it is the browser's business (a new tab to t.me, refused here): the page stays put.
  const popup = page.waitForEvent('popup');
  await entry.click();
  await (await popup).close();
  await expect(page).toHaveURL(own.tenantUrl('burger', '/profile'));
  expect(outside).toEqual(['https://t.me/burgerlab_demo_bot']);
});

test('Telegram Mini App: the entry asks Telegram to open the bot chat', async ({ page }) => {
  const outside = await keepLocal(page);
  const initData = signInitData(botTokenOf('burger'), {
    id: 650_321,
    first_name: 'Chat',
    language_code: 'ru',
  });
  await simulateTelegramClient(page, { phone_number: uniquePhone().slice(1), first_name: 'Chat' });
  await page.goto(own.tenantUrl('burger', `/${launchHash(initData)}`));
  const button = support(page).getByRole('button', { name: 'Написать нам' });
  await button.click();
  await expect
    .poll(async () => (await postedEvents(page)).filter(([type]) => type.startsWith('web_app_open')))
    .toEqual([['web_app_open_tg_link', { path_full: '/burgerlab_demo_bot' }]]);
  expect(outside).toEqual([]);
});

test('Click app: an external link to the merchant’s Telegram', async ({ page }) => {
  const outside = await keepLocal(page);
  await page.goto(`${own.origin}/?vendor=burger&channel=click`);
  await expect(page.locator('.pcard').first()).toBeVisible();
  const link = support(page).getByRole('link', { name: 'Написать нам' });
  await expect(link).toHaveAttribute('href', 'https://t.me/burgerlab_demo');
  await expect(link).toHaveAttribute('target', '_blank');
  expect(outside).toEqual([]);
});

test('off by default: the demo burger has no chat entry', async ({ page }) => {
  await page.goto(tenantUrl('burger'));
  await expect(page.locator('.pcard').first()).toBeVisible();
  await expect(page.locator('footer')).toContainText('Контакты');
  await expect(support(page)).toHaveCount(0);
});
