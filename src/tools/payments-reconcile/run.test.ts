/**
 * payments:reconcile end to end: a database written through the app (orders paid by the providers'
 * callbacks, Payme's statement asked of the app itself), then made inconsistent by hand, read by the
 * command as a deployment runs it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, testClock } from '../../../tests/support/server/http/test-client.ts';
import { paymeAs, writePaymeTenant } from '../../../tests/support/server/payments/payme/test-payme.ts';
import {
  PAYING,
  placeOrder,
  uzumCredentials,
  writePaymentTenants,
  type PaymentTestApp,
} from '../../../tests/support/server/payments/test-payments.ts';
import { uzumAuthorization } from '../../server/payments/uzum/uzum-auth.ts';
import { makeTempDir, removeDir } from '../../../tests/support/server/tenants/test-tenant.ts';
import { featureApp } from '../../../tests/support/server/test-app.ts';
import { run } from './run.ts';

const PAYME = 9;
const PERIOD = ['--from', '2026-03-01', '--to', '2026-03-01'];

let root: string;
let dbFile: string;
let app: PaymentTestApp;

beforeAll(async () => {
  root = makeTempDir();
  dbFile = path.join(root, 'storefront.db');
  const clock = testClock();
  const server = await featureApp({
    tenantDirs: [
      ...writePaymentTenants(path.join(root, 'tenants')),
      writePaymeTenant(path.join(root, 'tenants'), PAYME, 'payme-shop'),
    ],
    database: dbFile,
    now: clock.now,
  });
  app = { server, clock, api: (merchant: number) => apiCaller(server.app, merchant) };
});
afterAll(async () => {
  await app.server.close();
  removeDir(root);
});

/** Runs the command, with what it printed. */
async function reconcile(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run([...PERIOD, '--fixtures', path.join(root, 'tenants'), ...argv], {
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    env: { DATABASE_URL: dbFile },
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function uzum(operation: string, body: Record<string, unknown>) {
  const response = await app.server.app.request(`/api/payments/v1/uzum/${operation}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: uzumAuthorization(uzumCredentials) },
    body: JSON.stringify({ serviceId: uzumCredentials.serviceId, timestamp: app.clock.now(), ...body }),
  });
  expect(response.status).toBe(200);
}

let uzumOrder: number;
let clickOrder: number;
let paymeOrder: number;
const UZUM_TX = 'uzum-reconcile-1';
const PAYME_TX = '65f1a2b3c4d5e6f708192a3b';

describe('payments:reconcile', () => {
  it('a period whose payments all agree with the orders: exit 0', async () => {
    uzumOrder = (await placeOrder(app, 'UZUM')).order.id;
    await uzum('create', { transId: UZUM_TX, params: { orderId: String(uzumOrder) }, amount: 5_700_000 });
    await uzum('confirm', { transId: UZUM_TX });
    clickOrder = (await placeOrder(app, 'CLICK')).order.id;
    paymeOrder = (await placeOrder(app, 'PAYME', { merchant: PAYME })).order.id;
    const payme = paymeAs(app, PAYME);
    const account = { order_id: String(paymeOrder) };
    await payme('CreateTransaction', { id: PAYME_TX, time: app.clock.now(), amount: 5_700_000, account });
    expect((await payme('PerformTransaction', { id: PAYME_TX })).result).toMatchObject({ state: 2 });

    const result = await reconcile();
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toContain(
      `Payments from 2026-03-01 00:00:00 to 2026-03-01 23:59:59 (Asia/Tashkent), ${dbFile}`,
    );
    expect(result.out).toContain(`paying (${PAYING}): 2 orders, 1 transaction, no mismatch`);
    expect(result.out).toContain(`payme-shop (${PAYME}): 1 order, 1 transaction, no mismatch`);
    expect(result.out).toMatch(/No mismatch: 3 orders and 2 transactions of 2 merchants agree\.$/);
  });

  it("mismatches made in the database: listed per merchant, amounts in so'm, exit 1; --json for machines", async () => {
    const db = app.server.db.kysely;
    // Paid at Uzum, unpaid here; and a Click order marked paid that Click never paid.
    await db.updateTable('orders').set({ is_paid: 0 }).where('id', '=', uzumOrder).execute();
    await db.updateTable('orders').set({ is_paid: 1 }).where('id', '=', clickOrder).execute();

    const text = await reconcile();
    expect(text.code).toBe(1);
    const lines = text.out.split('\n');
    expect(lines).toContain(`paying (${PAYING}): 2 orders, 1 transaction, 2 mismatches`);
    expect(lines.find((line) => line.includes(UZUM_TX))).toMatch(
      new RegExp(
        `paid there, unpaid here +UZUM +${uzumOrder} +${UZUM_TX} +order unpaid +PERFORMED +57 000\\.00 +57 000\\.00$`,
      ),
    );
    expect(lines.find((line) => line.includes('paid here, no payment there'))).toMatch(
      new RegExp(`CLICK +${clickOrder} +- +order paid +no transaction +57 000\\.00 +-$`),
    );
    expect(text.out).toMatch(/2 mismatches at 1 of 2 merchants \(3 orders, 2 transactions\)\.$/);

    const json = await reconcile('--json', '--merchant', 'paying');
    expect(json.code).toBe(1);
    expect(JSON.parse(json.out)).toMatchObject({
      from: '2026-03-01T00:00:00+05:00',
      to: '2026-03-01T23:59:59+05:00',
      mismatches: 2,
      merchants: [
        {
          merchantId: PAYING,
          sub: 'paying',
          orders: 2,
          transactions: 1,
          mismatches: [
            {
              kind: 'paid-there-unpaid-here',
              orderId: uzumOrder,
              transactions: [UZUM_TX],
              amountThere: 5_700_000,
            },
            { kind: 'paid-here-not-there', orderId: clickOrder, provider: 'CLICK', amountHere: 5_700_000 },
          ],
        },
      ],
    });
  });

  it("Payme's statement, as the app answers GetStatement, agrees; one line more is Payme's only", async () => {
    const payme = paymeAs(app, PAYME);
    const answer = await payme('GetStatement', {
      from: app.clock.now() - 60_000,
      to: app.clock.now() + 60_000,
    });
    const file = path.join(root, 'statement.json');
    fs.writeFileSync(file, JSON.stringify(answer.json));
    const agreed = await reconcile('--merchant', 'payme-shop', '--payme-statement', file);
    expect(agreed.out).toContain(`payme-shop (${PAYME}): 1 order, 1 transaction, no mismatch`);
    expect(agreed.code).toBe(0);

    const result = (answer.json as { result: { transactions: Record<string, unknown>[] } }).result;
    const [paid] = result.transactions;
    fs.writeFileSync(
      file,
      JSON.stringify({
        result: { transactions: [...result.transactions, { ...paid, id: 'f'.repeat(24), amount: 100 }] },
      }),
    );
    const extra = await reconcile('--merchant', String(PAYME), '--payme-statement', file, '--json');
    expect(extra.code).toBe(1);
    expect(JSON.parse(extra.out)).toMatchObject({
      paymeStatement: true,
      merchants: [
        {
          merchantId: PAYME,
          mismatches: [
            {
              kind: 'statement-not-stored',
              orderId: paymeOrder,
              transactions: ['f'.repeat(24)],
              here: 'not stored; order paid',
              there: '2 (PERFORMED)',
              amountThere: 100,
            },
          ],
        },
      ],
    });
  });

  it('bad arguments and unreadable input: exit 2 with the reason', async () => {
    expect(await reconcile('--merchant', 'nobody')).toMatchObject({
      code: 2,
      err: expect.stringContaining('--merchant nobody'),
    });
    expect(await reconcile('--db', path.join(root, 'none.db'))).toMatchObject({
      code: 2,
      err: expect.stringContaining('none.db: no such database'),
    });
    const bad = path.join(root, 'bad.json');
    fs.writeFileSync(
      bad,
      JSON.stringify({ result: { transactions: [{ id: 'x', time: 1, amount: 1, state: 7 }] } }),
    );
    expect(await reconcile('--merchant', 'payme-shop', '--payme-statement', bad)).toMatchObject({
      code: 2,
      err: expect.stringContaining('$.result.transactions[0].state'),
    });
    expect(fs.existsSync(path.join(root, 'none.db'))).toBe(false);
    expect((await reconcile('--to', 'soon')).code).toBe(2);
  });
});
