import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../base/api-error.ts';
import type { Session } from '../storage/db.ts';
import { makeTempDir, removeDir } from '../../../tests/support/server/tenants/test-tenant.ts';
import { checkTexts } from './order-build.ts';
import { orderApp, pickupOrder, writeOrderTenant } from '../../../tests/support/server/orders/test-orders.ts';

const MERCHANT = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

let root: string;
let dir: string;
/** The defaults of limits.ts. */
let standard: Awaited<ReturnType<typeof orderApp>>;
/** Small limits, so each edge is an order of a few lines. */
let small: Awaited<ReturnType<typeof orderApp>>;

beforeAll(async () => {
  root = makeTempDir();
  dir = writeOrderTenant(root, MERCHANT, 'burger');
  standard = await orderApp([dir]);
  small = await orderApp([dir], {
    limits: { orderLines: 3, orderLineQuantity: 5, orderQuantity: 8, orderScheduleDaysAhead: 2 },
  });
});
afterAll(async () => {
  await standard.server.close();
  await small.server.close();
  removeDir(root);
});

async function placer(app: Awaited<ReturnType<typeof orderApp>>) {
  const session: Session = await app.server.db.createSessionForTest(MERCHANT);
  const api = app.api(MERCHANT);
  return (body: unknown, path = '/orders/v1/orders') => api(path, { token: session.token, body });
}

const burger = (count: number, extraCount = 1) => ({
  product: { id: 100, count, costPrice: 30000 },
  modifications: [{ id: 11 }, { id: 21, count: extraCount }],
});
const fries = (count: number) => ({ product: { id: 101, count, costPrice: 15000 } });
const branchOnly = (count: number) => ({ product: { id: 104, count, costPrice: 20000 } });
const withItems = (cartItems: unknown[]) => ({ ...pickupOrder, cartItems });

describe('order size limits', () => {
  it('refuses the 100 lines of 999 items the defaults once let through', async () => {
    const place = await placer(standard);
    const reply = await place(withItems(Array.from({ length: 100 }, () => fries(999))));
    expect(reply).toMatchObject({ status: 400, code: 'ORDER_TOO_MANY_ITEMS' });
    expect(reply.json).toEqual({
      code: 'ORDER_TOO_MANY_ITEMS',
      description: {
        ru: 'В заказе может быть не больше 1000 товаров',
        uz: "Buyurtmada 1000 tadan ortiq mahsulot bo'lishi mumkin emas",
        eng: 'An order can have at most 1000 items',
      },
      details: { max: 1000 },
    });
    const lines = await place(withItems(Array.from({ length: 101 }, () => fries(1))));
    expect(lines).toMatchObject({ status: 400, code: 'ORDER_TOO_MANY_LINES' });
    const oneLine = await place(withItems([fries(501)]));
    expect(oneLine).toMatchObject({ status: 400, code: 'ORDER_LINE_TOO_MANY' });
    expect(oneLine.json).toMatchObject({
      description: {
        ru: 'Товара «Картофель фри» можно заказать не больше 500 шт.',
        eng: 'At most 500 of "Fries" can be ordered',
      },
    });
    expect((await place(withItems([fries(500), fries(500)]))).status).toBe(200);
  });

  it('takes an order right at each limit and refuses one item or line more', async () => {
    const place = await placer(small);
    // 3 lines, 5 of one, 8 in all.
    const atLimits = await place(withItems([burger(5), fries(2), branchOnly(1)]));
    expect(atLimits.status, JSON.stringify(atLimits.json)).toBe(200);

    const fourLines = await place(withItems([burger(1), fries(1), branchOnly(1), fries(1)]));
    expect(fourLines).toMatchObject({ status: 400, code: 'ORDER_TOO_MANY_LINES' });
    expect(fourLines.json).toMatchObject({ description: { eng: 'An order can have at most 3 lines' } });
    expect(await place(withItems([burger(5), fries(2), branchOnly(2)]))).toMatchObject({
      status: 400,
      code: 'ORDER_TOO_MANY_ITEMS',
    });
    expect(await place(withItems([burger(6)]))).toMatchObject({ status: 400, code: 'ORDER_LINE_TOO_MANY' });
    // An option counted per item is held to the same limit as the line.
    expect((await place(withItems([burger(1, 5)]))).status).toBe(200);
    expect(await place(withItems([burger(1, 6)]))).toMatchObject({
      status: 400,
      code: 'ORDER_LINE_TOO_MANY',
    });
  });
});

describe('scheduling horizon', () => {
  const atTime = '/orders/v1/orders/at-time';
  const inDays = (app: Awaited<ReturnType<typeof orderApp>>, days: number) =>
    new Date(app.clock.now() + days * DAY_MS).toISOString();

  it('refuses an order for the year 9999 with the defaults (30 days ahead at most)', async () => {
    const place = await placer(standard);
    const far = await place({ ...pickupOrder, deliveryAt: '9999-12-31T23:59:00Z' }, atTime);
    expect(far).toMatchObject({ status: 400, code: 'DELIVERY_TIME_TOO_FAR' });
    expect(far.json).toEqual({
      code: 'DELIVERY_TIME_TOO_FAR',
      description: {
        ru: 'Заказ можно запланировать не больше чем на 30 дн. вперёд',
        uz: "Buyurtmani ko'pi bilan 30 kun oldinga rejalashtirish mumkin",
        eng: 'An order can be scheduled at most 30 days ahead',
      },
      details: { days: 30 },
    });
    expect((await place({ ...pickupOrder, deliveryAt: inDays(standard, 29) }, atTime)).status).toBe(200);
  });

  it('takes a time up to the horizon, refuses one a minute past it and one in the past', async () => {
    const place = await placer(small);
    expect((await place({ ...pickupOrder, deliveryAt: inDays(small, 2) }, atTime)).status).toBe(200);
    const beyond = await place({ ...pickupOrder, deliveryAt: inDays(small, 2 + 1 / 1440) }, atTime);
    expect(beyond).toMatchObject({ status: 400, code: 'DELIVERY_TIME_TOO_FAR' });
    expect(await place({ ...pickupOrder, deliveryAt: inDays(small, -1) }, atTime)).toMatchObject({
      status: 400,
      code: 'DELIVERY_TIME_NOT_FUTURE',
    });
  });
});

describe('checkTexts', () => {
  it('walks 100,000 levels without recursion and names the text too long', () => {
    let value: object = { note: 'x'.repeat(501) };
    for (let level = 0; level < 100_000; level++) value = { inner: value };
    let caught: unknown;
    try {
      checkTexts(value);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ApiError);
    const { description, field, problem } = (caught as ApiError).body;
    expect(field).toMatch(/^(inner\.){100000}note$/);
    expect(problem).toEqual({ kind: 'tooLong', max: 500 });
    expect(typeof description === 'object' && description.eng).toMatch(
      /^"(inner\.){100000}note": at most 500 characters$/,
    );
  });

  it('checks texts inside lists too, and names the first one by its place', () => {
    expect(() =>
      checkTexts({ receiver: { name: 'Ann', phone: '998901234567' }, tags: ['ok'] }),
    ).not.toThrow();
    expect(() => checkTexts({ tags: ['ok', 'y'.repeat(501)] })).toThrow(/"tags\[1\]": at most 500/);
    // The shallowest first; a field the forms know goes by their name for it.
    expect(() => checkTexts({ comment: 'z'.repeat(501), deep: { a: 'z'.repeat(501) } })).toThrow(
      /^"Comment on the order": at most 500 characters$/,
    );
  });
});
