import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../contract/index.ts';
import type { StorefrontApp } from '../app.ts';
import { featureApp } from '../../../tests/support/server/test-app.ts';
import type { Session } from '../storage/db.ts';
import { apiCaller } from '../../../tests/support/server/http/test-client.ts';
import {
  makeTempDir,
  removeDir,
  tenantFiles,
  writeTenant,
} from '../../../tests/support/server/tenants/test-tenant.ts';

const MERCHANT = 7;
const OTHER = 8;
let root: string;
let server: StorefrontApp;
let api: ReturnType<typeof apiCaller>;

beforeAll(async () => {
  root = makeTempDir();
  // The other merchant sells product 200 only, so product ids cannot be mixed up between tenants.
  const otherCatalogue = {
    ...(tenantFiles(OTHER, 'pizza')['catalogue.json'] as object),
    products: [{ id: 200, categoryId: 10, costPrice: 50000, name: { ru: 'Пицца' } }],
  };
  server = await featureApp({
    tenantDirs: [
      writeTenant(root, MERCHANT, 'burger'),
      writeTenant(root, OTHER, 'pizza', { files: { 'catalogue.json': otherCatalogue } }),
    ],
  });
  api = apiCaller(server.app, MERCHANT);
});
afterAll(async () => {
  await server.close();
  removeDir(root);
});

const listResponse = endpoints.favourites.response;
const setResponse = endpoints.favouriteSet.response;

async function list(session: Session, merchant = MERCHANT, query = '') {
  const reply = await api(`/products/v1/favourite/all?userId=${session.user.id}${query}`, {
    token: session.token,
    merchant,
  });
  expect(reply.status).toBe(200);
  return listResponse.parse(reply.json);
}

const set = (session: Session, productId: unknown, isFavourite: boolean, merchant = MERCHANT) =>
  api('/products/v1/favourite', { token: session.token, merchant, body: { productId, isFavourite } });

async function mark(session: Session, productId: number, merchant = MERCHANT) {
  const reply = await set(session, productId, true, merchant);
  expect(reply.status).toBe(200);
  return setResponse.parse(reply.json);
}

const remove = (session: Session, id: number, merchant = MERCHANT) =>
  api(`/products/v1/favourite/${id}`, { method: 'DELETE', token: session.token, merchant });

describe('favourites', () => {
  it('adds, lists (newest first) and removes the own favourites', async () => {
    const me = await server.db.createSessionForTest(MERCHANT);
    expect(await list(me)).toEqual([]);

    const burger = await mark(me, 100);
    expect(burger).toMatchObject({ productId: 100, isFavourite: true });
    const site = await mark(me, 102);
    expect((await list(me)).map((f) => f.productId)).toEqual([102, 100]);
    expect(await list(me, MERCHANT, '&isFavourite=false')).toEqual([]);

    const removed = await remove(me, burger.id);
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ ok: true });
    expect(await list(me)).toEqual([{ id: site.id, productId: 102, isFavourite: true }]);
    expect((await remove(me, burger.id)).status).toBe(404);
  });

  it('marking twice keeps one favourite; isFavourite false unmarks, also when not marked', async () => {
    const me = await server.db.createSessionForTest(MERCHANT);
    const first = await mark(me, 100);
    const second = await mark(me, 100);
    expect(second.id).toBe(first.id);
    expect(await list(me)).toHaveLength(1);

    const off = await set(me, 100, false);
    expect(off.status).toBe(200);
    expect(setResponse.parse(off.json)).toEqual({ id: first.id, productId: 100, isFavourite: false });
    expect(await list(me)).toEqual([]);
    const again = await set(me, 100, false);
    expect(again.status).toBe(200);
    expect(setResponse.parse(again.json)).toMatchObject({ id: 0, isFavourite: false });
  });

  it('refuses products outside the catalogue and malformed bodies', async () => {
    const me = await server.db.createSessionForTest(MERCHANT);
    const unknown = await set(me, 999, true);
    expect(unknown.status).toBe(404);
    expect(unknown.code).toBe('PRODUCT_NOT_FOUND');
    // Another merchant's product is unknown here.
    expect((await set(me, 200, true)).status).toBe(404);
    expect((await set(me, 'burger', true)).status).toBe(400);
    expect((await api('/products/v1/favourite', { token: me.token, body: { productId: 100 } })).status).toBe(
      400,
    );
    expect(await list(me)).toEqual([]);
  });

  it("another user's favourite is 404 and their list 403", async () => {
    const me = await server.db.createSessionForTest(MERCHANT);
    const someone = await server.db.createSessionForTest(MERCHANT);
    const theirs = await mark(someone, 100);

    const reply = await remove(me, theirs.id);
    expect(reply.status).toBe(404);
    expect(reply.code).toBe('FAVOURITE_NOT_FOUND');
    expect(await list(someone)).toHaveLength(1);
    const peek = await api(`/products/v1/favourite/all?userId=${someone.user.id}`, { token: me.token });
    expect(peek.status).toBe(403);
  });

  it('needs a token', async () => {
    const me = await server.db.createSessionForTest(MERCHANT);
    expect((await api(`/products/v1/favourite/all?userId=${me.user.id}`)).status).toBe(401);
    expect(
      (await api('/products/v1/favourite', { body: { productId: 100, isFavourite: true } })).status,
    ).toBe(401);
    expect((await api('/products/v1/favourite/1', { method: 'DELETE' })).status).toBe(401);
  });

  it('keeps merchants apart', async () => {
    const mine = await server.db.createSessionForTest(MERCHANT);
    const pizzaFan = await server.db.createSessionForTest(OTHER);
    const burger = await mark(mine, 100);
    const pizza = await mark(pizzaFan, 200, OTHER);
    expect((await list(pizzaFan, OTHER)).map((f) => f.productId)).toEqual([200]);
    // A token opens only the account of its own merchant.
    expect((await remove(mine, burger.id, OTHER)).status).toBe(401);
    expect((await remove(pizzaFan, burger.id, OTHER)).status).toBe(404);
    expect((await remove(mine, pizza.id)).status).toBe(404);
    expect((await list(mine)).map((f) => f.productId)).toEqual([100]);
  });
});
