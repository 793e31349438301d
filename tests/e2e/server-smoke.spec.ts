import { expect, test } from '@playwright/test';

test('the reference server answers the merchant look-up by sub-domain', async ({ request }) => {
  const response = await request.get('/api/users/v1/merchants/sub/burger');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { sub?: unknown };
  expect(body.sub).toBe('burger');
});
