import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { apiUrl, authHeaders, signInByApi, useSessionInPage, type ApiSession } from './support/accounts.ts';
import { tenantUrl } from './support/urls.ts';

/** The image's pixel width once it has loaded (0 while loading or when broken). */
const loadedWidth = (img: Locator) =>
  img.evaluate((element) =>
    element instanceof HTMLImageElement && element.complete ? element.naturalWidth : 0,
  );

async function imageOnServer(page: Page, session: ApiSession): Promise<string | null> {
  const me = await page.request.get(apiUrl('/users/v1/users/me'), { headers: authHeaders(session) });
  return ((await me.json()) as { image: string | null }).image;
}

test('a customer adds a profile photo, keeps it after a reload and removes it', async ({
  page,
  request,
}, info) => {
  const session = await signInByApi(request, 'burger');
  await useSessionInPage(page, tenantUrl('burger'), session);
  await page.goto(tenantUrl('burger', '/profile/user'));
  const placeholder = page.locator('.avatar__placeholder');
  const photo = page.getByRole('img', { name: 'Фото профиля' });
  await expect(placeholder).toBeVisible();
  await expect(page.getByRole('button', { name: 'Удалить фото' })).toHaveCount(0);

  // Something the browser cannot read as a picture never leaves it.
  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not pixels'),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'Этот файл не является изображением. Выберите фото в формате JPEG, PNG или WebP.',
  );

  // A 2400x1800 "phone photo": the page sends it at most 1024 px wide.
  const png = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();
  const sent = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/users/v1/users/image'));
  await page.getByRole('button', { name: 'Добавить фото' }).click();
  await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  const { image } = (await sent).postDataJSON() as { image: string };
  const upload = await sharp(Buffer.from(image.slice(image.indexOf(',') + 1), 'base64')).metadata();
  expect([upload.width, upload.height]).toEqual([1024, 768]);
  expect(image).toMatch(/^data:image\/(webp|jpeg);base64,/);

  await expect(page.getByText('Фото обновлено.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(photo).toHaveAttribute('src', /^\/media\/burger\/user-images\/[\da-f]{32}\.webp\?/);
  await expect.poll(() => loadedWidth(photo)).toBeGreaterThan(0);
  const stored = await imageOnServer(page, session);
  expect(stored).toMatch(/^burger\/user-images\/[\da-f]{32}\.webp$/);
  await expect(page.getByRole('button', { name: 'Изменить фото' })).toBeVisible();

  for (const [name, width] of [
    ['mobile', 390],
    ['desktop', 1280],
  ] as const) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: info.outputPath(`profile-photo-${name}.png`) });
  }

  await page.reload();
  await expect(photo).toHaveAttribute('src', new RegExp(`^/media/${stored ?? '-'}\\?`));
  await expect.poll(() => loadedWidth(photo)).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Удалить фото' }).click();
  await expect(page.getByText('Фото удалено.')).toBeVisible();
  await expect(placeholder).toBeVisible();
  await expect(photo).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Удалить фото' })).toHaveCount(0);
  expect(await imageOnServer(page, session)).toBeNull();
  const gone = await page.request.get(`/media/${stored ?? '-'}`);
  expect(gone.status()).toBe(404);
  await page.screenshot({ path: info.outputPath('profile-photo-removed.png') });
});
