/**
 * Security headers as a browser meets them: each kind of answer carries its own, the storefront
 * works under its Content-Security-Policy (nothing it does is refused), another site cannot frame
 * it, and the build itself names no development origin.
 */
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signInByApi, useSessionInPage } from './support/accounts.ts';
import { tenantUrl, testPort, vendorUrl } from './support/urls.ts';

const directivesOf = (policy: string | null) =>
  new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );

test('each kind of answer carries its own security headers', async ({ request }) => {
  // The request client resolves no *.localhost names: the tenant comes from the query here.
  const page = await request.get(vendorUrl('burger', '/menu'));
  expect(page.status()).toBe(200);
  const pagePolicy = directivesOf(page.headers()['content-security-policy'] ?? null);
  expect(pagePolicy.get('script-src')).toEqual(["'self'"]);
  expect(pagePolicy.get('object-src')).toEqual(["'none'"]);
  expect(pagePolicy.get('frame-ancestors')).toEqual(
    expect.arrayContaining(['https://web.telegram.org', `http://localhost:${testPort}`]),
  );
  expect(page.headers()['permissions-policy']).toContain('geolocation=(self)');
  expect(page.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
  expect(page.headers()['vary']).toBe('Accept-Encoding, Host, Cookie');
  // Served over plain HTTP: no HSTS.
  expect(page.headers()['strict-transport-security']).toBeUndefined();

  const media = await request.get('/media/burger/brand/logo.svg?format=original');
  expect(media.status()).toBe(200);
  expect(media.headers()['content-type']).toBe('image/svg+xml');
  expect(media.headers()['x-content-type-options']).toBe('nosniff');
  expect(directivesOf(media.headers()['content-security-policy'] ?? null).has('sandbox')).toBe(true);

  const api = await request.get('/api/users/v1/merchants/sub/burger');
  expect(api.status()).toBe(200);
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
  expect(api.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");

  for (const url of ['/api/users/v1/merchants/sub/nobody', '/assets/gone-123.js']) {
    const error = await request.get(url);
    expect(error.status(), url).toBe(404);
    expect(error.headers()['x-content-type-options'], url).toBe('nosniff');
    expect(error.headers()['content-security-policy'], url).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  }
});

test('the production build names no development origin', () => {
  const dist = path.resolve(process.env.E2E_DIST ?? 'dist');
  const files = fs.readdirSync(dist, { recursive: true, encoding: 'utf8' }).map((f) => path.join(dist, f));
  const texts = files.filter((f) => fs.statSync(f).isFile() && /\.(js|html|css|json)$/.test(f));
  expect(texts.length).toBeGreaterThan(3);
  const found = texts.flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/https?:\/\/(localhost|127\.0\.0\.1|\[::1\]):\d+/g)].map(
      (m) => `${path.relative(dist, file)}: ${m[0]}`,
    ),
  );
  expect(found).toEqual([]);
});

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/** Records every Content-Security-Policy violation of every document the page loads. */
async function collectViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeFunction('__reportViolation', (violation: Violation) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportViolation: (v: Violation) => void }).__reportViolation;
      report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  // Violations in workers, or before the listener, still reach the console.
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text()))
      violations.push({ directive: 'console', blocked: message.text(), source: message.location().url });
  });
  return violations;
}

test('the main screens work under the policy: nothing is refused', async ({ page, request }, info) => {
  test.setTimeout(90_000);
  const violations = await collectViolations(page);

  // Home with banners, stories and the menu; a product with options; the basket.
  await page.goto(tenantUrl('burger'));
  await expect(page.locator('.banners__slide').first()).toBeVisible();
  await expect(page.locator('.pcard').first()).toBeVisible();
  await page.locator('.stories__item').first().click();
  await expect(page.locator('.story__image').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: 'В корзину: Фиш бургер' }).click();
  await page.getByRole('button', { name: 'В корзину: Классик бургер' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Классик бургер' })).toBeVisible();
  await page.getByRole('button', { name: /^В корзину\s*32/ }).click();
  await expect(page.getByRole('group', { name: /Классик бургер\. В корзине: 1/ })).toBeVisible();
  await page.goto(tenantUrl('burger', '/basket'));
  await expect(page.locator('.bline').first()).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(tenantUrl('burger'));
  await expect(page.locator('.pcard').first()).toBeVisible();
  await page.screenshot({ path: info.outputPath('burger-home-under-csp.png') });

  // Search, the merchant's pages, a guest sent to sign in.
  await page.goto(tenantUrl('burger', '/search'));
  await page.getByRole('searchbox').fill('бургер');
  await expect(page.getByRole('link', { name: /Классик бургер/ })).toBeVisible();
  await page.goto(tenantUrl('burger', '/about'));
  await expect(page.locator('.policy__text')).not.toBeEmpty();
  await page.goto(tenantUrl('burger', '/profile/orders'));
  await expect(page.getByLabel('Номер телефона')).toBeVisible();

  // Signed in: the profile, a photo shrunk in the page (blob: and data: pictures) and uploaded.
  const session = await signInByApi(request, 'burger');
  await useSessionInPage(page, tenantUrl('burger'), session);
  await page.goto(tenantUrl('burger', '/profile/user'));
  const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();
  await page.getByRole('button', { name: 'Добавить фото' }).click();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Фото обновлено.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Фото профиля' })).toHaveAttribute('src', /^\/media\//);
  await page.goto(tenantUrl('burger', '/profile/orders'));

  // A dark theme with card views, and the 3,000-product menu drawn as it scrolls.
  await page.goto(tenantUrl('cafe'));
  await expect(page.locator('.pcard, .ccards__tile').first()).toBeVisible();
  await page.goto(tenantUrl('grocery'));
  await expect(page.locator('.pcard').first()).toBeVisible();
  await page.mouse.wheel(0, 4000);
  await expect(page.locator('.pcard').first()).toBeVisible();

  expect(violations).toEqual([]);

  // The collector hears a real refusal: script put inline into the page does not run.
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.head.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.map((v) => v.directive)).toContain('script-src-elem');
});

/** Serves one HTML page on a loopback port of its own: another origin than the test server's. */
async function foreignPage(html: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

test('a page of another origin cannot frame the storefront', async ({ page }) => {
  // The same page frames a file of the test server that has no frame rule: it shows, so the
  // storefront is refused for its frame-ancestors and not because the server cannot be reached.
  const { url, server } = await foreignPage(`<!doctype html><title>Foreign</title>
    <iframe id="storefront" src="${tenantUrl('burger')}" style="width:390px;height:600px"></iframe>
    <iframe id="control" src="http://localhost:${testPort}/placeholder.svg"></iframe>`);
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
  });
  try {
    await page.goto(url);
    const control = page.frameLocator('#control');
    await expect(control.locator('svg')).toBeVisible();
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    const frames = page.frames().filter((frame) => frame !== page.mainFrame());
    expect(frames).toHaveLength(2);
    const storefront = frames.find((frame) => !frame.url().endsWith('/placeholder.svg'));
    expect(storefront?.url()).not.toContain('burger.localhost');
    expect(await page.frameLocator('#storefront').locator('#root').count()).toBe(0);
  } finally {
    server.close();
  }
});
