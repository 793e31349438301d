/**
 * The callback guard over the real app: each provider's callbacks refused from an address outside
 * its PAYMENT_CALLBACK_ALLOW list (in the provider's own format, the handler never reached) and
 * answered from one inside, and one log line per answered callback carrying the provider's
 * transaction id.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../contract/index.ts';
import { DeploymentConfigError } from '../http/security-config.ts';
import { apiCaller, capturingLogger, testClock } from '../../../tests/support/server/http/test-client.ts';
import { featureApp } from '../../../tests/support/server/test-app.ts';
import { makeTempDir, removeDir } from '../../../tests/support/server/tenants/test-tenant.ts';
import { clickSignString } from './click/click-sign.ts';
import { paymeAuthorization } from './payme/payme-auth.ts';
import {
  paymeCredentials,
  writePaymeTenant,
} from '../../../tests/support/server/payments/payme/test-payme.ts';
import {
  PAYING,
  clickCredentials,
  isPaid,
  placeOrder,
  uzumCredentials,
  writePaymentTenants,
  type PaymentTestApp,
} from '../../../tests/support/server/payments/test-payments.ts';
import { uzumAuthorization } from './uzum/uzum-auth.ts';

/** A merchant that takes Payme (PAYING takes Click and Uzum). */
const PAYME = 9;
const PAYME_ADDRESS = '185.234.113.3';
const CLICK_ADDRESS = '2001:db8:c11c::7';
const UZUM_ADDRESS = '198.51.100.7';
/** Inside none of the lists. */
const STRANGER = '203.0.113.66';

let root: string;
let app: PaymentTestApp;
const log = capturingLogger();

beforeAll(async () => {
  root = makeTempDir();
  const clock = testClock();
  const server = await featureApp({
    tenantDirs: [...writePaymentTenants(root), writePaymeTenant(root, PAYME, 'payme-shop')],
    now: clock.now,
    log,
    trustProxy: true,
    paymentSandbox: true,
    paymentCallbackAllow: {
      payme: ['185.234.113.0/28'],
      // The proxy may report an IPv4 caller IPv4-mapped: the rule matches it all the same.
      click: ['2001:db8:c11c::/48', '192.0.2.0/24'],
      uzum: [UZUM_ADDRESS],
    },
  });
  app = { server, clock, api: (merchant: number) => apiCaller(server.app, merchant) };
});
afterAll(async () => {
  await app.server.close();
  removeDir(root);
});

async function post(path: string, from: string, init: { headers: Record<string, string>; body: string }) {
  const response = await app.server.app.request(`/api/payments/v1/${path}`, {
    method: 'POST',
    headers: { ...init.headers, 'x-forwarded-for': `${from}, 10.0.0.1` },
    body: init.body,
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const payme = (from: string, method: string, params: Record<string, unknown>) =>
  post('payme', from, {
    headers: {
      'content-type': 'application/json',
      authorization: paymeAuthorization(paymeCredentials(PAYME).key),
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 41, method, params }),
  });

let clickTransId = 8_000_000_001;
function clickFields(order: Order, extra: Record<string, string> = {}) {
  const id = String(clickTransId++);
  return {
    click_trans_id: id,
    service_id: String(clickCredentials.serviceId),
    click_paydoc_id: id,
    merchant_trans_id: String(order.id),
    amount: '57000.00',
    action: '0',
    error: '0',
    error_note: '',
    sign_time: '2026-03-01 14:00:00',
    ...extra,
  };
}
const click = (from: string, path: 'prepare' | 'complete', fields: ReturnType<typeof clickFields>) =>
  post(`click/${path}`, from, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      ...fields,
      sign_string: clickSignString(fields, clickCredentials.secretKey),
    }).toString(),
  });

const uzum = (from: string, operation: string, body: Record<string, unknown>) =>
  post(`uzum/${operation}`, from, {
    headers: { 'content-type': 'application/json', authorization: uzumAuthorization(uzumCredentials) },
    body: JSON.stringify({ serviceId: uzumCredentials.serviceId, timestamp: app.clock.now(), ...body }),
  });

/** The lines logged while `work` runs. */
async function logged(work: () => Promise<void>): Promise<string[]> {
  const before = log.lines.length;
  await work();
  return log.lines.slice(before);
}

const txId = () => randomUUID().replaceAll('-', '').slice(0, 24);

