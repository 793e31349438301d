import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBody, USER_IMAGE_MAX_BYTES, User } from '../../contract/index.ts';
import { type StorefrontApp } from '../app.ts';
import { silentLogger } from '../base/logger.ts';
import { apiCaller } from '../../../tests/support/server/http/test-client.ts';
import { makeTempDir, removeDir, writeTenant } from '../../../tests/support/server/tenants/test-tenant.ts';
import type { UserImageStore } from './user-images-store.ts';
import { featureApp } from '../../../tests/support/server/test-app.ts';

const MERCHANT = 7;
const OTHER = 8;
let root: string;
let server: StorefrontApp;
let api: ReturnType<typeof apiCaller>;
let store: UserImageStore;
let png: Buffer;

beforeAll(async () => {
  root = makeTempDir();
  server = await featureApp({
    tenantDirs: [writeTenant(root, MERCHANT, 'burger'), writeTenant(root, OTHER, 'pizza')],
    log: silentLogger,
  });
  api = apiCaller(server.app, MERCHANT);
  store = server.db.userImages;
  png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await server.close();
  removeDir(root);
});

const dataUrl = (bytes: Buffer, type = 'png') => `data:image/${type};base64,${bytes.toString('base64')}`;
const upload = (token: string | undefined, image: string) =>
  api('/users/v1/users/image', { method: 'PUT', token, body: { image } });
const remove = (token: string | undefined) => api('/users/v1/users/image', { method: 'DELETE', token });
const media = (path: string) => server.app.request(`/media/${path}`);
const errorOf = (json: unknown) => ApiErrorBody.parse(json);

async function uploaded(token: string, image = dataUrl(png)): Promise<User> {
  const reply = await upload(token, image);
  expect(reply.status, JSON.stringify(reply.json)).toBe(200);
  return User.parse(reply.json);
}

