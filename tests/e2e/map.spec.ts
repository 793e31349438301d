/**
 * The map component (src/map) in the built app, in real Chromium with SwiftShader WebGL: it draws the
 * server's streets with their names, fetches nothing from outside the server, and gives way to the
 * screen's address form when WebGL2 is missing or its context is lost. Screens built on it (the
 * address picker, the branches, the tracking) test their own behaviour.
 */
import zlib from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { tenantUrl } from './support/urls.ts';

/** The picker opens on the burger's city centre, where the demo map has Furkat street. */
const PICKER = tenantUrl('burger', '/address/delivery');
const KNOWN_STREET = 'улица Фурката';

const mapState = (page: Page) => page.locator('[data-map-state]').first();

/** Names of the labels the map draws right now (the container's renderedNames). */
const drawnNames = (page: Page) =>
  page.locator('.map-view__canvas').evaluate((element) => {
    const names = (element as HTMLElement & { renderedNames?: () => string[] }).renderedNames;
    return names ? names() : [];
  });

test('the map draws real streets with their names, from the server alone', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (!/(^|\.)localhost$|^127\.0\.0\.1$/.test(hostname) && !request.url().startsWith('data:'))
      outside.push(request.url());
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(PICKER);
  await expect(mapState(page)).toHaveAttribute('data-map-state', 'ready', { timeout: 20_000 });
  await expect.poll(() => drawnNames(page), { timeout: 10_000 }).toContain(KNOWN_STREET);

  // Not blank: the canvas holds more than one colour (streets on the ground, parks, water).
  const canvas = page.locator('.map-view__canvas canvas');
  const shot = await canvas.screenshot();
  expect(distinctColours(shot)).toBeGreaterThan(8);
  expect(outside).toEqual([]);
});

test('without WebGL2 the screen shows its address form instead of a map', async ({ page }) => {
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      kind: string,
      ...rest: unknown[]
    ) {
      if (kind === 'webgl2') return null;
      return (original as (...args: unknown[]) => RenderingContext | null).call(this, kind, ...rest);
    } as typeof original;
  });
  const maplibre: string[] = [];
  page.on('request', (request) => {
    if (/maplibre/.test(request.url())) maplibre.push(request.url());
  });
  await page.goto(PICKER);
  await expect(mapState(page)).toHaveAttribute('data-map-state', 'failed');
  await expect(mapState(page)).toHaveAttribute('data-map-failure', 'noWebGl');
  await expect(mapState(page).locator('input, textarea').first()).toBeVisible();
  // The map's code is not even downloaded.
  expect(maplibre).toEqual([]);
});

test('a lost WebGL context hands over to the address form', async ({ page }) => {
  await page.goto(PICKER);
  await expect(mapState(page)).toHaveAttribute('data-map-state', 'ready', { timeout: 20_000 });
  await page.locator('.map-view__canvas canvas').evaluate((canvas) => {
    const gl = (canvas as HTMLCanvasElement).getContext('webgl2');
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
  });
  await expect(mapState(page)).toHaveAttribute('data-map-state', 'failed');
  await expect(mapState(page)).toHaveAttribute('data-map-failure', 'contextLost');
  await expect(mapState(page).locator('input, textarea').first()).toBeVisible();
});

/**
 * How many distinct colours a screenshot has, sampled from its decoded pixel rows (filter bytes and
 * all: close enough to tell a drawn map from a blank canvas, which has one or two).
 */
function distinctColours(png: Buffer): number {
  const colours = new Set<string>();
  const raw = inflatePng(png);
  for (let i = 0; i + 3 < raw.length; i += 97) colours.add(`${raw[i]},${raw[i + 1]},${raw[i + 2]}`);
  return colours.size;
}

/** The image data of a PNG: its IDAT chunks, inflated. */
function inflatePng(png: Buffer): Buffer {
  const chunks: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    if (type === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  return zlib.inflateSync(Buffer.concat(chunks));
}