describe('callbacks from outside the allow-list', () => {
  it('Payme: -32504 with HTTP 200, a warning with the address, and the order untouched', async () => {
    const { order } = await placeOrder(app, 'PAYME', { merchant: PAYME });
    const id = txId();
    let answer: Awaited<ReturnType<typeof payme>> | undefined;
    const lines = await logged(async () => {
      answer = await payme(STRANGER, 'CreateTransaction', {
        id,
        time: app.clock.now(),
        amount: 5_700_000,
        account: { order_id: String(order.id) },
      });
    });
    expect(answer).toEqual({
      status: 200,
      json: {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32504, message: expect.objectContaining({ en: expect.any(String) }) },
      },
    });
    expect(lines).toEqual([expect.stringMatching(/payme callback POST \S+ from 203\.0\.113\.66 refused/)]);
    expect(await app.server.db.payments.byProviderId('PAYME', PAYME, id)).toBeUndefined();
  });

  it('Click: error -1 with HTTP 200, and no transaction prepared', async () => {
    const { order } = await placeOrder(app, 'CLICK');
    const fields = clickFields(order);
    let answer: Awaited<ReturnType<typeof click>> | undefined;
    const lines = await logged(async () => {
      answer = await click(STRANGER, 'prepare', fields);
    });
    expect(answer).toEqual({ status: 200, json: { error: -1, error_note: 'SIGN CHECK FAILED!' } });
    expect(lines).toEqual([expect.stringContaining(`from ${STRANGER} refused`)]);
    expect(await app.server.db.payments.forOrder(PAYING, order.id)).toEqual([]);
  });

  it('Uzum: HTTP 400 FAILED 10001, and no transaction created', async () => {
    const { order } = await placeOrder(app, 'UZUM');
    const transId = randomUUID();
    let answer: Awaited<ReturnType<typeof uzum>> | undefined;
    const lines = await logged(async () => {
      answer = await uzum(STRANGER, 'create', {
        transId,
        params: { orderId: String(order.id) },
        amount: 5_700_000,
      });
    });
    expect(answer).toEqual({
      status: 400,
      json: { serviceId: null, timestamp: app.clock.now(), status: 'FAILED', errorCode: '10001' },
    });
    expect(lines).toEqual([
      expect.stringContaining(`uzum callback POST /api/payments/v1/uzum/create from ${STRANGER}`),
    ]);
    expect(await app.server.db.payments.forOrder(PAYING, order.id)).toEqual([]);
  });

  it('a caller inside another provider’s list is still a stranger', async () => {
    const { order } = await placeOrder(app, 'UZUM');
    const answer = await uzum(PAYME_ADDRESS, 'check', { params: { orderId: String(order.id) } });
    expect(answer.json).toMatchObject({ status: 'FAILED', errorCode: '10001' });
  });

  it('sandbox pages are not callbacks: they answer whatever the address', async () => {
    const response = await app.server.app.request('/api/payments/v1/sandbox/uzum?checkout=x', {
      headers: { 'x-forwarded-for': STRANGER },
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  });
});

describe('callbacks from an allowed address: answered, one log line each with the transaction id', () => {
  it('Payme: create and perform pay the order; each call logs its method, id, order and merchant', async () => {
    const { order } = await placeOrder(app, 'PAYME', { merchant: PAYME });
    const id = txId();
    const account = { order_id: String(order.id) };
    const lines = await logged(async () => {
      const created = await payme(PAYME_ADDRESS, 'CreateTransaction', {
        id,
        time: app.clock.now(),
        amount: 5_700_000,
        account,
      });
      expect(created.json).toMatchObject({ result: { state: 1 } });
      expect((await payme(PAYME_ADDRESS, 'PerformTransaction', { id })).json).toMatchObject({
        result: { state: 2 },
      });
    });
    expect(lines).toEqual([
      `[payments] payme CreateTransaction tx=${id} order=${order.id} merchant=${PAYME} from=${PAYME_ADDRESS}: ok`,
      `[payments] payme PerformTransaction tx=${id} merchant=${PAYME} from=${PAYME_ADDRESS}: ok`,
    ]);
    expect(await isPaid(app, order.id)).toBe(true);
  });

  it('Payme: a refusal of the method logs its error code', async () => {
    const lines = await logged(async () => {
      await payme(PAYME_ADDRESS, 'CheckPerformTransaction', { amount: 100, account: { order_id: '999999' } });
    });
    expect(lines).toEqual([
      `[payments] payme CheckPerformTransaction tx=- order=999999 merchant=${PAYME} from=${PAYME_ADDRESS}: error -31050`,
    ]);
  });

  it('Click: prepare and complete pay the order, from IPv6 and from an IPv4-mapped address', async () => {
    const { order } = await placeOrder(app, 'CLICK');
    const fields = clickFields(order);
    const lines = await logged(async () => {
      const prepared = await click(CLICK_ADDRESS, 'prepare', fields);
      expect(prepared.json).toMatchObject({ error: 0 });
      const complete = {
        ...fields,
        action: '1',
        merchant_prepare_id: String(prepared.json.merchant_prepare_id),
      };
      expect((await click('::ffff:192.0.2.10', 'complete', complete)).json).toMatchObject({ error: 0 });
    });
    const tx = fields.click_trans_id;
    expect(lines).toEqual([
      `[payments] click prepare tx=${tx} order=${order.id} merchant=${PAYING} from=${CLICK_ADDRESS}: ok`,
      `[payments] click complete tx=${tx} order=${order.id} merchant=${PAYING} from=::ffff:192.0.2.10: ok`,
    ]);
    expect(await isPaid(app, order.id)).toBe(true);
  });

  it('Click: a wrong amount logs error -2', async () => {
    const { order } = await placeOrder(app, 'CLICK');
    const fields = clickFields(order, { amount: '1.00' });
    const lines = await logged(async () => {
      await click(CLICK_ADDRESS, 'prepare', fields);
    });
    expect(lines).toEqual([expect.stringMatching(new RegExp(`tx=${fields.click_trans_id} .*: error -2$`))]);
  });

  it('Uzum: create and confirm pay the order; confirm names the order from its answer', async () => {
    const { order } = await placeOrder(app, 'UZUM');
    const transId = randomUUID();
    const lines = await logged(async () => {
      const created = await uzum(UZUM_ADDRESS, 'create', {
        transId,
        params: { orderId: String(order.id) },
        amount: 5_700_000,
      });
      expect(created.json).toMatchObject({ status: 'CREATED' });
      expect((await uzum(UZUM_ADDRESS, 'confirm', { transId })).json).toMatchObject({ status: 'CONFIRMED' });
      expect((await uzum(UZUM_ADDRESS, 'status', { transId: 'no-such-transaction' })).status).toBe(400);
    });
    expect(lines).toEqual([
      `[payments] uzum create tx=${transId} order=${order.id} merchant=${PAYING} from=${UZUM_ADDRESS}: ok`,
      `[payments] uzum confirm tx=${transId} order=${order.id} merchant=${PAYING} from=${UZUM_ADDRESS}: ok`,
      `[payments] uzum status tx=no-such-transaction merchant=${PAYING} from=${UZUM_ADDRESS}: error 10014`,
    ]);
    expect(await isPaid(app, order.id)).toBe(true);
  });

  it('no line carries a secret', () => {
    const text = log.lines.join('\n');
    for (const secret of [
      paymeCredentials(PAYME).key,
      clickCredentials.secretKey,
      uzumCredentials.login,
      uzumCredentials.password,
    ])
      expect(text).not.toContain(secret);
  });
});

describe('the caller’s address follows the server’s rule', () => {
  it('without TRUST_PROXY, X-Forwarded-For is not believed: a listed address in it is refused', async () => {
    const dir = makeTempDir();
    const server = await featureApp({
      tenantDirs: writePaymentTenants(dir),
      trustProxy: false,
      paymentCallbackAllow: { uzum: [UZUM_ADDRESS] },
    });
    try {
      const response = await server.app.request('/api/payments/v1/uzum/check', {
        method: 'POST',
        headers: { 'x-forwarded-for': UZUM_ADDRESS, authorization: uzumAuthorization(uzumCredentials) },
        body: JSON.stringify({
          serviceId: uzumCredentials.serviceId,
          timestamp: 1,
          params: { orderId: '1' },
        }),
      });
      expect(await response.json()).toMatchObject({ status: 'FAILED', errorCode: '10001' });
      // A provider without a list is answered from anywhere (here: Click, its own -5 for no such order).
      const fields = clickFields({ id: 424242 } as Order);
      const clickAnswer = await server.app.request('/api/payments/v1/click/prepare', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          ...fields,
          sign_string: clickSignString(fields, clickCredentials.secretKey),
        }).toString(),
      });
      expect(await clickAnswer.json()).toMatchObject({ error: -5 });
    } finally {
      await server.close();
      removeDir(dir);
    }
  });
});

describe('the allow-list is checked at start', () => {
  it('a malformed PAYMENT_CALLBACK_ALLOW stops createApp, naming the variable, the provider and the entry', async () => {
    vi.stubEnv('PAYMENT_CALLBACK_ALLOW', '{"click": ["203.0.113.7", "203.0.113.0/33"]}');
    try {
      const started = featureApp({ tenantDirs: [] });
      await expect(started).rejects.toThrow(DeploymentConfigError);
      await expect(started).rejects.toThrow(
        'PAYMENT_CALLBACK_ALLOW: click[1]: "203.0.113.0/33": the prefix of an IPv4 range is at most 32',
      );
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
