import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBody, Branch, Catalogue, Merchant, Policy } from '../../contract/index.ts';
import { createApp, type StorefrontApp } from '../app.ts';
import { silentLogger } from '../base/logger.ts';
import {
  makeTempDir,
  removeDir,
  testSecrets,
  writeTenant,
} from '../../../tests/support/server/tenants/test-tenant.ts';
import { testDatabase } from '../../../tests/support/server/storage/test-database.ts';

let root: string;
let server: StorefrontApp;
const MERCHANT = 7;

beforeAll(async () => {
  root = makeTempDir();
  const burger = writeTenant(root, MERCHANT, 'burger', {
    files: {
      'extra-pages.json': {
        extra2: { title: { ru: 'Доставка' }, text: { ru: '<p>Каждый день</p>' } },
      },
    },
  });
  const other = writeTenant(root, 8, 'pizza');
  server = await createApp({
    tenantDirs: [burger, other],
    database: await testDatabase(),
    distDir: false,
    log: silentLogger,
  });
});
afterAll(async () => {
  await server.close();
  removeDir(root);
});

const get = (path: string, headers: Record<string, string> = { merchant: String(MERCHANT) }) =>
  server.app.request(`/api${path}`, { headers });

async function errorOf(response: Response): Promise<ApiErrorBody> {
  expect(response.headers.get('content-type')).toContain('application/json');
  return ApiErrorBody.parse(await response.json());
}

describe('merchant by sub', () => {
  it('returns the merchant without secrets or $schema, with no merchant header', async () => {
    const response = await get('/users/v1/merchants/sub/burger', {});
    expect(response.status).toBe(200);
    const text = await response.text();
    for (const secret of Object.values(testSecrets)) expect(text).not.toContain(secret);
    const body: Record<string, unknown> = JSON.parse(text);
    for (const key of [...Object.keys(testSecrets), '$schema']) expect(body).not.toHaveProperty(key);
    expect(Merchant.parse(body)).toMatchObject({ id: MERCHANT, sub: 'burger', logo: 'burger/logo.svg' });
  });

  it('answers 404 with an error body for an unknown sub', async () => {
    const response = await get('/users/v1/merchants/sub/nobody', {});
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe('MERCHANT_NOT_FOUND');
  });
});

describe('merchant header', () => {
  it('is required on tenant-scoped calls', async () => {
    const response = await get('/users/v1/branches', {});
    expect(response.status).toBe(400);
    const body = await errorOf(response);
    expect(body.description).toMatchObject({
      ru: 'Merchant ID is not defined',
      eng: 'Merchant ID is not defined',
    });
    expect(body.description).toHaveProperty('uz');
  });

  it('treats "undefined" as missing and refuses unknown ids with 404', async () => {
    expect((await get('/users/v1/branches', { merchant: 'undefined' })).status).toBe(400);
    const unknown = await get('/users/v1/branches', { merchant: '999' });
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).code).toBe('MERCHANT_NOT_FOUND');
  });

  it('keeps tenants apart', async () => {
    const response = await get('/users/v1/branches', { merchant: '8' });
    const branches = Branch.array().parse(await response.json());
    expect(branches.every((b) => b.merchantId === 8)).toBe(true);
  });
});

describe('settings', () => {
  it('web and bot settings come from settings-web.json without $schema', async () => {
    for (const path of ['/support/v1/merchant/settings/web', '/webbot/v1/setting']) {
      const body: Record<string, unknown> = await (await get(path)).json();
      expect(body).toMatchObject({ mainColor: '#FF0000', storiesActive: true });
      expect(body).not.toHaveProperty('$schema');
    }
  });

  it('click-app settings are the web settings when the tenant has none, as the order checks read them', async () => {
    const response = await get('/support/v1/merchant/settings/click-app/client');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ mainColor: '#FF0000', storiesActive: true });
  });

  it('order merchant settings fall back to the web settings flag', async () => {
    expect(await (await get('/orders/v1/merchant/settings')).json()).toEqual({
      shouldValidateDeliveryArea: false,
    });
  });
});

