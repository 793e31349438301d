/**
 * The menu in the studio: a price saved in the console is the storefront's price at once, a refused
 * value names its field and saves nothing, a save on an older version is refused, an uploaded photo
 * is a WebP under its content's name that the media host serves once the menu refers to it, and what
 * is not a picture is refused.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ConsoleMenu, MenuPhoto } from '../../contract/console-menu.ts';
import type { Product } from '../../contract/index.ts';
import { consoleAppForFile } from '../../../tests/support/server/console/test-console.ts';

const app = consoleAppForFile();

interface RawProduct {
  id: number;
  costPrice: number;
  image?: string;
  [key: string]: unknown;
}
const read = async () =>
  ConsoleMenu.parse((await app.console('/console/v1/menu', { token: app.tokens.MANAGER })).json);
const save = (body: unknown) => app.console('/console/v1/menu', { token: app.tokens.MANAGER, body });
const productsOf = (menu: ConsoleMenu) => menu.catalogue.products as RawProduct[];
const withProduct = (menu: ConsoleMenu, id: number, change: Partial<RawProduct>) => ({
  ...menu.catalogue,
  products: productsOf(menu).map((p) => (p.id === id ? { ...p, ...change } : p)),
});
const shownProducts = async () =>
  ((await app.console('/products/v1/overalls?type=WEB')).json as { products: Product[] }).products;
const dataUrl = (bytes: Buffer, type: string) => `data:${type};base64,${bytes.toString('base64')}`;

describe('the menu in the studio', () => {
  it('saves a price as a version the storefront answers at once', async () => {
    const before = await read();
    const reply = await save({
      baseVersion: before.version,
      catalogue: withProduct(before, 101, { costPrice: 17500 }),
    });
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    const after = ConsoleMenu.parse(reply.json);
    expect(after.version).toBe(before.version + 1);
    expect(productsOf(after).find((p) => p.id === 101)?.costPrice).toBe(17500);
    expect((await shownProducts()).find((p) => p.id === 101)?.costPrice).toBe(17500);
  });

  it('refuses a price the contract refuses, naming the field, and saves nothing', async () => {
    const before = await read();
    const reply = await save({
      baseVersion: before.version,
      catalogue: withProduct(before, 101, { costPrice: -5 }),
    });
    expect(reply.status).toBe(400);
    expect(reply.code).toBe('SETTINGS_INVALID');
    expect((reply.json as { field: string }).field).toMatch(/^catalogue\.products\[\d+\]\.costPrice$/);
    expect((await read()).version).toBe(before.version);
  });

  it('refuses a save made on an older version', async () => {
    const current = await read();
    const reply = await save({
      baseVersion: current.version - 1,
      catalogue: withProduct(current, 101, { costPrice: 1000 }),
    });
    expect(reply.status).toBe(409);
    expect(reply.code).toBe('SETTINGS_CHANGED');
  });

  it('stores an uploaded photo as WebP under its content, served once the menu refers to it', async () => {
    const png = await sharp({
      create: { width: 2400, height: 1600, channels: 3, background: { r: 200, g: 40, b: 40 } },
    })
      .png()
      .toBuffer();
    const upload = () =>
      app.console('/console/v1/menu/photos', {
        token: app.tokens.OWNER,
        body: { image: dataUrl(png, 'image/png') },
      });
    const versionBefore = (await read()).version;
    const first = await upload();
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    const { path } = MenuPhoto.parse(first.json);
    expect(path).toMatch(/^burger\/uploads\/[0-9a-f]{24}\.webp$/);
    expect(MenuPhoto.parse((await upload()).json).path).toBe(path);

    const menu = await read();
    expect(menu.version).toBe(versionBefore); // an upload alone is not a version
    const saved = await save({
      baseVersion: menu.version,
      catalogue: withProduct(menu, 100, { image: path }),
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const served = await app.server.app.request(`/media/${path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\//);
    const [stored] = await app.server.db.tenantData.mediaFiles(7, [path.slice('burger/'.length)]);
    const meta = await sharp(stored?.bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1200);
    expect((await shownProducts()).find((p) => p.id === 100)?.image).toContain('uploads/');
  });

  it('refuses what is not a picture', async () => {
    const reply = await app.console('/console/v1/menu/photos', {
      token: app.tokens.OWNER,
      body: { image: dataUrl(Buffer.from('not a picture at all'), 'image/png') },
    });
    expect(reply.status).toBe(400);
    expect(reply.code).toBe('NOT_AN_IMAGE');
  });
});
