import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type StorefrontApp } from '../app.ts';
import { silentLogger } from '../base/logger.ts';
import {
  deliveryOrder,
  pickupOrder,
  writeOrderTenant,
} from '../../../tests/support/server/orders/test-orders.ts';
import { makeTempDir, removeDir } from '../../../tests/support/server/tenants/test-tenant.ts';
import { jsonNestsDeeperThan } from './json-depth.ts';
import { apiCaller } from '../../../tests/support/server/http/test-client.ts';

const MERCHANT = 7;

/** `{"a":{"a":...}}` nested `levels` deep, as text (building it as a value would need recursion). */
const nestedObjects = (levels: number) => '{"a":'.repeat(levels - 1) + '{}' + '}'.repeat(levels - 1);

describe('jsonNestsDeeperThan', () => {
  it('counts objects and arrays, a top-level value being depth 1', () => {
    expect(jsonNestsDeeperThan('{}', 1)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":[{}]}', 3)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":[{}]}', 2)).toBe(true);
    expect(jsonNestsDeeperThan('[[],[],[[]]]', 3)).toBe(false);
    expect(jsonNestsDeeperThan('[[],[],[[[]]]]', 3)).toBe(true);
    expect(jsonNestsDeeperThan('"text" ', 1)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', async () => {
    expect(jsonNestsDeeperThan(JSON.stringify({ a: '[[[[{{{{' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: 'say "[[[[" \\' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: '\\', b: [[]] }), 2)).toBe(true);
  });

  it('answers for 50,000 levels without recursion', () => {
    expect(jsonNestsDeeperThan(nestedObjects(50_000), 32)).toBe(true);
    expect(jsonNestsDeeperThan('['.repeat(50_000) + ']'.repeat(50_000), 50_000)).toBe(false);
  });
});

describe('request body limits', async () => {
  let root: string;
  let server: StorefrontApp;
  let small: StorefrontApp;

  beforeAll(async () => {
    root = makeTempDir();
    const dir = writeOrderTenant(root, MERCHANT, 'burger');
    const options = { tenantDirs: [dir], database: ':memory:', distDir: false as const, log: silentLogger };
    server = await createApp(options);
    small = await createApp({ ...options, limits: { bodyDepth: 4, bodyBytes: 2_000 } });
  });
  afterAll(async () => {
    await server.close();
    await small.close();
    removeDir(root);
  });

  /** Posts raw text as an order, signed in. */
  async function postOrder(app: StorefrontApp, text: string) {
    const { token } = await app.db.createSessionForTest(MERCHANT);
    const response = await app.app.request('/api/orders/v1/orders', {
      method: 'POST',
      headers: {
        merchant: String(MERCHANT),
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: text,
    });
    return { status: response.status, json: (await response.json()) as unknown };
  }

  it('refuses a 50,000-level body with 400 BODY_TOO_DEEP in the error body, before validation', async () => {
    // A valid delivery order nested where its schema keeps unknown keys (the address): such a body
    // once reached a recursive check and overflowed the stack.
    const order = { ...deliveryOrder, address: { ...deliveryOrder.address, x: 'DEEP' } };
    const deep = JSON.stringify(order).replace('"DEEP"', nestedObjects(50_000));
    const reply = await postOrder(server, deep);
    expect(reply.status).toBe(400);
    expect(reply.json).toEqual({
      code: 'BODY_TOO_DEEP',
      description: {
        ru: 'Тело запроса вложено слишком глубоко: не больше 32 уровней',
        uz: "So'rov tanasi juda chuqur joylashgan: 32 darajadan oshmasligi kerak",
        eng: 'The request body is nested too deeply: at most 32 levels',
      },
    });
    // Arrays alone, on another endpoint with a body.
    const { token } = await server.db.createSessionForTest(MERCHANT);
    const api = apiCaller(server.app, MERCHANT);
    const arrays = await server.app.request('/api/products/v1/favourite', {
      method: 'POST',
      headers: {
        merchant: String(MERCHANT),
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: '['.repeat(50_000) + ']'.repeat(50_000),
    });
    expect(arrays.status).toBe(400);
    expect(await arrays.json()).toMatchObject({ code: 'BODY_TOO_DEEP' });
    // The server still answers.
    expect((await api('/users/v1/branches')).status).toBe(200);
  });

  it('takes a body at the depth limit to validation, and refuses one level more', async () => {
    const atLimit = JSON.stringify({ ...pickupOrder, extra: JSON.parse(nestedObjects(31)) as unknown });
    const reply = await postOrder(server, atLimit);
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    const over = JSON.stringify({ ...pickupOrder, extra: JSON.parse(nestedObjects(32)) as unknown });
    expect((await postOrder(server, over)).json).toMatchObject({ code: 'BODY_TOO_DEEP' });
  });

  it('reads bodyDepth and bodyBytes from the limits option', async () => {
    const five = JSON.stringify({ a: { b: { c: { d: { e: 1 } } } } });
    expect(await postOrder(small, five)).toMatchObject({
      status: 400,
      json: {
        code: 'BODY_TOO_DEEP',
        description: { eng: 'The request body is nested too deeply: at most 4 levels' },
      },
    });
    const four = JSON.stringify({ ...pickupOrder, cartItems: [] });
    expect((await postOrder(small, four)).json).toMatchObject({ code: 'EMPTY_CART' });
    const large = JSON.stringify({ ...pickupOrder, comment: 'x'.repeat(2_000) });
    expect(await postOrder(small, large)).toMatchObject({
      status: 413,
      json: {
        code: 'BODY_TOO_LARGE',
        description: { eng: 'The request body is too large: at most 2000 bytes' },
      },
    });
    expect(small.limits).toMatchObject({ bodyDepth: 4, bodyBytes: 2_000 });
  });

  it('refuses unknown or invalid limits at creation', async () => {
    await expect(
      createApp({ tenants: [], database: ':memory:', distDir: false, limits: { bodyDepth: 0 } }),
    ).rejects.toThrow(/bodyDepth/);
    const typo = { bodyDeph: 3 } as unknown as { bodyDepth: number };
    await expect(
      createApp({ tenants: [], database: ':memory:', distDir: false, limits: typo }),
    ).rejects.toThrow(/bodyDeph/);
  });
});