describe('userImage', () => {
  it('stores a PNG as a webp fitted into 512x512 and the media host serves it at any size', async () => {
    const { token, user } = await server.db.createSessionForTest(MERCHANT);
    const updated = await uploaded(token);
    expect(updated.id).toBe(user.id);
    expect(updated.image).toMatch(/^burger\/user-images\/[\da-f]{32}\.webp$/);
    const me = await api('/users/v1/users/me', { token });
    expect(User.parse(me.json).image).toBe(updated.image);

    const original = await media(`${updated.image}?format=original`);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/webp');
    const stored = await sharp(Buffer.from(await original.arrayBuffer())).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', 512, 384]);

    const small = await media(`${updated.image}?w=96&h=96&q=80`);
    expect(small.status).toBe(200);
    expect(small.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(small.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    const meta = await sharp(Buffer.from(await small.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 96, 96]);
    const jpeg = await media(`${updated.image}?w=40&h=32&format=jpeg`);
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
  });

  it('turns a phone photo upright from its EXIF orientation and keeps a small one small', async () => {
    const { token } = await server.db.createSessionForTest(MERCHANT);
    // 300x200 pixels whose EXIF says "rotate 90° clockwise to view": upright it is 200x300.
    const sideways = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c00' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { image } = await uploaded(token, dataUrl(sideways, 'jpeg'));
    const stored = await sharp(
      Buffer.from(await (await media(`${image}?format=original`)).arrayBuffer()),
    ).metadata();
    expect([stored.width, stored.height, stored.orientation]).toEqual([200, 300, undefined]);
  });

  it('refuses what is not a JPEG, PNG or WebP picture (400, in ru, uz and eng)', async () => {
    const { token, user } = await server.db.createSessionForTest(MERCHANT);
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const cases = [
      dataUrl(Buffer.from('just some text, not pixels')),
      // The declared type is not trusted: a GIF labelled PNG is still a GIF.
      dataUrl(gif),
      // A PNG header over missing pixel data.
      dataUrl(png.subarray(0, 200)),
    ];
    for (const image of cases) {
      const reply = await upload(token, image);
      expect(reply.status).toBe(400);
      const body = errorOf(reply.json);
      expect(body.code).toBe('NOT_AN_IMAGE');
      expect(body.description).toMatchObject({
        ru: expect.stringContaining('JPEG, PNG'),
        uz: expect.stringContaining('JPEG, PNG'),
        eng: 'The file is not a picture. Choose a JPEG, PNG or WebP photo',
      });
    }
    // Not a data URL of an accepted type at all: the contract refuses it before the handler.
    for (const image of [
      'https://example.com/me.png',
      `data:image/svg+xml;base64,${png.toString('base64')}`,
    ]) {
      const reply = await upload(token, image);
      expect(reply.status).toBe(400);
      expect(reply.code).toBe('VALIDATION');
    }
    expect(await store.countOf(user.id)).toBe(0);
  });

  it('refuses more than 3 MB, and pictures of too many pixels (413)', async () => {
    const { token, user } = await server.db.createSessionForTest(MERCHANT);
    // One byte over: within the contract's length, caught when decoded.
    const justOver = await upload(token, dataUrl(Buffer.alloc(USER_IMAGE_MAX_BYTES + 1)));
    expect(justOver.status).toBe(413);
    expect(justOver.code).toBe('IMAGE_TOO_LARGE');
    expect(errorOf(justOver.json).description).toMatchObject({ eng: 'The photo is too large: at most 3 MB' });
    // Far over: the body limit of this route answers the same.
    const farOver = await upload(token, dataUrl(Buffer.alloc(5 * 1024 * 1024)));
    expect([farOver.status, farOver.code]).toEqual([413, 'IMAGE_TOO_LARGE']);
    // A few kilobytes claiming 64 megapixels.
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(USER_IMAGE_MAX_BYTES);
    const pixels = await upload(token, dataUrl(bomb));
    expect([pixels.status, pixels.code]).toEqual([413, 'IMAGE_TOO_LARGE']);
    expect(await store.countOf(user.id)).toBe(0);
  });

  it('keeps the 1 MB limit on every other endpoint', async () => {
    const { token, user } = await server.db.createSessionForTest(MERCHANT);
    const reply = await api(`/users/v1/users/${user.id}`, {
      method: 'PUT',
      token,
      body: { firstName: 'x'.repeat(1024 * 1024) },
    });
    expect([reply.status, reply.code]).toEqual([413, 'BODY_TOO_LARGE']);
  });

  it('replacing the picture deletes the old one', async () => {
    const { token, user } = await server.db.createSessionForTest(MERCHANT);
    const first = await uploaded(token);
    const second = await uploaded(token);
    expect(second.image).not.toBe(first.image);
    expect(await store.countOf(user.id)).toBe(1);
    expect((await media(`${first.image}`)).status).toBe(404);
    expect((await media(`${second.image}`)).status).toBe(200);
  });

  it('DELETE removes the picture, its row and its media URL', async () => {
    const { token, user } = await server.db.createSessionForTest(MERCHANT);
    const { image } = await uploaded(token);
    // Fetched once, so a cached rendition exists that must not outlive the picture.
    expect((await media(`${image}?w=48&h=48`)).status).toBe(200);
    const reply = await remove(token);
    expect(reply.status).toBe(200);
    expect(User.parse(reply.json).image).toBeNull();
    expect(await store.countOf(user.id)).toBe(0);
    expect((await media(`${image}?w=48&h=48`)).status).toBe(404);
    // Removing when there is none is not an error.
    expect((await remove(token)).status).toBe(200);
  });

  it("userUpdate cannot point the picture anywhere else, not even at another customer's", async () => {
    const other = await server.db.createSessionForTest(MERCHANT);
    const theirs = (await uploaded(other.token)).image;
    const { token, user } = await server.db.createSessionForTest(MERCHANT);
    for (const image of ['https://example.com/me.png', theirs]) {
      const set = await api(`/users/v1/users/${user.id}`, { method: 'PUT', token, body: { image } });
      expect(set.status).toBe(200);
      expect(User.parse(set.json).image).toBeNull();
    }
  });

  it("touches only the caller's own picture, and only at the caller's merchant", async () => {
    const owner = await server.db.createSessionForTest(MERCHANT);
    const { image } = await uploaded(owner.token);
    const other = await server.db.createSessionForTest(MERCHANT);
    await uploaded(other.token);
    expect((await remove(other.token)).status).toBe(200);
    expect(User.parse((await api('/users/v1/users/me', { token: owner.token })).json).image).toBe(image);
    expect(await store.countOf(owner.user.id)).toBe(1);
    expect((await media(`${image}`)).status).toBe(200);

    // A token of another merchant opens nothing here, and a picture is not served under another sub.
    const pizza = await server.db.createSessionForTest(OTHER);
    expect((await upload(pizza.token, dataUrl(png))).status).toBe(401);
    expect((await remove(pizza.token)).status).toBe(401);
    expect((await media(`${image?.replace(/^burger\//, 'pizza/')}`)).status).toBe(404);
  });

  it('answers 401 without a token', async () => {
    const put = await upload(undefined, dataUrl(png));
    expect([put.status, put.code]).toEqual([401, 'UNAUTHORIZED']);
    const del = await remove(undefined);
    expect([del.status, del.code]).toEqual([401, 'UNAUTHORIZED']);
  });

  it('goes with the account when the account is deleted', async () => {
    const { token, user } = await server.db.createSessionForTest(MERCHANT);
    const { image } = await uploaded(token);
    expect((await api('/users/v1/users', { method: 'DELETE', token })).status).toBe(200);
    expect(await store.countOf(user.id)).toBe(0);
    expect((await media(`${image}`)).status).toBe(404);
  });
});
