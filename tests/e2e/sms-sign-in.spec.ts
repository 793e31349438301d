/**
 * Signing in with a code that came by SMS, through the fake gateways `npm start` runs
 * (--demo-gateways): the customer reads the code on the fake Eskiz's page, as on a phone, and types
 * it. When the gateway is down, a second request says so in the customer's language instead of
 * another silence, and the code still arrives once the gateway is back.
 *
 * A reference server of the spec's own, without the development inbox: the code can only come from
 * the fake gateway. Its clock is moved past the pause between two codes to one phone (60 s).
 */
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  startDemoGateways,
  type DemoGateways,
} from '../../src/server/dev/fake-gateways/start-demo-gateways.ts';
import { uniquePhone } from './support/accounts.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';
import { suiteNow } from './support/suite-clock.ts';

const repo = path.join(import.meta.dirname, '../..');
let own: OwnServer;
let fakes: DemoGateways;
/** How far the server's clock runs ahead of the suite's. */
let ahead = 0;

test.use({ viewport: { width: 390, height: 844 } });

test.beforeAll(async () => {
  fakes = await startDemoGateways();
  own = await startOwnServer([path.join(repo, 'fixtures/burger'), path.join(repo, 'fixtures/cafe')], {
    now: () => suiteNow() + ahead,
    devInbox: false,
    sms: { urls: fakes.urls, loopbackOnly: true },
  });
});

test.afterAll(async () => {
  await own?.server.close();
  await fakes?.stop();
});

test.afterEach(() => {
  fakes.eskiz.controls.up();
  expect(own.errors, 'the server logged errors').toEqual([]);
});

const url = (p: string) => own.tenantUrl('burger', p);
const eskizPage = () => fakes.pages.find((page) => page.name === 'Eskiz')?.url ?? '';

/** The code of the newest SMS on the fake Eskiz's page for a phone, read as a person would read it. */
async function codeOnFakePage(context: BrowserContext, phone: string): Promise<string> {
  const inbox = await context.newPage();
  let code = '';
  await expect
    .poll(async () => {
      await inbox.goto(eskizPage());
      // Newest first; read what the page shows now (it does not update itself: the poll reloads it).
      const [text = ''] = await inbox
        .locator('#messages tr', { hasText: phone.slice(1) })
        .locator('.text')
        .allTextContents();
      code = /\b(\d{6})\b/.exec(text)?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  await inbox.close();
  return code;
}

async function askForCode(page: Page, phone: string): Promise<void> {
  await page.goto(url('/login'));
  await page.getByLabel('Номер телефона').fill(phone.slice(4));
  await page.getByRole('button', { name: 'Получить код' }).click();
}

test('a customer signs in with the code the fake Eskiz received', async ({ page }) => {
  const phone = uniquePhone();
  await askForCode(page, phone);
  await expect(page).toHaveURL(url('/login/confirm'));
  const code = await codeOnFakePage(page.context(), phone);
  // The merchant's own text, from Eskiz's test sender.
  expect(fakes.eskiz.messages.find((sms) => sms.phone === phone.slice(1))).toMatchObject({
    sender: '4546',
    text: `Burger Lab: ваш код подтверждения ${code}`,
  });
  await page.getByLabel('Код').fill(code);
  await expect(page).toHaveURL(url('/login/name'));
  expect(fakes.playMobile.messages.some((sms) => sms.phone === phone.slice(1))).toBe(false);
});

test('a gateway that is down is said so, in the customer’s language, and the code still comes', async ({
  page,
  browser,
}) => {
  const phone = uniquePhone();
  fakes.eskiz.controls.goDown();
  // The first code is on its way as far as anyone knows: the code screen.
  await askForCode(page, phone);
  await expect(page).toHaveURL(url('/login/confirm'));

  // Nothing comes; past the pause between codes the customer asks again (another device).
  ahead += 61_000;
  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const again = await other.newPage();
  await askForCode(again, phone);
  await expect(again.getByRole('alert')).toHaveText(
    'Не удалось отправить SMS. Попробуйте ещё раз через 60 с',
  );
  await expect(again).toHaveURL(url('/login'));

  // The gateway comes back: the newer code, kept in the outbox, arrives and signs in.
  fakes.eskiz.controls.up();
  const code = await codeOnFakePage(other, phone);
  await again.getByRole('button', { name: 'Получить код' }).click();
  await expect(again).toHaveURL(url('/login/confirm'));
  await again.getByLabel('Код').fill(code);
  await expect(again).toHaveURL(url('/login/name'));
  await other.close();
});
