/**
 * The menu narrows to the nearest branch (spec section 4: a product shows when no nearest branch is
 * known or one of its branches is the nearest). The burger's Фиш бургер is sold only at Чиланзар:
 * a guest who chooses an address nearest Юнусабад no longer sees it on the home or in search; back
 * at an address nearest Чиланзар, it shows again. The server-rendered home, which knows no address,
 * shows it.
 */
import { expect, test, type Page } from '@playwright/test';
import { merchantIdOf } from './support/accounts.ts';
import { untilServerRendered } from './support/before-live.ts';
import { tenantUrl, testPort } from './support/urls.ts';

const url = (path = '/') => tenantUrl('burger', path);
const FISH = 'Фиш бургер';
const VEGGIE = 'Вегги бургер';

/** Two addresses kept on this device, one beside each branch. */
const addresses = [
  {
    id: 'near-yunusobod-local',
    type: 'HOUSE',
    name: 'Офис',
    description: "Amir Temur shoh ko'chasi, 110",
    latitude: 41.3645,
    longitude: 69.2871,
  },
  {
    id: 'near-chilonzor-local',
    type: 'HOUSE',
    name: 'Дом',
    description: "Bunyodkor shoh ko'chasi, 14",
    latitude: 41.2856,
    longitude: 69.2035,
  },
];

async function chooseAddress(page: Page, name: string) {
  await page.goto(url('/choose-address'));
  await page.getByRole('button', { name: new RegExp(`^${name} `) }).click();
  await expect(page).toHaveURL(url('/'));
}

const card = (page: Page, name: string) => page.locator('.pcard', { hasText: name });

test('choosing an address nearest another branch hides what only the first branch sells', async ({
  page,
  request,
}) => {
  const merchantId = await merchantIdOf(request, 'burger');
  // The server knows no address: its page has every product (and hydration keeps them).
  await untilServerRendered(request, `http://localhost:${testPort}`, url('/'));
  const served = await request.get(`http://localhost:${testPort}/`, {
    headers: { host: new URL(url()).host },
  });
  expect(await served.text()).toContain(FISH);

  await page.goto(url('/'));
  await expect(card(page, FISH)).toBeVisible();
  await page.evaluate(([key, list]) => localStorage.setItem(key, list), [
    `addresses:${merchantId}`,
    JSON.stringify(addresses),
  ] as const);

  await chooseAddress(page, 'Офис');
  await expect(card(page, VEGGIE)).toBeVisible();
  await expect(card(page, FISH)).toHaveCount(0);
  await page.goto(url('/search?q=фиш'));
  await expect(page.getByText(/ничего не нашлось|Найден/).first()).toBeVisible();
  await expect(card(page, FISH)).toHaveCount(0);

  await chooseAddress(page, 'Дом');
  await expect(card(page, FISH)).toBeVisible();
});
