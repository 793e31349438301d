import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BotSession, LoginResponse, User } from '../../contract/index.ts';
import type { StorefrontApp } from '../app.ts';
import { featureApp } from '../../../tests/support/server/test-app.ts';
import { signInitData } from './telegram-init-data.ts';
import {
  apiCaller,
  capturingLogger,
  lastCode,
  testClock,
} from '../../../tests/support/server/http/test-client.ts';
import {
  makeTempDir,
  removeDir,
  tenantFiles,
  testSecrets,
  writeTenant,
} from '../../../tests/support/server/tenants/test-tenant.ts';

const MERCHANT = 7;
const NO_BOT = 9;
const BOT_TOKEN = testSecrets.telegramBotToken;
let root: string;
let server: StorefrontApp;
let api: ReturnType<typeof apiCaller>;
const clock = testClock();
const log = capturingLogger();
const issuedTokens: string[] = [];

beforeAll(async () => {
  root = makeTempDir();
  const merchantWithoutBot = {
    ...tenantFiles(NO_BOT, 'plain')['merchant.json']!,
    telegramBotToken: undefined,
  };
  server = await featureApp({
    tenantDirs: [
      writeTenant(root, MERCHANT, 'burger'),
      writeTenant(root, NO_BOT, 'plain', { files: { 'merchant.json': merchantWithoutBot } }),
    ],
    log,
    now: clock.now,
  });
  api = apiCaller(server.app, MERCHANT);
});
afterAll(async () => {
  await server.close();
  removeDir(root);
});

let telegramIds = 500_000_000;
/** Init data Telegram would give a user opening the bot now. */
function initDataFor(
  telegramId = ++telegramIds,
  extra: Record<string, unknown> = {},
  token: string = BOT_TOKEN,
): string {
  const user = { id: telegramId, first_name: 'Bobur', last_name: 'Aliyev', language_code: 'ru', ...extra };
  return signInitData(
    { query_id: 'AAH1', user: JSON.stringify(user), auth_date: String(Math.floor(clock.now() / 1000)) },
    token,
  );
}

let phones = 0;
const freshPhone = () => `+99893${String(1_000_000 + ++phones)}`;

const login = (reply: { status: number; json: unknown }) => {
  expect(reply.status).toBe(200);
  const parsed = LoginResponse.parse(reply.json);
  issuedTokens.push(parsed.token);
  return parsed;
};

