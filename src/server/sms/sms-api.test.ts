/**
 * Sign-in codes through the gateways, as a customer meets them: the code that reaches the fake Eskiz
 * (or, at another merchant, the fake Play Mobile) signs in; a gateway down for a minute delays the
 * code but loses none; a code that cannot go is answered in the customer's language instead of
 * silence; production logs no code; a restart resumes what was pending; and the merchant's SMS
 * credentials never reach a browser.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, type StorefrontApp } from '../app.ts';
import { startDemoGateways, type DemoGateways } from '../dev/fake-gateways/start-demo-gateways.ts';
import {
  apiCaller,
  capturingLogger,
  featureTestLimits,
  testClock,
} from '../../../tests/support/server/http/test-client.ts';
import { openDatabase } from '../database.ts';
import { testDatabase } from '../../../tests/support/server/storage/test-database.ts';
import { makeTempDir, removeDir } from '../../../tests/support/server/tenants/test-tenant.ts';
import { featureApp } from '../../../tests/support/server/test-app.ts';
import type { CreateAppOptions } from '../app.ts';
import {
  BARE_MERCHANT,
  ESKIZ_MERCHANT,
  PLAY_MERCHANT,
  WRONG_PASSWORD,
  WRONG_PASSWORD_MERCHANT,
  codeIn,
  eskizAccount,
  fakeAccounts,
  newPhone,
  playAccount,
  receivedBy,
  signInWith,
  writeSmsTenants,
} from '../../../tests/support/server/sms/test-sms.ts';

const clock = testClock();
let root: string;
let tenantDirs: string[];
let fakes: DemoGateways;
const apps: StorefrontApp[] = [];

beforeAll(async () => {
  root = makeTempDir();
  tenantDirs = writeSmsTenants(root);
  fakes = await startDemoGateways({
    eskiz: { ...fakeAccounts.eskiz, now: clock.now },
    playMobile: { ...fakeAccounts.playMobile, now: clock.now },
  });
});
afterEach(async () => {
  vi.unstubAllEnvs();
  fakes.eskiz.controls.up();
  fakes.playMobile.controls.up();
  for (const app of apps.splice(0)) await app.close();
});
afterAll(async () => {
  await fakes.stop();
  removeDir(root);
});

/** An app on the fakes; jitter pinned, so retries fall at 2, 4, 8... seconds. */
async function smsApp(options: CreateAppOptions = {}) {
  const log = capturingLogger();
  const app = await featureApp({
    tenantDirs,
    log,
    now: clock.now,
    ...options,
    sms: { urls: fakes.urls, random: () => 1, ...options.sms },
  });
  apps.push(app);
  return { app, log, api: (merchant: number) => apiCaller(app.app, merchant) };
}

/** Moves the clock `seconds` at a time and lets the sender work, until `done` or `limit` seconds. */
async function runClock(
  app: StorefrontApp,
  seconds: number,
  limit: number,
  done: () => boolean,
): Promise<number> {
  let passed = 0;
  while (!done() && passed < limit) {
    clock.advance(seconds);
    passed += seconds;
    await app.sms.drain();
  }
  return passed;
}

