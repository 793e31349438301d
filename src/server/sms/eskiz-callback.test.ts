/**
 * Eskiz's delivery status callbacks: each send names a callback address of the merchant's (under
 * the server's public base); the fake Eskiz posts the status there, over loopback, and the outbox row
 * records it. A wrong key, another merchant's path or a body without the status are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoGateways, type DemoGateways } from '../dev/fake-gateways/start-demo-gateways.ts';
import { apiCaller, featureTestLimits, testClock } from '../../../tests/support/server/http/test-client.ts';
import { silentLogger } from '../base/logger.ts';
import { startServer, type RunningServer } from '../start.ts';
import { testDatabase } from '../../../tests/support/server/storage/test-database.ts';
import { makeTempDir, removeDir } from '../../../tests/support/server/tenants/test-tenant.ts';
import { eskizStatusKey } from './sms-service.ts';
import {
  ESKIZ_MERCHANT,
  PLAY_MERCHANT,
  eskizAccount,
  fakeAccounts,
  newPhone,
  writeSmsTenants,
} from '../../../tests/support/server/sms/test-sms.ts';

const clock = testClock();
let root: string;
let fakes: DemoGateways;
let server: RunningServer;

beforeAll(async () => {
  root = makeTempDir();
  fakes = await startDemoGateways({ eskiz: { ...fakeAccounts.eskiz, now: clock.now } });
  server = await startServer({
    port: 0,
    tenantDirs: writeSmsTenants(root),
    database: await testDatabase(),
    distDir: false,
    log: silentLogger,
    limits: featureTestLimits,
    now: clock.now,
    sms: { urls: fakes.urls },
  });
  // Known once it listens: where Eskiz is to call back.
  server.storefront.sms.useCallbackBase(server.url);
});
afterAll(async () => {
  await server.close();
  await fakes.stop();
  removeDir(root);
});

const statusUrl = (merchant: number, key: string) =>
  `${server.url}api/sms/v1/eskiz/status/${merchant}/${key}`;

describe("Eskiz's delivery callbacks", () => {
  it('the status Eskiz posts is recorded on the message', async () => {
    const phone = newPhone();
    const reply = await apiCaller(server.storefront.app, ESKIZ_MERCHANT)('/users/v1/auth/code', {
      body: { phone },
    });
    expect(reply.status).toBe(200);
    await fakes.eskiz.settled();
    const sent = fakes.eskiz.messages.at(-1);
    expect(fakes.eskiz.callbacks.at(-1)).toMatchObject({
      url: statusUrl(ESKIZ_MERCHANT, eskizStatusKey(ESKIZ_MERCHANT, eskizAccount.password)),
      answered: 200,
      body: { request_id: sent?.id, status: 'DELIVRD' },
    });
    const [row] = (await server.storefront.sms.store.list(ESKIZ_MERCHANT)).filter((r) => r.phone === phone);
    expect(row).toMatchObject({ status: 'sent', provider_message_id: sent?.id, delivery_status: 'DELIVRD' });
  });

  it('refuses a wrong key, a merchant on another gateway, and a body without a status', async () => {
    const post = (url: string, body: unknown) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const key = eskizStatusKey(ESKIZ_MERCHANT, eskizAccount.password);
    expect(
      (await post(statusUrl(ESKIZ_MERCHANT, `${key.slice(0, -1)}x`), { request_id: 'a', status: 'DELIVRD' }))
        .status,
    ).toBe(404);
    expect((await post(statusUrl(PLAY_MERCHANT, key), { request_id: 'a', status: 'DELIVRD' })).status).toBe(
      404,
    );
    expect((await post(statusUrl(ESKIZ_MERCHANT, key), { request_id: 'a' })).status).toBe(400);
    // A status for a message we do not know is taken (Eskiz need not retry it) and changes nothing.
    const unknown = await post(statusUrl(ESKIZ_MERCHANT, key), { request_id: 'nope', status: 'UNDELIV' });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ ok: true, known: false });
  });
});
