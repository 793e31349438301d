/**
 * The name step after a first sign-in says what is wrong with the form checks' own texts, in the
 * customer's language: its own check before sending, and a refusal of the server too, even in a
 * language the server's descriptions do not have (Turkish), never the server's text.
 */
import { expect, test } from '@playwright/test';
import { signInByApi, useSessionInPage } from './support/accounts.ts';
import { tenantUrl } from './support/urls.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('the name step words its checks and a refusal of the server in Turkish', async ({ page, request }) => {
  const session = await signInByApi(request, 'cafe');
  expect(session.user.firstName ?? null).toBeNull();
  await useSessionInPage(page, tenantUrl('cafe'), session);
  await page.goto(tenantUrl('cafe', '/tr/login/name'));
  await expect(page.getByRole('heading', { name: 'Adınız nedir?' })).toBeVisible({ timeout: 20_000 });

  // Its own check: nothing but spaces is no name.
  await page.getByLabel('Adınız').fill('   ');
  await page.getByRole('button', { name: 'Devam et' }).click();
  await expect(page.getByRole('alert')).toHaveText('Lütfen bu alanı doldurun!');
  await expect(page.getByLabel('Adınız')).toBeFocused();

  // A name the server refuses (an older storefront, or a check that missed): too long once sent.
  await page.route(/\/api\/users\/v1\/users\/\d+$/, (route) =>
    route.continue({
      postData: JSON.stringify({ ...(route.request().postDataJSON() as object), firstName: 'A'.repeat(101) }),
    }),
  );
  await page.getByLabel('Adınız').fill('Ayşe');
  const answered = page.waitForResponse((r) => r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Devam et' }).click();
  const reply = await answered;
  expect(reply.status()).toBe(400);
  expect(await reply.json()).toMatchObject({ field: 'firstName', problem: { kind: 'tooLong', max: 100 } });
  await expect(page.getByRole('alert')).toHaveText('En fazla 100 karakter.');
  await expect(page).toHaveURL(/\/login\/name$/);
});
