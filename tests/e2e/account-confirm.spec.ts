/**
 * Deleting the account and changing the phone need the phone proven with a code recently: a session
 * whose proof has grown stale is asked for a code sent to its own number first. The suite's server
 * has no clock to move, so this spec runs a reference server of its own whose clock it moves past
 * the freshness window after signing in (confirmFreshMinutes, 10 minutes by default).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  apiUrl,
  authHeaders,
  codesSentTo,
  nextCode,
  signInByApi,
  uniquePhone,
  useSessionInPage,
  type ApiSession,
} from './support/accounts.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';

const repo = path.join(import.meta.dirname, '../..');
const catalogue = (folder: string, lang: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(repo, folder, 'i18n', `${lang}.json`), 'utf8'));

let own: OwnServer;
/** How far the server's clock runs ahead of the real one. */
let ahead = 0;

test.use({ viewport: { width: 390, height: 844 } });

test.beforeAll(async () => {
  own = await startOwnServer([path.join(repo, 'fixtures/burger'), path.join(repo, 'fixtures/cafe')], {
    now: () => Date.now() + ahead,
    // Every test signs in and asks for codes from one address (loopback).
    limits: { codesPerClientPerHour: 1_000 },
  });
});

test.afterAll(async () => {
  await own?.server.close();
});

test.afterEach(() => {
  expect(own.errors, 'the server logged errors').toEqual([]);
});

/** Signs in through the API, then moves the server's clock past the sign-in's proof of the phone. */
async function staleSession(page: Page, sub: string): Promise<ApiSession> {
  const session = await signInByApi(page.request, sub, uniquePhone(), own.origin);
  ahead += 11 * 60_000;
  return session;
}

const me = (page: Page, session: ApiSession) =>
  page.request.get(apiUrl('/users/v1/users/me', own.origin), { headers: authHeaders(session) });

const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

async function audit(page: Page, screen: string): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  expect.soft(describeViolations(await seriousViolations(page)), `axe on ${screen}`).toBe('');
}

/** A screenshot for a look by eye. */
const shoot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });

test('deleting the account asks for a code; a wrong one is refused, the right one deletes and signs out', async ({
  page,
}) => {
  const session = await staleSession(page, 'burger');
  await useSessionInPage(page, own.tenantUrl('burger'), session);
  const phone = session.user.phone;
  await page.goto(own.tenantUrl('burger', '/profile'));
  await page.getByRole('button', { name: 'Удалить аккаунт' }).click();
  await page.getByRole('dialog', { name: 'Удалить аккаунт?' }).getByRole('button', { name: 'Да' }).click();

  // The server wants a fresh code: the sheet turns into the code step, and a code goes to the
  // customer's own number (the sign-in code was the first).
  const step = page.getByRole('dialog', { name: 'Подтвердите, что это вы' });
  await expect(step.getByText(`Мы отправили код на ${phone}.`)).toBeVisible();
  await expect(step.getByText('Чтобы удалить аккаунт, подтвердите номер кодом из SMS.')).toBeVisible();
  await expect(step.getByText(/Отправить снова через \d+ с/)).toBeVisible();
  const code = await nextCode(page.request, phone, 1, own.origin);
  await expect(step.getByLabel('Код')).toBeFocused();
  expect((await me(page, session)).status()).toBe(200);
  await audit(page, 'delete account, code step (burger, light)');
  await shoot(page, 'burger-delete-code-step');

  // Typing the sixth digit submits: no button to find.
  await step.getByLabel('Код').fill(wrongOf(code));
  await expect(step.getByRole('alert')).toHaveText('Неверный код. Осталось попыток: 4');
  await shoot(page, 'burger-delete-wrong-code');
  expect((await me(page, session)).status()).toBe(200);

  await step.getByLabel('Код').fill(code);
  await expect(page.locator('.toast--success')).toContainText('Аккаунт удалён.');
  await expect(page).toHaveURL(own.tenantUrl('burger', '/'));
  expect((await me(page, session)).status()).toBe(401);
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('session:'))),
  ).toEqual([]);
});

