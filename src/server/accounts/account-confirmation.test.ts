/**
 * Deleting the account and changing the phone need a fresh confirmation (a code proven in the
 * session within confirmFreshMinutes); the storefront confirms with authCode + authConfirm and then
 * repeats the call, which must then go through at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponse } from '../../contract/index.ts';
import { type StorefrontApp } from '../app.ts';
import {
  apiCaller,
  capturingLogger,
  lastCode,
  testClock,
} from '../../../tests/support/server/http/test-client.ts';
import { makeTempDir, removeDir, writeTenant } from '../../../tests/support/server/tenants/test-tenant.ts';
import { featureApp } from '../../../tests/support/server/test-app.ts';

const MERCHANT = 7;
let root: string;
let server: StorefrontApp;
const log = capturingLogger();
const clock = testClock();
let api: ReturnType<typeof apiCaller>;

let phoneCounter = 0;
const freshPhone = () => `+99891${String(1_000_000 + ++phoneCounter)}`;

beforeAll(async () => {
  root = makeTempDir();
  server = await featureApp({
    tenantDirs: [writeTenant(root, MERCHANT, 'burger')],
    log,
    now: clock.now,
  });
  api = apiCaller(server.app, MERCHANT);
});
afterAll(async () => {
  await server.close();
  removeDir(root);
});

/** Signs in on the web, then lets the sign-in's proof of the phone grow stale. */
async function staleSession(): Promise<LoginResponse> {
  const phone = freshPhone();
  expect((await api('/users/v1/auth/code', { body: { phone } })).status).toBe(200);
  const reply = await api('/users/v1/auth/login', { body: { phone, code: lastCode(log.lines, phone) } });
  const login = LoginResponse.parse(reply.json);
  clock.advance(11 * 60);
  return login;
}

async function confirm(login: LoginResponse): Promise<void> {
  expect((await api('/users/v1/auth/code', { body: { phone: login.user.phone } })).status).toBe(200);
  const code = lastCode(log.lines, login.user.phone);
  const reply = await api('/users/v1/auth/confirm', { token: login.token, body: { code } });
  expect(reply.status).toBe(200);
}

describe('confirmation before deleting the account or changing the phone', () => {
  it('a phone change refused for want of a confirmation sends no code and uses up none', async () => {
    const login = await staleSession();
    const newPhone = freshPhone();
    const change = () =>
      api('/users/v1/users/phone', {
        method: 'PUT',
        token: login.token,
        body: { phone: newPhone, type: 'WEB' },
      });
    const refused = await change();
    expect(refused.status).toBe(403);
    expect(refused.code).toBe('CONFIRMATION_REQUIRED');
    expect(log.lines.some((line) => line.startsWith(`[sms] ${newPhone}:`))).toBe(false);

    clock.advance(5);
    await confirm(login);
    // Seconds later, well within the resend pause of the new number: the change goes through.
    clock.advance(5);
    const again = await change();
    expect(again.status, JSON.stringify(again.json)).toBe(200);
    expect(lastCode(log.lines, newPhone)).toMatch(/^\d{6}$/);
  });

  it('deleting the account takes a wrong code for no confirmation, and goes through after the right one', async () => {
    const login = await staleSession();
    const remove = () => api('/users/v1/users', { method: 'DELETE', token: login.token });
    expect((await remove()).code).toBe('CONFIRMATION_REQUIRED');
    expect((await api('/users/v1/auth/code', { body: { phone: login.user.phone } })).status).toBe(200);
    const code = lastCode(log.lines, login.user.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await api('/users/v1/auth/confirm', { token: login.token, body: { code: wrong } });
    expect(refused.code).toBe('WRONG_CODE');
    expect((await remove()).code).toBe('CONFIRMATION_REQUIRED');
    expect((await api('/users/v1/auth/confirm', { token: login.token, body: { code } })).status).toBe(200);
    expect((await remove()).status).toBe(200);
  });
});
