/**
 * The order's status speaks true: after "Place order" the notice says the order was sent while the
 * merchant has not confirmed it, and the order's page says 'Tasdiqlandi' / 'Buyurtmangiz tasdiqlandi'
 * (spec section 8) once the merchant does; badges are coloured by meaning, not like errors; a long
 * comment is never cut silently and reads in full on the order's page.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiUrl, authHeaders, signInByApi, useSessionInPage, type ApiSession } from './support/accounts.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { tenantUrl } from './support/urls.ts';
import { moveOrder, placeBurgerPickup } from './support/orders.ts';

/** Burger demo tenant: Veggie burger 34 000, sold at every branch. */
const VEGGIE = 101008;
const LIMIT = 500;

async function fillBasket(page: Page, session: ApiSession, productId: number) {
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: `basket:${session.merchantId}`,
    value: JSON.stringify({ lines: [{ productId, count: 1, modificationIds: [] }] }),
  });
}

type Rgb = [number, number, number];

/** A computed colour as [r, g, b] from 0 to 255: rgb(...), or color(srgb ...) from 0 to 1 (color-mix). */
function rgbOf(colour: string): Rgb {
  const scale = colour.startsWith('color(') ? 255 : 1;
  const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map((n) => Number(n) * scale);
  return [r, g, b];
}

const backgroundOf = async (badge: Locator): Promise<Rgb> =>
  rgbOf(await badge.evaluate((e) => getComputedStyle(e).backgroundColor));
const badgeColour = (page: Page) => backgroundOf(page.locator('.order__header .order-status'));
/** A red tint, however light (the burger's red brand mixed into a badge was one). */
const reddish = ([r, g, b]: Rgb) => r > g + 10 && r > b + 10;

test('uz: the notice says "sent" while the order waits, "Tasdiqlandi" once confirmed; a long comment is refused past its limit and shown in full', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const session = await signInByApi(request, 'burger');
  await useSessionInPage(page, tenantUrl('burger'), session);
  await fillBasket(page, session, VEGGIE);
  await page.goto(tenantUrl('burger', '/uz/checkout'));
  await expect(page.getByRole('heading', { name: 'Buyurtmani rasmiylashtirish' })).toBeVisible();
  await page.getByRole('group', { name: 'Buyurtmani qanday olasiz' }).getByText('Olib ketish').click();

  // The comment: no counter while there is room; near the limit a counter says it.
  const comment = page.getByLabel('Buyurtmaga izoh');
  const counter = page.locator('#checkout-comment-count');
  await comment.fill('Piyozsiz, iltimos. ');
  await expect(counter).toHaveCount(0);
  const long = 'Eshik oldida qoldiring, qo‘ng‘iroq qilmang. '.repeat(12).slice(0, 450);
  await comment.fill(long);
  await expect(counter).toHaveText(`${LIMIT} belgidan 450 tasi`);
  await expect(comment).toHaveAttribute('aria-describedby', /checkout-comment-count/);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Typed past the limit: the field keeps 500 characters and says the rest was not added.
  await comment.press('End');
  await comment.pressSequentially('x'.repeat(60));
  await expect(comment).toHaveValue(`${long}${'x'.repeat(50)}`);
  await expect(counter).toHaveText(`${LIMIT} belgidan ${LIMIT} tasi`);
  const refusal = page.locator('#checkout-comment-refused');
  await expect(refusal).toHaveText("Izoh 500 belgidan oshmasligi kerak: qolgani qo'shilmadi");
  await expect(refusal).toHaveRole('alert');
  await comment.evaluate((e) => e.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: test.info().outputPath('comment-refused-360.png') });
  expect(describeViolations(await seriousViolations(page))).toBe('');

  // A paste in the middle keeps the end of the text: what is pasted is what gets shortened.
  await comment.fill(long);
  await comment.evaluate((e: HTMLTextAreaElement) => e.setSelectionRange(10, 10));
  await page.keyboard.insertText('P'.repeat(80));
  const kept = `${long.slice(0, 10)}${'P'.repeat(50)}${long.slice(10)}`;
  await expect(comment).toHaveValue(kept);
  await expect(refusal).toBeVisible();
  // Making room again clears the message.
  await comment.press('Backspace');
  await expect(refusal).toHaveCount(0);
  await page.keyboard.insertText('Z');
  const full = `${long.slice(0, 10)}${'P'.repeat(49)}Z${long.slice(10)}`;
  await expect(comment).toHaveValue(full);
  expect(full).toHaveLength(LIMIT);

  await page.getByRole('button', { name: 'Buyurtma berish' }).click();
  const notice = page.locator('.toast--success');
  await expect(notice).toContainText('Buyurtma yuborildi');
  await expect(notice).toContainText('Buyurtmangiz yuborildi va tasdiqlanishini kutmoqda');
  await expect(notice).not.toContainText('Tasdiqlandi');
  await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
  const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';

  // The order's page agrees: sent, waiting for confirmation, in a neutral badge (not error-red).
  const badge = page.locator('.order__header .order-status');
  await expect(badge).toHaveText('Yuborildi');
  await expect(page.locator('.order__status-note')).toHaveText('Tasdiqlanishi kutilmoqda');
  expect(reddish(await badgeColour(page))).toBe(false);
  // The comment reads in full, wrapped inside the screen.
  const shown = page.locator('.order__comment dd');
  await expect(shown).toHaveText(full);
  const box = await shown.boundingBox();
  expect(box?.width ?? 999).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(describeViolations(await seriousViolations(page))).toBe('');
  await shown.evaluate((e) => e.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: test.info().outputPath('order-sent-360.png') });

  // The merchant confirms it while the customer watches: the page says so, in the spec's words.
  await moveOrder(page.request, session.merchantId, orderId, { status: 'ACCEPTED', isPaid: false });
  const confirmed = page.locator('.toast--success', { hasText: 'Buyurtmangiz tasdiqlandi' });
  await expect(confirmed).toBeVisible();
  await expect(confirmed).toContainText('Tasdiqlandi');
  await expect(badge).toHaveText('Tasdiqlandi');
  await expect(page.locator('.order__status-note')).toHaveCount(0);
  const [r, g, b] = await badgeColour(page);
  // Blue: under way.
  expect(b).toBeGreaterThan(r);
  expect(b).toBeGreaterThan(g);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath('order-confirmed-1280.png'), fullPage: true });

  // The stored order has the whole comment.
  const stored = await page.request.get(apiUrl(`/orders/v1/orders/${orderId}`), {
    headers: authHeaders(session),
  });
  expect(((await stored.json()) as { comment: string }).comment).toBe(full);
});