test('changing the phone asks for a code to the current number first, then goes on to the new number', async ({
  page,
}) => {
  const session = await staleSession(page, 'burger');
  await useSessionInPage(page, own.tenantUrl('burger'), session);
  const oldPhone = session.user.phone;
  const newPhone = uniquePhone();
  const masked = `+998 ${newPhone.slice(4, 6)} ${newPhone.slice(6, 9)} ${newPhone.slice(9, 11)} ${newPhone.slice(11)}`;
  await page.goto(own.tenantUrl('burger', '/profile/user'));
  await page.getByRole('button', { name: 'Изменить номер' }).click();
  await page.getByLabel('Новый номер').fill(newPhone.slice(4));
  await page.getByRole('button', { name: 'Получить код' }).click();

  await expect(page.getByRole('heading', { name: 'Подтвердите, что это вы' })).toBeVisible();
  await expect(page.getByText(`Мы отправили код на ${oldPhone}.`)).toBeVisible();
  const code = await nextCode(page.request, oldPhone, 1, own.origin);
  expect(await codesSentTo(page.request, newPhone, own.origin)).toEqual([]);
  await shoot(page, 'burger-phone-code-step');

  // Cancel goes back to the form with the new number still typed.
  await page.getByRole('button', { name: 'Отмена' }).click();
  await expect(page.getByLabel('Новый номер')).toHaveValue(masked);
  await page.getByRole('button', { name: 'Получить код' }).click();
  // The code sent moments ago still counts: the server says so, and a new one waits for the countdown.
  await expect(page.getByRole('alert')).toHaveText(/^Код уже отправлен/);
  await expect(page.getByText(/Отправить снова через \d+ с/)).toBeVisible();
  await expect(page.getByText(`Мы отправили код на ${oldPhone}.`)).toBeVisible();

  await page.getByLabel('Код').fill(code);
  // Confirmed: the change goes on by itself, to the usual code step for the new number.
  await expect(page.getByText(`Мы отправили код на ${newPhone}.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Подтвердите, что это вы' })).toHaveCount(0);
  await page.getByLabel('Код').fill(await nextCode(page.request, newPhone, 0, own.origin));
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByText('Номер изменён.')).toBeVisible();
  await expect(page.locator('.profile__phone')).toHaveText(newPhone);
  expect(((await (await me(page, session)).json()) as { phone: string }).phone).toBe(newPhone);
});

test('the code step reads right to left in Arabic on the dark cafe, with its errors in Arabic', async ({
  page,
}) => {
  const profile = catalogue('src/modules/profile', 'ar');
  const code = catalogue('src/core/code-entry', 'ar');
  await page.context().addCookies([{ name: 'lang', value: 'ar', url: own.tenantUrl('cafe') }]);
  const session = await staleSession(page, 'cafe');
  await useSessionInPage(page, own.tenantUrl('cafe'), session);
  await page.goto(own.tenantUrl('cafe', '/profile'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: profile.delete }).click();
  await page.getByRole('button', { name: profile.yes }).click();

  const step = page.getByRole('dialog', { name: profile['confirm.title'] });
  await expect(step.getByRole('heading', { name: profile['confirm.title'] })).toBeVisible();
  const sent = await nextCode(page.request, session.user.phone, 1, own.origin);
  await expect(step.locator('.code-entry__hint')).toContainText(session.user.phone);
  await audit(page, 'delete account, code step (cafe, dark, Arabic)');
  await shoot(page, 'cafe-ar-delete-code-step');

  // The server has no Arabic text for a wrong code: the storefront says it in Arabic, with the tries
  // left that the answer's details carry.
  await step.getByLabel(code.label!).fill(wrongOf(sent));
  const [before, after] = code['error.triesLeft']!.split('{$count}');
  await expect(step.getByRole('alert')).toContainText(before!);
  await expect(step.getByRole('alert')).toContainText(new RegExp(`\\d+\\D*${after!.replace('.', '\\.')}$`));
  await audit(page, 'delete account, wrong code (cafe, dark, Arabic)');
  await shoot(page, 'cafe-ar-delete-wrong-code');

  // Cancel gives the deletion up: the sheet closes and the account stays.
  await step.getByRole('button', { name: profile['confirm.cancel'] }).click();
  await expect(step).toBeHidden();
  expect((await me(page, session)).status()).toBe(200);
});