describe('sign-in codes through the gateways', () => {
  it('a customer signs in with the code that reached the fake Eskiz, sent as the merchant set it up', async () => {
    const { api } = await smsApp();
    const phone = newPhone();
    const reply = await api(ESKIZ_MERCHANT)('/users/v1/auth/code', { body: { phone } });
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    const [sms] = receivedBy(fakes, phone);
    expect(sms).toMatchObject({ sender: 'BURGERLAB', account: eskizAccount.email });
    expect(sms?.text).toMatch(/^Burger Lab: код \d{6}$/);
    await signInWith(api(ESKIZ_MERCHANT), phone, codeIn(fakes, phone));
  });

  it('another merchant signs its customers in through the fake Play Mobile', async () => {
    const { api } = await smsApp();
    const phone = newPhone();
    expect((await api(PLAY_MERCHANT)('/users/v1/auth/code', { body: { phone } })).status).toBe(200);
    expect(receivedBy(fakes, phone)).toEqual([
      expect.objectContaining({ sender: 'CAFE', account: playAccount.login }),
    ]);
    expect(fakes.eskiz.messages.some((sms) => sms.phone === phone.slice(1))).toBe(false);
    await signInWith(api(PLAY_MERCHANT), phone, codeIn(fakes, phone));
  });

  it('a gateway down for a minute delays the code but loses none', async () => {
    const { app, api } = await smsApp();
    const phone = newPhone();
    fakes.eskiz.controls.goDown(60_000);
    const reply = await api(ESKIZ_MERCHANT)('/users/v1/auth/code', { body: { phone } });
    // Written and being retried: the customer is told the code is on its way.
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    const [row] = (await app.sms.store.list(ESKIZ_MERCHANT)).filter((r) => r.phone === phone);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    const waited = await runClock(app, 1, 240, () => receivedBy(fakes, phone).length > 0);
    expect(waited).toBeGreaterThanOrEqual(60);
    // Within the code's 5 minutes: it still works.
    expect(waited).toBeLessThan(300);
    expect(receivedBy(fakes, phone)).toHaveLength(1);
    await signInWith(api(ESKIZ_MERCHANT), phone, codeIn(fakes, phone));
  });

  it('a code Eskiz will never take is answered at once, in ru, uz and eng, and the operator is told', async () => {
    const { api, log } = await smsApp();
    const phone = newPhone();
    const reply = await api(WRONG_PASSWORD_MERCHANT)('/users/v1/auth/code', { body: { phone } });
    expect(reply.status).toBe(503);
    expect(reply.code).toBe('SMS_NOT_SENT');
    expect(reply.headers.get('retry-after')).toBe('60');
    expect(reply.json).toMatchObject({
      description: {
        ru: 'Не удалось отправить SMS. Попробуйте ещё раз через 60 с',
        uz: "SMS yuborib bo'lmadi. 60 soniyadan keyin qayta urinib ko'ring",
        eng: 'The SMS could not be sent. Try again in 60 s',
      },
    });
    expect(log.lines).toContain(
      `[sms] merchant ${WRONG_PASSWORD_MERCHANT}: Eskiz refused the login and password of ${eskizAccount.email} (401: Неверный Email или пароль)`,
    );
    expect(log.lines.join('\n')).not.toContain(WRONG_PASSWORD);
  });

  it('when the last code never came and this one cannot go either, the customer hears so', async () => {
    const { app, api } = await smsApp();
    const phone = newPhone();
    fakes.eskiz.controls.goDown();
    expect((await api(ESKIZ_MERCHANT)('/users/v1/auth/code', { body: { phone } })).status).toBe(200);
    // The customer waits out the pause between codes, nothing comes, and asks again.
    await runClock(app, 5, 65, () => false);
    const again = await api(ESKIZ_MERCHANT)('/users/v1/auth/code', { body: { phone } });
    expect(again.status).toBe(503);
    expect(again.code).toBe('SMS_NOT_SENT');
    // The newer code is still on its way, and the older one, which no longer works, is given up.
    const rows = (await app.sms.store.list(ESKIZ_MERCHANT)).filter((r) => r.phone === phone);
    expect(rows.map((r) => r.status)).toEqual(['failed', 'pending']);
    fakes.eskiz.controls.up();
    await runClock(app, 5, 120, () => receivedBy(fakes, phone).length > 0);
    expect(receivedBy(fakes, phone)).toHaveLength(1);
    await signInWith(api(ESKIZ_MERCHANT), phone, codeIn(fakes, phone));
  });

  it('a restart resumes the codes that were waiting: a second app on the same database sends them', async () => {
    const db = await openDatabase(await testDatabase());
    try {
      const first = await smsApp({ db });
      const phone = newPhone();
      fakes.eskiz.controls.goDown();
      expect((await first.api(ESKIZ_MERCHANT)('/users/v1/auth/code', { body: { phone } })).status).toBe(200);
      await first.app.close();
      fakes.eskiz.controls.up();
      const second = await smsApp({ db });
      await runClock(second.app, 1, 30, () => receivedBy(fakes, phone).length > 0);
      expect(receivedBy(fakes, phone)).toHaveLength(1);
      await signInWith(second.api(ESKIZ_MERCHANT), phone, codeIn(fakes, phone));
    } finally {
      for (const app of apps.splice(0)) await app.close();
      await db.close();
    }
  });

  it("the merchants' SMS gateways, logins, passwords and senders never reach a browser", async () => {
    const { api } = await smsApp();
    for (const merchant of [ESKIZ_MERCHANT, PLAY_MERCHANT]) {
      for (const path of [
        `/users/v1/merchants/sub/${merchant === ESKIZ_MERCHANT ? 'burger' : 'cafe'}`,
        '/support/v1/merchant/settings/web',
        '/webbot/v1/setting',
      ]) {
        const reply = await api(merchant)(path);
        expect(reply.status, path).toBe(200);
        const text = JSON.stringify(reply.json);
        for (const secret of [
          'smsGateway',
          'smsUsername',
          'smsPassword',
          'smsSender',
          'smsContent',
          eskizAccount.email,
          eskizAccount.password,
          playAccount.login,
          playAccount.password,
        ]) {
          expect(text, `${path} of ${merchant}`).not.toContain(secret);
        }
      }
    }
  });
});

describe('in production', () => {
  /** Production refuses a moved clock: these run on the real one. */
  async function productionApp() {
    vi.stubEnv('NODE_ENV', 'production');
    const log = capturingLogger();
    const app = await createApp({
      tenantDirs,
      database: await testDatabase(),
      distDir: false,
      log,
      limits: featureTestLimits,
      sms: { urls: fakes.urls },
    });
    apps.push(app);
    return { app, log, api: (merchant: number) => apiCaller(app.app, merchant) };
  }

  it('the log holds no code and no whole phone number, and the customer still signs in', async () => {
    const { api, log } = await productionApp();
    const phone = newPhone();
    expect((await api(ESKIZ_MERCHANT)('/users/v1/auth/code', { body: { phone } })).status).toBe(200);
    const code = codeIn(fakes, phone);
    await signInWith(api(ESKIZ_MERCHANT), phone, code);
    const text = log.lines.join('\n');
    expect(text).not.toContain(code);
    expect(text).not.toContain(phone.slice(4));
    expect(text).not.toContain('[sms] +');
    // What the operator does see: that it went, to whom (masked), through which gateway.
    expect(log.lines.some((line) => line.includes(`${phone.slice(0, 6)}*****${phone.slice(-2)}`))).toBe(true);
  });

  it('a merchant without SMS credentials answers a clear 503, and the operator is told once', async () => {
    const { api, log } = await productionApp();
    for (const phone of [newPhone(), newPhone()]) {
      const reply = await api(BARE_MERCHANT)('/users/v1/auth/code', { body: { phone } });
      expect(reply.status).toBe(503);
      expect(reply.code).toBe('SMS_NOT_CONFIGURED');
      expect(reply.json).toMatchObject({
        description: {
          eng: "The SMS could not be sent: this shop's SMS sending is not set up. Please try again later",
        },
      });
    }
    expect(
      log.lines.filter((line) => line.includes(`merchant ${BARE_MERCHANT} (bare) cannot send SMS`)),
    ).toHaveLength(1);
  });
});