test('badges in the order list: sent is neutral, under way blue, done green, cancelled red', async ({
  page,
  request,
}) => {
  const session = await signInByApi(request, 'burger');
  const place = async () => String((await placeBurgerPickup(request, session)).id);
  const sent = await place();
  const cooking = await place();
  const done = await place();
  const cancelled = await place();
  await moveOrder(page.request, session.merchantId, cooking, { status: 'COOKING', isPaid: false });
  await moveOrder(page.request, session.merchantId, done, { status: 'DONE', isPaid: false });
  await moveOrder(page.request, session.merchantId, cancelled, { status: 'CANCELED', isPaid: false });
  await useSessionInPage(page, tenantUrl('burger'), session);
  await page.setViewportSize({ width: 390, height: 844 });

  const badgeOf = (id: string) => page.locator(`a[href="/profile/orders/${id}"] .order-status`);
  const colour = (id: string) => backgroundOf(badgeOf(id));
  await page.goto(tenantUrl('burger', '/profile/orders'));
  await expect(badgeOf(sent)).toHaveText('Отправлен');
  await expect(badgeOf(sent)).toHaveClass(/order-status--waiting/);
  await expect(badgeOf(cooking)).toHaveClass(/order-status--progress/);
  expect(reddish(await colour(sent))).toBe(false);
  const [cr, cg, cb] = await colour(cooking);
  expect(cb).toBeGreaterThan(Math.max(cr, cg));
  await page.screenshot({ path: test.info().outputPath('orders-active-390.png') });

  await page.goto(tenantUrl('burger', '/profile/orders?tab=archive'));
  await expect(badgeOf(done)).toHaveClass(/order-status--done/);
  await expect(badgeOf(cancelled)).toHaveClass(/order-status--cancelled/);
  const [dr, dg, db] = await colour(done);
  expect(dg).toBeGreaterThan(Math.max(dr, db));
  expect(reddish(await colour(cancelled))).toBe(true);
  expect(describeViolations(await seriousViolations(page))).toBe('');
  await page.screenshot({ path: test.info().outputPath('orders-archive-390.png') });
});
