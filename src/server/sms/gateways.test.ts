/**
 * The two adapters against the fakes of dev/fake-gateways, which speak the providers' documented
 * calls and answers: signing in, renewing a token, wrong passwords, 429, 5xx and a provider that is
 * gone; and nothing but this machine on either end of any request.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeEskiz } from '../dev/fake-gateways/fake-eskiz.ts';
import { startDemoGateways, type DemoGateways } from '../dev/fake-gateways/start-demo-gateways.ts';
import { EskizGateway, ESKIZ_TEST_SENDER } from './eskiz-gateway.ts';
import { CREDENTIALS_PAUSE_MS, EskizSessions } from './eskiz-tokens.ts';
import { PlayMobileGateway, playMobileMessageId } from './play-mobile-gateway.ts';
import { callGateway, isLoopbackHost } from './sms-http.ts';
import { SmsPermanentError, SmsTransientError, providerWords, type OutgoingSms } from './sms-gateway.ts';

const http = { timeoutMs: 2_000, loopbackOnly: true };
let clock = Date.parse('2026-03-01T09:00:00Z');
const now = () => clock;
let fakes: DemoGateways;

const ESKIZ_ACCOUNT = { email: 'shop@example.uz', password: 'eskiz-secret-9' };
const PLAY_ACCOUNT = { login: 'cafe', password: 'play-secret-7' };

beforeAll(async () => {
  fakes = await startDemoGateways({
    eskiz: {
      accounts: { [ESKIZ_ACCOUNT.email]: ESKIZ_ACCOUNT.password },
      nicknames: ['4546', 'BURGER'],
      now,
    },
    playMobile: { accounts: { [PLAY_ACCOUNT.login]: PLAY_ACCOUNT.password }, now },
  });
});
afterAll(async () => {
  // Every request either fake got came from this machine, to this machine.
  const requests = [...fakes.eskiz.controls.requests, ...fakes.playMobile.controls.requests];
  expect(requests.length).toBeGreaterThan(0);
  for (const request of requests) {
    expect(isLoopbackHost(request.remoteAddress.replace(/^::ffff:/, '')), request.remoteAddress).toBe(true);
    expect(isLoopbackHost(request.localAddress.replace(/^::ffff:/, '')), request.localAddress).toBe(true);
  }
  await fakes.stop();
});
beforeEach(() => {
  fakes.eskiz.controls.up();
  fakes.playMobile.controls.up();
});

let rows = 0;
const sms = (text: string, phone = '+998901234567'): OutgoingSms => ({
  outboxId: ++rows,
  createdAt: clock,
  phone,
  text,
});

function eskiz(options: { password?: string; sender?: string; sessions?: EskizSessions } = {}) {
  const sessions = options.sessions ?? new EskizSessions(http, now);
  const account = { ...ESKIZ_ACCOUNT, password: options.password ?? ESKIZ_ACCOUNT.password };
  return new EskizGateway({
    base: fakes.urls.ESKIZ,
    session: sessions.of(fakes.urls.ESKIZ, account),
    sender: options.sender ?? ESKIZ_TEST_SENDER,
    callbackUrl: undefined,
    http,
  });
}

const playMobile = (password = PLAY_ACCOUNT.password) =>
  new PlayMobileGateway({
    base: fakes.urls.PLAY_MOBILE,
    account: { ...PLAY_ACCOUNT, password },
    sender: 'CAFE',
    http,
  });

describe('Eskiz', () => {
  it('signs in on first use, sends with the nickname, and keeps the token for the next send', async () => {
    const logins = fakes.eskiz.counts.logins;
    const gateway = eskiz({ sender: 'BURGER' });
    const first = await gateway.send(sms('Код 123456'));
    const second = await gateway.send(sms('Код 654321'));
    expect(fakes.eskiz.counts.logins).toBe(logins + 1);
    const received = fakes.eskiz.messages.slice(-2);
    expect(received.map((m) => [m.id, m.phone, m.sender, m.text])).toEqual([
      [first.providerId, '998901234567', 'BURGER', 'Код 123456'],
      [second.providerId, '998901234567', 'BURGER', 'Код 654321'],
    ]);
  });

  it('renews an expired token once (PATCH auth/refresh) and sends, without signing in again', async () => {
    const gateway = eskiz();
    await gateway.send(sms('before'));
    const { logins, refreshes } = fakes.eskiz.counts;
    fakes.eskiz.expireTokens();
    await gateway.send(sms('after a month'));
    expect(fakes.eskiz.counts).toMatchObject({ logins, refreshes: refreshes + 1 });
    expect(fakes.eskiz.messages.at(-1)?.text).toBe('after a month');
  });

  it('renews a token past its JWT expiry before sending, without a refused send', async () => {
    const shortLived = await startFakeEskiz({ tokenLifetimeMs: 60_000, now });
    try {
      const gateway = new EskizGateway({
        base: shortLived.apiUrl,
        session: new EskizSessions(http, now).of(shortLived.apiUrl, { email: 'a@b.uz', password: 'p' }),
        sender: ESKIZ_TEST_SENDER,
        callbackUrl: undefined,
        http,
      });
      await gateway.send(sms('first'));
      clock += 61_000;
      await gateway.send(sms('second'));
      expect(shortLived.counts).toMatchObject({ logins: 1, refreshes: 1 });
      // No send was answered 401 first: the renewal came before it.
      const paths = shortLived.controls.requests.map((r) => `${r.method} ${r.path}`);
      expect(paths).toEqual([
        'POST /api/auth/login',
        'POST /api/message/sms/send',
        'PATCH /api/auth/refresh',
        'POST /api/message/sms/send',
      ]);
    } finally {
      await shortLived.stop();
    }
  });

  it('signs in again when Eskiz refuses to renew a token', async () => {
    const gateway = eskiz();
    await gateway.send(sms('before'));
    const { logins } = fakes.eskiz.counts;
    fakes.eskiz.revokeTokens();
    await gateway.send(sms('after the password changed'));
    expect(fakes.eskiz.counts.logins).toBe(logins + 1);
    expect(fakes.eskiz.messages.at(-1)?.text).toBe('after the password changed');
  });

  it('a wrong password fails for good, names no password, and is not tried again for a while', async () => {
    const sessions = new EskizSessions(http, now);
    const gateway = eskiz({ password: 'not-the-password', sessions });
    const refused = fakes.eskiz.counts.refusedLogins;
    const error = await gateway.send(sms('x')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsPermanentError);
    expect(error).toMatchObject({ reason: 'credentials' });
    expect(String(error)).toContain(ESKIZ_ACCOUNT.email);
    expect(String(error)).not.toContain('not-the-password');
    await expect(gateway.send(sms('y'))).rejects.toBeInstanceOf(SmsPermanentError);
    expect(fakes.eskiz.counts.refusedLogins).toBe(refused + 1);
    clock += CREDENTIALS_PAUSE_MS;
    await expect(gateway.send(sms('z'))).rejects.toBeInstanceOf(SmsPermanentError);
    expect(fakes.eskiz.counts.refusedLogins).toBe(refused + 2);
  });

  it('429 is worth retrying, with its Retry-After', async () => {
    const gateway = eskiz();
    fakes.eskiz.controls.failNext({ status: 429, retryAfterSeconds: 7 });
    const error = await gateway.send(sms('x')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsTransientError);
    expect(error).toMatchObject({ retryAfterMs: 7_000 });
  });

  it('5xx and an unreachable Eskiz are worth retrying', async () => {
    const gateway = eskiz();
    fakes.eskiz.controls.failNext({ status: 503 });
    await expect(gateway.send(sms('x'))).rejects.toBeInstanceOf(SmsTransientError);
    fakes.eskiz.controls.goDown();
    await expect(gateway.send(sms('y'))).rejects.toBeInstanceOf(SmsTransientError);
    fakes.eskiz.controls.up();
    await expect(gateway.send(sms('z'))).resolves.toMatchObject({ providerId: expect.any(String) });
  });

  it('a nickname Eskiz has not approved refuses the message for good', async () => {
    const error = await eskiz({ sender: 'NOPE' })
      .send(sms('x'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsPermanentError);
    expect(error).toMatchObject({ reason: 'refused' });
  });
});

describe('Play Mobile', () => {
  it('sends one message with Basic authentication; the message-id is the provider id', async () => {
    const message = sms('Код 111222', '+998931112233');
    const sent = await playMobile().send(message);
    expect(sent.providerId).toBe(playMobileMessageId(message));
    expect(fakes.playMobile.messages.at(-1)).toMatchObject({
      id: sent.providerId,
      phone: '998931112233',
      sender: 'CAFE',
      text: 'Код 111222',
      account: PLAY_ACCOUNT.login,
    });
  });

  it('a retry of one row carries the same message-id; another row another', () => {
    const row = { outboxId: 41, createdAt: 1_700_000_000_000 };
    expect(playMobileMessageId(row)).toBe(playMobileMessageId({ ...row }));
    expect(playMobileMessageId(row)).not.toBe(playMobileMessageId({ ...row, outboxId: 42 }));
    expect(playMobileMessageId(row)).not.toBe(playMobileMessageId({ ...row, createdAt: row.createdAt + 1 }));
  });

  it('wrong credentials fail for good, naming the login and never the password', async () => {
    const error = await playMobile('wrong-one')
      .send(sms('x'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsPermanentError);
    expect(error).toMatchObject({ reason: 'credentials' });
    expect(String(error)).not.toContain('wrong-one');
  });

  it('429, 5xx and an unreachable broker are worth retrying', async () => {
    fakes.playMobile.controls.failNext({ status: 429, retryAfterSeconds: 3 });
    await expect(playMobile().send(sms('a'))).rejects.toMatchObject({ retryAfterMs: 3_000 });
    fakes.playMobile.controls.failNext({ status: 500 });
    await expect(playMobile().send(sms('b'))).rejects.toBeInstanceOf(SmsTransientError);
    fakes.playMobile.controls.goDown(60_000);
    await expect(playMobile().send(sms('c'))).rejects.toBeInstanceOf(SmsTransientError);
    clock += 60_000;
    await expect(playMobile().send(sms('d'))).resolves.toBeDefined();
  });

  it("the broker's 400 refuses the message for good, with its code", async () => {
    const error = await playMobile()
      .send(sms('x', '+7701234567'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsPermanentError);
    expect(String(error)).toContain('error 202');
  });
});

describe("a provider's words in the log", () => {
  it('keep error codes, and lose any code or whole phone number the provider quotes back', () => {
    expect(providerWords('Text "Код 123456" for 998901234567 refused,\n error 202')).toBe(
      'Text "Код ******" for **********67 refused, error 202',
    );
    expect(providerWords('x'.repeat(300))).toHaveLength(200);
  });
});

describe('the loopback guard', () => {
  it('refuses a gateway that is not this machine before anything is sent', async () => {
    await expect(
      callGateway('ESKIZ', new URL('https://notify.eskiz.uz/api/auth/login'), { method: 'POST' }, http),
    ).rejects.toThrow(/not this machine/);
  });
});
