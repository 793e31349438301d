/**
 * The abuse limits with their deployed defaults (base/limits.ts): 429 with Retry-After and the spec's error
 * body, counted per phone, per client and per merchant, shared by every instance on one database.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBody } from '../../contract/index.ts';
import { createApp, type StorefrontApp } from '../app.ts';
import { lockSecondsAfter } from '../accounts/sign-in-lock.ts';
import { resolveLimits } from '../base/limits.ts';
import { silentLogger } from '../base/logger.ts';
import { testDatabase, testEngine } from '../../../tests/support/server/storage/test-database.ts';
import { makeTempDir, removeDir } from '../../../tests/support/server/tenants/test-tenant.ts';
import { pickupOrder, writeOrderTenant } from '../../../tests/support/server/orders/test-orders.ts';
import {
  apiCaller,
  capturingLogger,
  lastCode,
  testClock,
} from '../../../tests/support/server/http/test-client.ts';

const MERCHANT = 7;
const defaults = resolveLimits({}, {});
let root: string;
let tenantDir: string;
const apps: StorefrontApp[] = [];

beforeAll(() => {
  root = makeTempDir();
  tenantDir = writeOrderTenant(root, MERCHANT, 'burger');
});
afterAll(async () => {
  for (const app of apps.splice(0)) await app.close();
  removeDir(root);
});

async function app(
  options: {
    database?: string;
    clock?: ReturnType<typeof testClock>;
    log?: ReturnType<typeof capturingLogger>;
  } = {},
) {
  const clock = options.clock ?? testClock();
  const server = await createApp({
    tenantDirs: [tenantDir],
    database: options.database ?? (await testDatabase()),
    distDir: false,
    log: options.log ?? silentLogger,
    now: clock.now,
    trustProxy: true,
  });
  apps.push(server);
  return { server, clock, api: apiCaller(server.app, MERCHANT) };
}

let phones = 0;
const phone = () => `+99891${String(1_000_000 + ++phones)}`;
let clients = 0;
const client = () => ({ 'x-forwarded-for': `203.0.113.${++clients}` });

/** A 429 as the spec's error body with Retry-After, in every language. */
function expectLimited(
  reply: { status: number; headers: Headers; json: unknown; code: string | undefined },
  code = 'RATE_LIMITED',
) {
  expect(reply.status).toBe(429);
  expect(reply.code).toBe(code);
  expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
  const body = ApiErrorBody.parse(reply.json);
  expect(Object.keys(body.description ?? {})).toEqual(['ru', 'uz', 'eng']);
  // The wait beside the description, as Retry-After says it, for the languages it lacks.
  expect(body.details?.seconds).toBe(Number(reply.headers.get('retry-after')));
}