describe('branches', () => {
  it('lists, filters by city and finds by id', async () => {
    expect(Branch.array().parse(await (await get('/users/v1/branches')).json())).toHaveLength(4);
    const city2 = Branch.array().parse(await (await get('/users/v1/branches/full?cityId=2')).json());
    expect(city2.map((b) => b.id)).toEqual([4]);
    expect(Branch.parse(await (await get('/users/v1/branches/2')).json()).id).toBe(2);
    expect((await get('/users/v1/branches/99')).status).toBe(404);
    const bad = await get('/users/v1/branches/abc');
    expect(bad.status).toBe(400);
    expect(JSON.stringify((await errorOf(bad)).description)).toContain('id');
  });

  it('requires cityId on /branches/full and names it', async () => {
    const response = await get('/users/v1/branches/full');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      field: 'cityId',
      problem: { kind: 'required' },
      description: { eng: '"cityId": please fill in this field' },
    });
  });

  it('closest: nearest active branch with its distance in km', async () => {
    // Branch 3 is closer but inactive; branch 1 sits on the point.
    const response = await get(`/users/v1/branches/merchant/${MERCHANT}/closest?lat=41.3111&lon=69.2791`);
    expect(response.status).toBe(200);
    const branch = Branch.parse(await response.json());
    expect(branch.id).toBe(1);
    expect(branch.distance).toBeGreaterThan(0);
    expect(branch.distance).toBeLessThan(0.05);
  });

  it('closest with type=DELIVERY only considers delivery branches', async () => {
    const response = await get(
      `/users/v1/branches/merchant/${MERCHANT}/closest?lat=41.311&lon=69.279&type=DELIVERY`,
    );
    const branch = Branch.parse(await response.json());
    expect(branch.id).toBe(2);
    // 41.311,69.279 -> 41.35,69.29 is about 4.4 km.
    expect(branch.distance).toBeGreaterThan(4);
    expect(branch.distance).toBeLessThan(5);
  });

  it('closest with another type considers the branches taking it, and none may', async () => {
    const at = (type: string) =>
      get(`/users/v1/branches/merchant/${MERCHANT}/closest?lat=41.35&lon=69.29&type=${type}`);
    // Branch 2 sits on the point but has no pickup; branch 1 has.
    expect(Branch.parse(await (await at('PICK_UP')).json()).id).toBe(1);
    const express = await at('EXPRESS_24');
    expect(express.status).toBe(404);
    expect((await errorOf(express)).code).toBe('NO_BRANCHES');
  });

  it('closest takes the merchant from the path and refuses an undefined one', async () => {
    expect((await get(`/users/v1/branches/merchant/${MERCHANT}/closest?lat=41&lon=69`, {})).status).toBe(200);
    const missing = await get('/users/v1/branches/merchant/undefined/closest?lat=41&lon=69', {});
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).description).toMatchObject({ eng: 'Merchant ID is not defined' });
    const mismatch = await get(`/users/v1/branches/merchant/${MERCHANT}/closest?lat=41&lon=69`, {
      merchant: '8',
    });
    expect(mismatch.status).toBe(400);
  });

  it('cities of the merchant', async () => {
    const cities: unknown[] = await (await get(`/users/v1/city-merchant/merchant/${MERCHANT}`, {})).json();
    expect(cities).toHaveLength(2);
  });
});

describe('catalogue', () => {
  const productIds = async (type: string) =>
    Catalogue.parse(await (await get(`/products/v1/overalls?type=${type}`)).json()).products.map((p) => p.id);

  it('filters products by channel: empty systems means every channel', async () => {
    expect(await productIds('WEB')).toEqual([100, 102]);
    expect(await productIds('TG')).toEqual([100, 101]);
    expect(await productIds('OPERATOR')).toEqual([100]);
  });

  it('refuses an unknown type and names the field', async () => {
    const response = await get('/products/v1/overalls?type=FAX');
    expect(response.status).toBe(400);
    expect((await errorOf(response)).description).toMatchObject({ eng: expect.stringContaining('"type"') });
  });

  it('grades are the average of the reviews per product', async () => {
    expect(await (await get('/products/v1/grade')).json()).toEqual([
      { productId: 100, grade: 4.5, count: 2 },
      { productId: 101, grade: 3, count: 1 },
    ]);
  });
});

describe('content', () => {
  it('policies filtered by type', async () => {
    const policies = Policy.array().parse(
      await (await get('/support/v1/company/policies?policies=TERMS')).json(),
    );
    expect(policies).toEqual([{ type: 'TERMS', text: { ru: 'Оферта' } }]);
  });

  it("the merchant's free pages, without the file's $schema; none for a tenant without the file", async () => {
    expect(await (await get('/support/v1/company/pages')).json()).toEqual({
      extra2: { title: { ru: 'Доставка' }, text: { ru: '<p>Каждый день</p>' } },
    });
    expect(await (await get('/support/v1/company/pages', { merchant: '8' })).json()).toEqual({});
  });

  it('optional lists are empty when the tenant has no file', async () => {
    expect(await (await get('/support/v1/banner')).json()).toEqual([]);
    expect(await (await get('/notifications/v2/stories')).json()).toEqual([]);
    expect(await (await get('/support/v1/brand/catalog')).json()).toEqual([]);
  });
});

describe('routing', () => {
  it('unknown API routes are 404 error bodies, known paths with another method 405', async () => {
    const unknown = await get('/nothing/here');
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).code).toBe('NOT_FOUND');
    const wrongMethod = await server.app.request('/api/users/v1/branches', { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET');
  });

  it('endpoints without a handler answer 501 in three languages', async () => {
    // Every endpoint has a handler today: an app without one stands in for an endpoint not built yet.
    const partial = await createApp({
      tenantDirs: [writeTenant(root, 9, 'partial')],
      database: await testDatabase(),
      distDir: false,
      log: silentLogger,
      handlers: { checkout: undefined },
    });
    const response = await partial.app.request('/api/payments/v2/checkout/1', {
      headers: { merchant: '9' },
    });
    await partial.close();
    expect(response.status).toBe(501);
    const body = await errorOf(response);
    expect(body.code).toBe('NOT_IMPLEMENTED');
    expect(body.description).toMatchObject({
      eng: 'not implemented yet: GET /payments/v2/checkout/{id}',
      ru: expect.any(String),
      uz: expect.any(String),
    });
  });
});