describe('messenger sign-in', () => {
  it('botToken: unknown user -> NOT_REGISTERED; botRegister; then botToken signs in', async () => {
    const initData = initDataFor();
    const unknown = await api('/webbot/v1/users/token', { body: { initData } });
    expect(unknown).toMatchObject({ status: 401, code: 'NOT_REGISTERED' });
    expect(unknown.json).toMatchObject({ description: { eng: 'Telegram ID not found, restart the bot' } });

    const check = await api('/webbot/v1/users/phone-verification', { body: { initData } });
    expect(check).toMatchObject({ status: 200, json: { isPhoneVerificationRequired: false } });

    const phone = freshPhone();
    const registered = login(
      await api('/webbot/v1/users/register', {
        body: { initData, phone, firstName: 'Bobur', lastName: null },
      }),
    );
    expect(registered.user).toMatchObject({
      phone,
      firstName: 'Bobur',
      lastName: 'Aliyev',
      merchantId: MERCHANT,
    });

    const again = login(await api('/webbot/v1/users/token', { body: { initData } }));
    expect(again.user.id).toBe(registered.user.id);
    expect(again.token).not.toBe(registered.token);
    expect(User.parse((await api('/users/v1/users/me', { token: again.token })).json).phone).toBe(phone);
  });

  it('botRegister repeated is a sign-in; with another phone a conflict', async () => {
    const initData = initDataFor();
    const phone = freshPhone();
    const first = login(await api('/webbot/v1/users/register', { body: { initData, phone } }));
    const second = login(await api('/webbot/v1/users/register', { body: { initData, phone } }));
    expect(second.user.id).toBe(first.user.id);
    const other = await api('/webbot/v1/users/register', { body: { initData, phone: freshPhone() } });
    expect(other).toMatchObject({ status: 409, code: 'TELEGRAM_REGISTERED' });
  });

  it('botRegister does not hand out an existing account for a typed-in phone', async () => {
    const owner = await server.db.createSessionForTest(MERCHANT, { phone: freshPhone() });
    const takeover = await api('/webbot/v1/users/register', {
      body: { initData: initDataFor(), phone: owner.user.phone },
    });
    expect(takeover).toMatchObject({ status: 409, code: 'PHONE_VERIFICATION_REQUIRED' });
    expect(takeover.json).toMatchObject({ description: { ru: expect.any(String), uz: expect.any(String) } });
  });

  it('botLogin: without a phone signs in a registered user; with one registers (contact shared)', async () => {
    const initData = initDataFor(undefined, { first_name: 'Dilnoza', last_name: undefined });
    expect((await api('/webbot/v1/users/login', { body: { initData } })).code).toBe('NOT_REGISTERED');
    // Telegram shares contacts without the "+".
    const phone = freshPhone();
    const created = login(await api('/webbot/v1/users/login', { body: { initData, phone: phone.slice(1) } }));
    expect(created.user).toMatchObject({ phone, firstName: 'Dilnoza', lastName: null });
    const back = login(await api('/webbot/v1/users/login', { body: { initData } }));
    expect(back.user.id).toBe(created.user.id);
    expect((await api('/webbot/v1/users/login', { body: { initData, phone: 'call me' } })).status).toBe(400);
  });

  it('refuses bad init data on every bot endpoint', async () => {
    const good = initDataFor();
    const otherBot = initDataFor(undefined, {}, '999999:ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ');
    const tampered = new URLSearchParams(good);
    tampered.set('user', JSON.stringify({ id: 1, first_name: 'Mallory' }));
    clock.advance(-2 * 24 * 3600);
    const stale = initDataFor();
    clock.advance(2 * 24 * 3600);

    const cases: [string, number, string][] = [
      ['', 400, 'INIT_DATA_MISSING'],
      ['user=1', 400, 'INIT_DATA_MISSING'],
      [otherBot, 403, 'INIT_DATA_INVALID'],
      [tampered.toString(), 403, 'INIT_DATA_INVALID'],
      [stale, 403, 'INIT_DATA_EXPIRED'],
    ];
    for (const path of [
      '/webbot/v1/users/token',
      '/webbot/v1/users/phone-verification',
      '/webbot/v1/users/login',
    ]) {
      for (const [initData, status, code] of cases) {
        const reply = await api(path, { body: { initData } });
        expect([path, reply.status, reply.code]).toEqual([path, status, code]);
      }
    }
    const register = await api('/webbot/v1/users/register', {
      body: { initData: stale, phone: freshPhone() },
    });
    expect(register.code).toBe('INIT_DATA_EXPIRED');
  });

  it('a merchant without a bot token accepts no init data (403)', async () => {
    const plain = apiCaller(server.app, NO_BOT);
    const reply = await plain('/webbot/v1/users/token', { body: { initData: initDataFor() } });
    expect(reply).toMatchObject({ status: 403, code: 'BOT_NOT_CONFIGURED' });
  });
});