describe(`sign-in codes (${testEngine})`, () => {
  it('one phone: one code a minute, then at most 5 an hour', async () => {
    const { api, clock } = await app();
    const number = phone();
    const ask = () => api('/users/v1/auth/code', { body: { phone: number }, headers: client() });
    expect((await ask()).status).toBe(200);
    expectLimited(await ask(), 'RESEND_THROTTLED');
    for (let sent = 1; sent < defaults.codesPerPhonePerHour; sent++) {
      clock.advance(defaults.codeResendSeconds);
      expect((await ask()).status).toBe(200);
    }
    clock.advance(defaults.codeResendSeconds);
    const over = await ask();
    expectLimited(over);
    expect(Number(over.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
  });

  it('one client: at most 10 codes an hour, whatever the numbers (SMS pumping)', async () => {
    const { api } = await app();
    const from = client();
    for (let sent = 0; sent < defaults.codesPerClientPerHour; sent++) {
      expect((await api('/users/v1/auth/code', { body: { phone: phone() }, headers: from })).status).toBe(
        200,
      );
    }
    expectLimited(await api('/users/v1/auth/code', { body: { phone: phone() }, headers: from }));
    // Another client is not affected.
    expect((await api('/users/v1/auth/code', { body: { phone: phone() }, headers: client() })).status).toBe(
      200,
    );
  });

  it('one merchant: at most 30 codes a minute across all clients and numbers', async () => {
    const { api, clock } = await app();
    for (let sent = 0; sent < defaults.codesPerMerchantPerMinute; sent++) {
      expect((await api('/users/v1/auth/code', { body: { phone: phone() }, headers: client() })).status).toBe(
        200,
      );
    }
    expectLimited(await api('/users/v1/auth/code', { body: { phone: phone() }, headers: client() }));
    clock.advance(60);
    expect((await api('/users/v1/auth/code', { body: { phone: phone() }, headers: client() })).status).toBe(
      200,
    );
  });

  it('locks a phone after 10 wrong codes, for longer each time', async () => {
    const log = capturingLogger();
    const { api, clock } = await app({ log });
    const number = phone();
    const wrong = async () => {
      const code = lastCode(log.lines, number);
      const guess = code === '000000' ? '111111' : '000000';
      return api('/users/v1/auth/login', { body: { phone: number, code: guess }, headers: client() });
    };
    const newCode = async () => {
      clock.advance(defaults.codeResendSeconds);
      expect((await api('/users/v1/auth/code', { body: { phone: number }, headers: client() })).status).toBe(
        200,
      );
    };
    let failures = 0;
    for (let round = 0; round < 2; round++) {
      await newCode();
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect((await wrong()).code).toBe(attempt < 5 ? 'WRONG_CODE' : 'TOO_MANY_ATTEMPTS');
        failures++;
      }
    }
    expect(failures).toBe(defaults.wrongCodesBeforeLock);
    // Locked: even the right code is refused, from any client.
    await newCode();
    const right = lastCode(log.lines, number);
    const locked = await api('/users/v1/auth/login', {
      body: { phone: number, code: right },
      headers: client(),
    });
    expectLimited(locked, 'SIGN_IN_LOCKED');
    expect(Number(locked.headers.get('retry-after'))).toBe(
      defaults.signInLockSeconds - defaults.codeResendSeconds,
    );
    // After the lock the right code works.
    clock.advance(defaults.signInLockSeconds);
    await newCode();
    const ok = await api('/users/v1/auth/login', {
      body: { phone: number, code: lastCode(log.lines, number) },
      headers: client(),
    });
    expect(ok.status).toBe(200);
  });

  it('doubles each further lock up to the cap', () => {
    const limits = resolveLimits(
      { wrongCodesBeforeLock: 10, signInLockSeconds: 300, signInLockMaxSeconds: 3600 },
      {},
    );
    expect([9, 10, 11, 20, 30, 40, 50].map((n) => lockSecondsAfter(n, limits))).toEqual([
      0, 300, 0, 600, 1200, 2400, 3600,
    ]);
  });
});

describe(`orders (${testEngine})`, () => {
  it('one customer: at most 5 orders a minute and 5 unpaid under way', async () => {
    const { server, api, clock } = await app();
    const me = await server.db.createSessionForTest(MERCHANT, {}, clock.now());
    const order = () => api('/orders/v1/orders', { token: me.token, body: pickupOrder, headers: client() });
    for (let n = 0; n < defaults.ordersPerCustomerPerMinute; n++) expect((await order()).status).toBe(200);
    expectLimited(await order());
    clock.advance(60);
    // The rate is fine again, but five unpaid orders are still under way.
    const busy = await order();
    expect(busy).toMatchObject({ status: 429, code: 'TOO_MANY_ACTIVE_ORDERS' });
  });
});

describe(`image renditions (${testEngine})`, () => {
  it('one client may have at most so many new renditions made a minute; beyond them the nearest kept one stands in', async () => {
    const server = await createApp({
      tenantDirs: [tenantDir],
      database: await testDatabase(),
      distDir: false,
      log: silentLogger,
      trustProxy: true,
      limits: { imageTransformsPerClientPerMinute: 3 },
    });
    apps.push(server);
    const from = client();
    const get = (side: number, headers = from) =>
      server.app.request(`/media/burger/logo.svg?w=${side}&h=${side}`, { headers });
    for (const side of [48, 64, 96]) expect((await get(side)).status).toBe(200);
    const refused = await get(128);
    expect(refused.status).toBe(200);
    expect(refused.headers.get('x-media-fallback')).toBe('rate-limited');
    expect(refused.headers.get('content-type')).toBe('image/webp');
    expect((await get(64)).headers.get('x-media-fallback')).toBeNull();
    expect((await get(128, client())).headers.get('x-media-fallback')).toBeNull();
  });
});

describe(`limits shared by instances (${testEngine})`, () => {
  it('two instances on one database count together', async () => {
    const database = testEngine === 'postgres' ? await testDatabase() : path.join(root, 'shared.db');
    const clock = testClock();
    const first = await app({ database, clock });
    const second = await app({ database, clock });
    const from = client();
    for (let sent = 0; sent < defaults.codesPerClientPerHour; sent++) {
      const instance = sent % 2 === 0 ? first : second;
      expect(
        (await instance.api('/users/v1/auth/code', { body: { phone: phone() }, headers: from })).status,
      ).toBe(200);
    }
    expectLimited(await first.api('/users/v1/auth/code', { body: { phone: phone() }, headers: from }));
    expectLimited(await second.api('/users/v1/auth/code', { body: { phone: phone() }, headers: from }));
  });
});
