import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBody, endpoints, Region, routeOf } from '../../contract/index.ts';
import { allEndpoints } from '../../contract/endpoints/all.ts';
import { apiRouteTable } from './api-routes.ts';
import { createApp, type StorefrontApp } from '../app.ts';
import type { Logger } from '../logger.ts';
import { makeTempDir, removeDir, writeTenant } from '../tenants/test-tenant.ts';
import { testDatabase } from '../storage/test-database.ts';

let root: string;
let tenantDir: string;
let server: StorefrontApp;
const errors: string[] = [];
const log: Logger = { info: () => {}, warn: () => {}, error: (message) => errors.push(message) };

beforeAll(async () => {
  root = makeTempDir();
  tenantDir = writeTenant(root, 7, 'burger');
  writeTenant(root, 8, 'pizza');
  server = await createApp({ fixturesRoot: root, database: await testDatabase(), distDir: false, log });
});
afterAll(async () => {
  await server.close();
  removeDir(root);
});

describe('route table', () => {
  it('has one route per endpoint, static segments before parameters', () => {
    const table = apiRouteTable();
    expect(table).toHaveLength(Object.keys(allEndpoints).length);
    const order = table.map((e) => e.name);
    expect(order.indexOf('branchesFull')).toBeLessThan(order.indexOf('branchById'));
    expect(order.indexOf('phoneChange')).toBeLessThan(order.indexOf('userUpdate'));
    expect(table.find((e) => e.name === 'branchById')?.honoPath).toBe('/api/users/v1/branches/:id');
    expect(routeOf(endpoints.regions).auth).toBe('WITH_TOKEN');
  });

  it('loads every tenant under a fixtures root', () => {
    expect(server.tenants.all.map((t) => t.sub)).toEqual(['burger', 'pizza']);
    expect(server.tenants.byId(7)?.dir).toBe(tenantDir);
  });
});

describe('WITH_TOKEN endpoints', () => {
  // The delivery zones need no token (guestEndpoints); the user's brands do.
  const brands = (headers: Record<string, string>) =>
    server.app.request('/api/users/v1/users/brands', { headers: { merchant: '7', ...headers } });

  it('answer 401 without a token or with an unknown one', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer nope' },
      { authorization: 'Basic abc' },
    ];
    for (const headers of attempts) {
      const response = await brands(headers);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(ApiErrorBody.parse(await response.json()).code).toBe('UNAUTHORIZED');
    }
  });

  it('answer with a test session token', async () => {
    const { token, user } = await server.db.createSessionForTest(7, { firstName: 'Aziz' });
    expect(user).toMatchObject({ merchantId: 7, firstName: 'Aziz', isActive: true });
    const response = await brands({ authorization: `Bearer ${token}` });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
    const zones = await server.app.request('/api/users/v1/region', {
      headers: { merchant: '7', authorization: `Bearer ${token}` },
    });
    expect(Region.array().parse(await zones.json())).toHaveLength(1);
    const settings = await server.app.request('/api/orders/v1/order/setting/7', {
      headers: { merchant: '7', authorization: `Bearer ${token}` },
    });
    expect(await settings.json()).toMatchObject({ isServiceFeeEnabled: false, minimalDeliveryPrice: 0 });
  });

  it('refuse a token of another merchant', async () => {
    const { token } = await server.db.createSessionForTest(8);
    expect((await brands({ authorization: `Bearer ${token}` })).status).toBe(401);
  });
});

describe('response contract check', () => {
  it('fails loudly (500 and a log line) when a handler breaks its response schema', async () => {
    const broken = await createApp({
      tenantDirs: [tenantDir],
      database: await testDatabase(),
      distDir: false,
      log,
      handlers: { grades: () => [{ productId: 1, grade: 9 }] },
    });
    errors.length = 0;
    const response = await broken.app.request('/api/products/v1/grade', { headers: { merchant: '7' } });
    await broken.close();
    expect(response.status).toBe(500);
    expect(ApiErrorBody.parse(await response.json()).code).toBe('CONTRACT_VIOLATION');
    expect(errors).toEqual([expect.stringContaining('grades (GET /products/v1/grade)')]);
    expect(errors[0]).toContain('$[0].grade');
  });

  it('can be switched off (production)', async () => {
    const lenient = await createApp({
      tenantDirs: [tenantDir],
      database: await testDatabase(),
      distDir: false,
      log,
      validateResponses: false,
      handlers: { grades: () => [{ productId: 1, grade: 9 }] },
    });
    const response = await lenient.app.request('/api/products/v1/grade', { headers: { merchant: '7' } });
    await lenient.close();
    expect(response.status).toBe(200);
  });

  it('turns an unexpected exception into a 500 error body', async () => {
    const failing = await createApp({
      tenantDirs: [tenantDir],
      database: await testDatabase(),
      distDir: false,
      log,
      handlers: {
        grades: () => {
          throw new Error('boom');
        },
      },
    });
    errors.length = 0;
    const response = await failing.app.request('/api/products/v1/grade', { headers: { merchant: '7' } });
    await failing.close();
    expect(response.status).toBe(500);
    expect(ApiErrorBody.parse(await response.json()).code).toBe('INTERNAL');
    expect(errors[0]).toContain('GET /api/products/v1/grade');
  });
});