describe('bot session', () => {
  it('botAuth reports the session; botLanguage stores the language; botLogout ends it', async () => {
    const telegramId = ++telegramIds;
    const initData = initDataFor(telegramId);
    const phone = freshPhone();
    const { token, user } = login(await api('/webbot/v1/users/register', { body: { initData, phone } }));

    const auth = await api('/webbot/v1/users/auth', { token, body: { initData } });
    expect(auth.status).toBe(200);
    expect(BotSession.parse(auth.json)).toEqual({
      status: 'ACTIVE',
      initData,
      phone,
      firstName: 'Bobur',
      lastName: 'Aliyev',
    });

    const language = await api('/webbot/v1/users/logout', {
      method: 'PUT',
      token,
      body: { initData, language: 'en' },
    });
    expect(language).toMatchObject({ status: 200, json: { ok: true } });
    expect((await server.db.users.byId(MERCHANT, user.id))?.language).toBe('eng');
    await api('/webbot/v1/users/logout', { method: 'PUT', token, body: { initData, language: 'kk' } });
    expect((await server.db.users.byId(MERCHANT, user.id))?.language).toBe('kz');
    const unknown = await api('/webbot/v1/users/logout', {
      method: 'PUT',
      token,
      body: { initData, language: 'xx' },
    });
    expect(unknown).toMatchObject({ status: 400, code: 'VALIDATION' });
    const someoneElse = await api('/webbot/v1/users/logout', {
      method: 'PUT',
      token,
      body: { initData: initDataFor(), language: 'uz' },
    });
    expect(someoneElse).toMatchObject({ status: 403, code: 'TELEGRAM_MISMATCH' });

    const out = await api('/webbot/v1/users/logout', { method: 'POST', token, body: { initData } });
    expect(out).toMatchObject({ status: 200, json: { ok: true } });
    expect((await api('/webbot/v1/users/auth', { token, body: { initData } })).status).toBe(401);
  });

  it('botAuth links the bot to a customer who signed in with an SMS code', async () => {
    const phone = freshPhone();
    await api('/users/v1/auth/code', { body: { phone } });
    const web = login(
      await api('/users/v1/auth/login', { body: { phone, code: lastCode(log.lines, phone) } }),
    );
    const initData = initDataFor();

    // The phone has an account: the bot cannot claim it...
    const claim = await api('/webbot/v1/users/register', { body: { initData, phone } });
    expect(claim.code).toBe('PHONE_VERIFICATION_REQUIRED');
    // ...but its owner, signed in by code, links it.
    expect((await api('/webbot/v1/users/auth', { token: web.token, body: { initData } })).status).toBe(200);
    expect(login(await api('/webbot/v1/users/token', { body: { initData } })).user.id).toBe(web.user.id);
    // Another Telegram account cannot ride on the same session.
    const other = await api('/webbot/v1/users/auth', { token: web.token, body: { initData: initDataFor() } });
    expect(other).toMatchObject({ status: 403, code: 'TELEGRAM_MISMATCH' });
  });

  it('a phone claimed in the bot goes back to its owner when the owner signs in by code', async () => {
    const phone = freshPhone();
    const initData = initDataFor();
    const squatter = login(await api('/webbot/v1/users/register', { body: { initData, phone } }));

    await api('/users/v1/auth/code', { body: { phone } });
    const owner = login(
      await api('/users/v1/auth/login', { body: { phone, code: lastCode(log.lines, phone) } }),
    );
    expect(owner.user.id).toBe(squatter.user.id);
    // The claimer's bot session ended and the Telegram account no longer opens the account.
    expect((await api('/users/v1/users/me', { token: squatter.token })).status).toBe(401);
    expect((await api('/webbot/v1/users/token', { body: { initData } })).code).toBe('NOT_REGISTERED');
    expect((await api('/users/v1/users/me', { token: owner.token })).status).toBe(200);
  });

  it('botLogout works with stale init data; botAuth needs a token', async () => {
    const initData = initDataFor();
    const { token } = login(
      await api('/webbot/v1/users/register', { body: { initData, phone: freshPhone() } }),
    );
    expect((await api('/webbot/v1/users/auth', { body: { initData } })).status).toBe(401);
    clock.advance(2 * 24 * 3600);
    expect((await api('/webbot/v1/users/auth', { token, body: { initData } })).code).toBe(
      'INIT_DATA_EXPIRED',
    );
    expect((await api('/webbot/v1/users/logout', { method: 'POST', token, body: { initData } })).status).toBe(
      200,
    );
    expect((await api('/users/v1/users/me', { token })).status).toBe(401);
  });

  it('never logs a token', () => {
    expect(issuedTokens.length).toBeGreaterThan(5);
    for (const token of issuedTokens) for (const line of log.lines) expect(line).not.toContain(token);
  });
});
