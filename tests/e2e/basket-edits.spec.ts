/**
 * The basket as a customer corrects it: a line's options changed from the basket (the line replaced,
 * its quantity kept), the spec's 'Not enough products! Maximum amount' when + is pressed at a
 * product's stock, and a logout that asks before it empties a basket with something in it.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInByApi, useSessionInPage } from './support/accounts.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { tenantUrl } from './support/urls.ts';

const lines = (page: Page) => page.locator('.bline');

test('a basket line changes its options in a sheet over the basket and keeps its quantity', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(tenantUrl('burger', '/product/101001'));
  // A tap, as a customer's (check() wants the radio changed at once; a tap before the page is live
  // is held and given once it is).
  await page.getByRole('radio', { name: /Большой/ }).click();
  await expect(page.getByRole('radio', { name: /Большой/ })).toBeChecked();
  await page.getByRole('button', { name: /^В корзину/ }).click();
  await page.getByRole('button', { name: 'Добавить ещё' }).click();
  await expect(page.getByRole('group', { name: /В корзине: 2/ }).first()).toBeVisible();
  await page.goto(tenantUrl('burger', '/basket'));
  await expect(lines(page)).toHaveCount(1);
  await expect(lines(page)).toContainText('Большой');
  expect(describeViolations(await seriousViolations(page, { include: '.basket' }))).toBe('');
  const before = await page.locator('.bsummary__row--total').textContent();

  await page.getByRole('button', { name: 'Изменить: Классик бургер' }).click();
  const sheet = page.getByRole('dialog', { name: 'Классик бургер' });
  // It opens with the line's options chosen.
  await expect(sheet.getByRole('radio', { name: /Большой/ })).toBeChecked();
  expect(describeViolations(await seriousViolations(page, { include: 'dialog[open]' }))).toBe('');
  await sheet.getByRole('radio', { name: /Стандарт/ }).check();
  await sheet.getByRole('checkbox', { name: /Халапеньо/ }).check();
  await sheet.getByRole('button', { name: /^Сохранить/ }).click();
  await expect(sheet).toBeHidden();

  // One line still, with the new options and the same quantity; the total follows.
  await expect(lines(page)).toHaveCount(1);
  await expect(lines(page).locator('.bline__options')).toHaveText(/Стандарт.*Халапеньо/);
  await expect(page.getByRole('group', { name: /Классик бургер\. В корзине: 2/ })).toBeVisible();
  await expect(page.locator('.bsummary__row--total')).not.toHaveText(before ?? '');
  await page.reload();
  await expect(lines(page).locator('.bline__options')).toHaveText(/Стандарт.*Халапеньо/);
});

test('the menu card stops at the stock with the spec message, and so does the basket', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(tenantUrl('grocery'));
  // Three of this milk are left (count 3 in the catalogue).
  const name = 'Молоко 1,5%, Savat, 2 л';
  await page.getByRole('button', { name: `В корзину: ${name}` }).click();
  const more = page.getByRole('button', { name: `Добавить ещё: ${name}` });
  await more.click();
  await more.click();
  await expect(page.getByRole('group', { name: `${name}. В корзине: 3` })).toBeVisible();
  await expect(more).toHaveAttribute('aria-disabled', 'true');

  // It looks disabled (aria-disabled) but a tap still reaches it; Playwright would wait for it to be
  // enabled, so the tap is forced.
  await more.click({ force: true });
  const notice = page.getByText('Недостаточно товара! Максимальное количество: 3');
  await expect(notice).toBeVisible();
  await expect(page.getByRole('group', { name: `${name}. В корзине: 3` })).toBeVisible();
  // Pressing again does not stack the same notice.
  await more.click({ force: true });
  await expect(notice).toHaveCount(1);

  await page.goto(tenantUrl('grocery', '/basket'));
  await page.getByRole('button', { name: `Добавить ещё: ${name}` }).click({ force: true });
  await expect(page.getByText('Недостаточно товара! Максимальное количество: 3')).toBeVisible();
  await expect(page.getByRole('group', { name: `${name}. В корзине: 3` })).toBeVisible();
});

test('logging out asks first when the basket has something, and empties it only on yes', async ({
  page,
  request,
}) => {
  const session = await signInByApi(request, 'burger');
  await useSessionInPage(page, tenantUrl('burger'), session);
  await page.goto(tenantUrl('burger'));
  await page.getByRole('button', { name: 'В корзину: Фиш бургер' }).click();
  await page.getByRole('button', { name: 'Добавить ещё: Фиш бургер' }).click();

  await page.goto(tenantUrl('burger', '/profile'));
  await page.getByRole('button', { name: 'Выйти' }).click();
  const sheet = page.getByRole('dialog', { name: 'Выйти из аккаунта?' });
  await expect(sheet).toContainText('В корзине 2 товара: после выхода корзина очистится.');
  expect(describeViolations(await seriousViolations(page, { include: 'dialog[open]' }))).toBe('');
  await sheet.getByRole('button', { name: 'Нет' }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(tenantUrl('burger', '/profile'));
  await page.goto(tenantUrl('burger', '/basket'));
  await expect(lines(page)).toHaveCount(1);

  await page.goto(tenantUrl('burger', '/profile'));
  await page.getByRole('button', { name: 'Выйти' }).click();
  await sheet.getByRole('button', { name: 'Да, выйти' }).click();
  await expect(page).toHaveURL(tenantUrl('burger', '/'));
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('session:'))),
  ).toEqual([]);
  await page.goto(tenantUrl('burger', '/basket'));
  await expect(page.getByRole('heading', { name: 'Ваша корзина пуста' })).toBeVisible();
});

test("cafe: the basket shows the merchant's service fee and the total the checkout asks, before checkout", async ({
  page,
  request,
}) => {
  await page.goto(tenantUrl('cafe', '/product/201001'));
  await page.getByRole('button', { name: /^В корзину/ }).click();
  await expect(page.getByRole('group', { name: /В корзине: 1/ }).first()).toBeVisible();
  // A guest's basket cannot read the fee (the order settings are a signed-in call).
  await page.goto(tenantUrl('cafe', '/basket'));
  await expect(page.locator('.bsummary__row--total')).toContainText(/18\s000/);
  await expect(page.locator('.bsummary__row', { hasText: 'Сервисный сбор' })).toHaveCount(0);

  // Signed in, the same basket shows the espresso (18 000) and the cafe's fee (10 000).
  await useSessionInPage(page, tenantUrl('cafe', '/basket'), await signInByApi(request, 'cafe'));
  await page.goto(tenantUrl('cafe', '/basket'));
  const fee = page.locator('.bsummary__row', { hasText: 'Сервисный сбор' });
  await expect(fee).toContainText(/10\s000/);
  await expect(page.locator('.bsummary__row--total')).toContainText(/28\s000/);
});
