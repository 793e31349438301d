import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order } from '../../contract/index.ts';
import { FieldErrorBody } from '../../contract/field-rules.ts';
import type { Session } from '../storage/db.ts';
import { makeTempDir, removeDir, tenantFiles } from '../../../tests/support/server/tenants/test-tenant.ts';
import {
  everyDay,
  orderApp,
  orderSettingsWeb,
  pickupOrder,
  writeOrderTenant,
} from '../../../tests/support/server/orders/test-orders.ts';

/** A place that seats guests and needs their table, and one where the table is optional. */
const TABLES_NEEDED = 7;
const TABLES_OPTIONAL = 8;
let root: string;
let app: Awaited<ReturnType<typeof orderApp>>;
const sessions = new Map<number, Session>();

/** The test tenant's branches, branch 1 seating guests around the clock. */
function dineInBranches(id: number, sub: string) {
  const { items } = tenantFiles(id, sub)['branches.json'] as { items: { id: number }[] };
  const hours = everyDay('00:00', '00:00');
  return {
    items: items.map((b) => ({
      ...b,
      ...(b.id === 1 ? { settings: { pickupEnabled: true, dineinEnabled: true } } : {}),
      workHours: [
        { type: 'PICK_UP', hours },
        { type: 'DINE_IN', hours },
      ],
    })),
  };
}

const dineInTenant = (id: number, sub: string, isTableRequired: boolean) =>
  writeOrderTenant(root, id, sub, {
    'branches.json': dineInBranches(id, sub),
    'settings-web.json': { ...orderSettingsWeb, dineInActive: true },
    'order-settings.json': { isTableRequired },
  });

beforeAll(async () => {
  root = makeTempDir();
  app = await orderApp([
    dineInTenant(TABLES_NEEDED, 'cafe', true),
    dineInTenant(TABLES_OPTIONAL, 'canteen', false),
  ]);
  for (const merchant of [TABLES_NEEDED, TABLES_OPTIONAL])
    sessions.set(merchant, await app.server.db.createSessionForTest(merchant));
});
afterAll(async () => {
  await app.server.close();
  removeDir(root);
});

const place = (merchant: number, extra: Record<string, unknown>) =>
  app.api(merchant)('/orders/v1/orders', {
    token: sessions.get(merchant)?.token,
    body: { ...pickupOrder, serviceType: 'DINE_IN', ...extra },
  });

describe('the table of a dine-in order', () => {
  it('is kept as sent, 1 to 9999', async () => {
    for (const tableId of [1, 12, 9999]) {
      const reply = await place(TABLES_NEEDED, { tableId });
      expect(reply.status, JSON.stringify(reply.json)).toBe(200);
      expect(Order.parse(reply.json).tableId).toBe(tableId);
    }
  });

  it('is refused at 0 and above 9999, naming the field and the range', async () => {
    for (const tableId of [0, 10_000]) {
      const reply = await place(TABLES_NEEDED, { tableId });
      expect(reply.status).toBe(400);
      expect(FieldErrorBody.parse(reply.json)).toMatchObject({
        code: 'VALIDATION',
        field: 'tableId',
        problem: { kind: 'range', min: 1, max: 9999 },
        description: {
          ru: '«Номер столика»: число от 1 до 9999',
          uz: '«Stol raqami»: 1 dan 9999 gacha son',
          eng: '"Table number": a number from 1 to 9999',
        },
      });
    }
  });

  it('is refused when it is not a whole number (a text of digits of another script, a fraction)', async () => {
    for (const tableId of ['١٢', 1.5, -3]) {
      const reply = await place(TABLES_NEEDED, { tableId });
      expect(reply.status).toBe(400);
      expect(FieldErrorBody.parse(reply.json).field).toBe('tableId');
    }
  });

  it('is required where the merchant needs it, optional elsewhere', async () => {
    const missing = await place(TABLES_NEEDED, {});
    expect(missing.status).toBe(400);
    expect(FieldErrorBody.parse(missing.json)).toMatchObject({
      field: 'tableId',
      problem: { kind: 'required' },
    });
    expect((await place(TABLES_NEEDED, { tableId: null })).status).toBe(400);

    const optional = await place(TABLES_OPTIONAL, {});
    expect(optional.status, JSON.stringify(optional.json)).toBe(200);
    expect(Order.parse(optional.json).tableId ?? null).toBeNull();
    // Optional is not anything goes: a table 0 is still refused.
    expect((await place(TABLES_OPTIONAL, { tableId: 0 })).status).toBe(400);
  });

  it('is not kept on other service types', async () => {
    const reply = await app.api(TABLES_NEEDED)('/orders/v1/orders', {
      token: sessions.get(TABLES_NEEDED)?.token,
      body: { ...pickupOrder, tableId: 5 },
    });
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    expect(Order.parse(reply.json).tableId ?? null).toBeNull();
  });
});
