import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Address } from '../../contract/index.ts';
import { MAX_ADDRESSES } from './address-handlers.ts';
import { type StorefrontApp } from '../app.ts';
import type { Session } from '../storage/db.ts';
import { silentLogger } from '../base/logger.ts';
import { apiCaller } from '../../../tests/support/server/http/test-client.ts';
import { makeTempDir, removeDir, writeTenant } from '../../../tests/support/server/tenants/test-tenant.ts';
import { featureApp } from '../../../tests/support/server/test-app.ts';

const MERCHANT = 7;
const OTHER = 8;
let root: string;
let server: StorefrontApp;
let api: ReturnType<typeof apiCaller>;

beforeAll(async () => {
  root = makeTempDir();
  server = await featureApp({
    tenantDirs: [writeTenant(root, MERCHANT, 'burger'), writeTenant(root, OTHER, 'pizza')],
    log: silentLogger,
  });
  api = apiCaller(server.app, MERCHANT);
});
afterAll(async () => {
  await server.close();
  removeDir(root);
});

const home = {
  type: 'APARTMENT',
  name: 'Home',
  streetName: 'Amir Temur',
  houseNumber: ' 15 ',
  floor: '4',
  entrance: '',
  latitude: 41.311,
  longitude: 69.279,
  cityId: 1,
};

const list = (session: Session, merchant = MERCHANT) =>
  api(`/users/v1/addresses/merchant/${merchant}/user/${session.user.id}`, { token: session.token, merchant });

async function create(session: Session, body: unknown = home) {
  const reply = await api(`/users/v1/addresses/user/${session.user.id}`, { token: session.token, body });
  expect(reply.status).toBe(200);
  return Address.parse(reply.json);
}

describe('addresses', () => {
  it('create, list, update and delete the own addresses', async () => {
    const me = await server.db.createSessionForTest(MERCHANT);
    expect((await list(me)).json).toEqual([]);

    const created = await create(me, { ...home, id: 'draft-local', createdDate: '2000-01-01T00:00:00Z' });
    expect(created).toMatchObject({
      type: 'APARTMENT',
      name: 'Home',
      houseNumber: '15',
      floor: '4',
      entrance: null,
      latitude: 41.311,
      cityId: 1,
    });
    expect(typeof created.id).toBe('number');
    expect(created.createdDate).not.toBe('2000-01-01T00:00:00Z');
    const work = await create(me, { latitude: 41.35, longitude: 69.29, name: 'Work' });
    expect(work.type).toBe('HOUSE');

    const listed = Address.array().parse((await list(me)).json);
    expect(listed.map((a) => a.name)).toEqual(['Home', 'Work']);

    const updated = await api(`/users/v1/addresses/${created.id}`, {
      method: 'PUT',
      token: me.token,
      body: { ...home, name: 'Home (new)', comment: 'Ring twice' },
    });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ id: created.id, name: 'Home (new)', comment: 'Ring twice' });

    const deleted = await api(`/users/v1/addresses/${work.id}`, { method: 'DELETE', token: me.token });
    expect(deleted).toMatchObject({ status: 200, json: { ok: true } });
    expect(
      Address.array()
        .parse((await list(me)).json)
        .map((a) => a.id),
    ).toEqual([created.id]);
    const again = await api(`/users/v1/addresses/${work.id}`, { method: 'DELETE', token: me.token });
    expect(again).toMatchObject({ status: 404, code: 'ADDRESS_NOT_FOUND' });
  });

  it("refuses another user's addresses: 403 for theirs, 404 for unknown ones", async () => {
    const me = await server.db.createSessionForTest(MERCHANT);
    const other = await server.db.createSessionForTest(MERCHANT);
    const theirs = await create(other);

    const peek = await api(`/users/v1/addresses/merchant/${MERCHANT}/user/${other.user.id}`, {
      token: me.token,
    });
    expect(peek).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    const plant = await api(`/users/v1/addresses/user/${other.user.id}`, { token: me.token, body: home });
    expect(plant).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    const edit = await api(`/users/v1/addresses/${theirs.id}`, {
      method: 'PUT',
      token: me.token,
      body: home,
    });
    expect(edit).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    const remove = await api(`/users/v1/addresses/${theirs.id}`, { method: 'DELETE', token: me.token });
    expect(remove).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect((await api('/users/v1/addresses/999999', { method: 'DELETE', token: me.token })).status).toBe(404);

    // Untouched.
    expect(Address.array().parse((await list(other)).json)).toEqual([theirs]);
  });

  it('keeps merchants apart', async () => {
    const burger = await server.db.createSessionForTest(MERCHANT);
    const address = await create(burger);
    const pizza = await server.db.createSessionForTest(OTHER);
    const other = apiCaller(server.app, OTHER);
    // A burger token does not open pizza's addresses, and pizza's user does not see burger's address.
    expect((await list(burger, OTHER)).status).toBe(401);
    const reply = await other(`/users/v1/addresses/${address.id}`, { method: 'DELETE', token: pizza.token });
    expect(reply.status).toBe(404);
  });

  it('needs a token and validates the body', async () => {
    const me = await server.db.createSessionForTest(MERCHANT);
    expect((await api(`/users/v1/addresses/merchant/${MERCHANT}/user/${me.user.id}`)).status).toBe(401);
    const path = `/users/v1/addresses/user/${me.user.id}`;
    for (const body of [
      { longitude: 69.2 },
      { latitude: 91, longitude: 69.2 },
      { latitude: 41.3, longitude: 69.2, type: 'CASTLE' },
      { latitude: 41.3, longitude: 69.2, comment: 'x'.repeat(501) },
    ]) {
      const reply = await api(path, { token: me.token, body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
    }
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses per customer`, async () => {
    const me = await server.db.createSessionForTest(MERCHANT);
    for (let i = 0; i < MAX_ADDRESSES; i++) {
      await server.db.addresses.create(
        MERCHANT,
        me.user.id,
        {
          type: 'HOUSE',
          name: `#${i}`,
          streetName: null,
          details: null,
          description: null,
          latitude: 41,
          longitude: 69,
          cityId: null,
          houseNumber: null,
          comment: null,
          office: null,
          domophone: null,
          entrance: null,
          floor: null,
        },
        Date.now(),
      );
    }
    const reply = await api(`/users/v1/addresses/user/${me.user.id}`, { token: me.token, body: home });
    expect(reply).toMatchObject({ status: 409, code: 'TOO_MANY_ADDRESSES' });
  });
});
