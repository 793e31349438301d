import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Branch, Order } from '../../contract/index.ts';
import { timeSlots } from '../../contract/time-slots.ts';
import type { Session } from '../storage/db.ts';
import {
  makeTempDir,
  removeDir,
  tenantFiles,
  testBranch,
} from '../../../tests/support/server/tenants/test-tenant.ts';
import {
  deliveryOrder,
  everyDay,
  orderApp,
  pickupOrder,
  writeOrderTenant,
} from '../../../tests/support/server/orders/test-orders.ts';

const MERCHANT = 7;
/** Tashkent wall time (UTC+5). 2026-03-02 is a Monday, 2026-03-08 a Sunday. */
const tashkent = (local: string) => Date.parse(`${local}:00+05:00`);

/**
 * Branch 1: pickup 10:00-23:00, Sunday off. Branch 2: delivery 10:00-02:00 every day (its
 * deliveryStart/End over DELIVERY hours of 12:00-13:00). Branch 4: pickup 10:00-23:00 in city 2,
 * which is in Istanbul's zone (UTC+3).
 */
const pickupHours = { ...everyDay('10:00', '23:00'), SUNDAY: { isDayOff: true } };
const branches = {
  items: [
    testBranch(1, 1, MERCHANT, 41.311, 69.279, { workHours: [{ type: 'PICK_UP', hours: pickupHours }] }),
    testBranch(2, 1, MERCHANT, 41.35, 69.29, {
      settings: { deliveryEnabled: true },
      deliveryStart: '10:00',
      deliveryEnd: '02:00',
      workHours: [{ type: 'DELIVERY', hours: everyDay('12:00', '13:00') }],
    }),
    testBranch(4, 2, MERCHANT, 39.654, 66.975, {
      workHours: [{ type: 'PICK_UP', hours: everyDay('10:00', '23:00') }],
    }),
  ],
};
const { items: baseCities } = tenantFiles(MERCHANT, 'burger')['cities.json'] as { items: object[] };
const cities = { items: [baseCities[0], { ...baseCities[1], timeZone: 'Europe/Istanbul' }] };

let root: string;
let app: Awaited<ReturnType<typeof orderApp>>;
let me: Session;

beforeAll(async () => {
  root = makeTempDir();
  const dir = writeOrderTenant(root, MERCHANT, 'burger', {
    'branches.json': branches,
    'cities.json': cities,
  });
  app = await orderApp([dir], { start: tashkent('2026-03-02T07:19') });
  me = await app.server.db.createSessionForTest(MERCHANT, {}, app.clock.now());
});
afterAll(async () => {
  await app.server.close();
  removeDir(root);
});

/** Moves the clock to a Tashkent wall time. */
const goTo = (local: string) => app.clock.advance((tashkent(local) - app.clock.now()) / 1000);
const now = (body: object) => app.api(MERCHANT)('/orders/v1/orders', { token: me.token, body });
const atTime = (body: object, deliveryAt: string) =>
  app.api(MERCHANT)('/orders/v1/orders/at-time', { token: me.token, body: { ...body, deliveryAt } });
const delivery = { ...deliveryOrder, branchId: 2 };

describe('a "now" order outside the hours', () => {
  it('before opening (07:19): refused, saying it opens today at 10:00', async () => {
    goTo('2026-03-02T07:19');
    const reply = await now(pickupOrder);
    expect(reply).toMatchObject({ status: 400, code: 'BRANCH_CLOSED' });
    expect(reply.json).toMatchObject({
      description: {
        eng: 'The branch "Branch 1" is closed now. It opens today at 10:00',
        ru: 'Филиал «Филиал 1» сейчас закрыт. Откроется сегодня в 10:00',
        uz: '«Filial 1» filiali hozir yopiq. Bugun soat 10:00 da ochiladi',
      },
    });
  });

  it('inside the hours: accepted', async () => {
    goTo('2026-03-02T10:00');
    expect((await now(pickupOrder)).status).toBe(200);
  });

  it('after closing (23:50): refused, opening tomorrow', async () => {
    goTo('2026-03-02T23:50');
    const reply = await now(pickupOrder);
    expect(reply).toMatchObject({ status: 400, code: 'BRANCH_CLOSED' });
    expect(reply.json).toMatchObject({
      description: { eng: expect.stringContaining('opens tomorrow at 10:00') },
    });
  });

  it('on a day off: the holiday message with the next opening', async () => {
    goTo('2026-03-08T12:00');
    const reply = await now(pickupOrder);
    expect(reply).toMatchObject({ status: 400, code: 'BRANCH_HOLIDAY' });
    expect(reply.json).toMatchObject({
      description: { eng: 'Today is a holiday: the branch "Branch 1" is closed. It opens tomorrow at 10:00' },
    });
  });

  it("delivery reads the branch's deliveryStart/End, past midnight", async () => {
    goTo('2026-03-03T01:30');
    expect((await now(delivery)).status).toBe(200);
    goTo('2026-03-03T02:30');
    const closed = await now(delivery);
    expect(closed).toMatchObject({ status: 400, code: 'BRANCH_CLOSED' });
    expect(closed.json).toMatchObject({
      description: { eng: expect.stringContaining('opens today at 10:00') },
    });
  });

  it("reads the hours on the branch city's clock", async () => {
    // 11:00 in Tashkent is 09:00 in Istanbul: branch 4 has not opened yet.
    goTo('2026-03-02T11:00');
    const early = await now({ ...pickupOrder, branchId: 4, cartItems: pickupOrder.cartItems.slice(1) });
    expect(early).toMatchObject({ status: 400, code: 'BRANCH_CLOSED' });
    expect(early.json).toMatchObject({ description: { eng: expect.stringContaining('today at 10:00') } });
  });
});

describe('an order at a set time', () => {
  it('inside the hours of its day: stored as scheduled (AT_TIME)', async () => {
    goTo('2026-03-02T07:19');
    const reply = await atTime(pickupOrder, '2026-03-02T12:30:00+05:00');
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    expect(Order.parse(reply.json)).toMatchObject({
      status: 'AT_TIME',
      later: true,
      deliveryAt: '2026-03-02T12:30:00+05:00',
      atTime: '2026-03-02T12:30:00+05:00',
    });
    // The branch being closed now does not matter for a later time.
  });

  it('outside the hours of its day: refused', async () => {
    goTo('2026-03-02T12:00');
    const reply = await atTime(pickupOrder, '2026-03-03T08:00:00+05:00');
    expect(reply).toMatchObject({ status: 400, code: 'OUTSIDE_BRANCH_HOURS' });
    expect(reply.json).toMatchObject({
      description: {
        eng: 'The branch "Branch 1" is not open at 08:00 03.03.2026: choose a time within its hours',
      },
    });
    expect((await atTime(pickupOrder, '2026-03-02T23:00:00+05:00')).code).toBe('OUTSIDE_BRANCH_HOURS');
  });

  it('on a day off: refused with the holiday message', async () => {
    goTo('2026-03-02T12:00');
    const reply = await atTime(pickupOrder, '2026-03-08T12:00:00+05:00');
    expect(reply).toMatchObject({ status: 400, code: 'BRANCH_HOLIDAY' });
    expect(reply.json).toMatchObject({
      description: { eng: '08.03.2026 is a holiday at the branch "Branch 1"' },
    });
  });

  it('a delivery at a night slot, past midnight, is accepted', async () => {
    goTo('2026-03-02T20:00');
    const reply = await atTime(delivery, '2026-03-03T01:00:00+05:00');
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    expect(reply.json).toMatchObject({ status: 'AT_TIME', serviceType: 'DELIVERY' });
  });

  it('every slot the shared timeSlots offers is accepted, a slot of a day off never offered', async () => {
    goTo('2026-03-07T21:00');
    const branch = Branch.parse(branches.items[0]);
    const days = timeSlots(branch, 'PICK_UP', app.clock.now(), { days: 2, stepMinutes: 60 });
    expect(days.map((d) => d.date)).toEqual(['2026-03-07', '2026-03-09']);
    const picks = [days[0]?.slots[0], days[1]?.slots.at(-1)];
    for (const slot of picks) {
      const reply = await atTime(pickupOrder, slot?.deliveryAt ?? '');
      expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    }
  });
});

describe('"later": a window from deliveryAt to day2/time2', () => {
  const window = (body: object, deliveryAt: string, day2: unknown, time2: unknown) =>
    atTime({ ...body, day2, time2 }, deliveryAt);

  it('inside the hours: kept as the branch clock reads it, with the courier comment of a delivery', async () => {
    goTo('2026-03-02T07:19');
    const reply = await window(
      // The client's day and time are not trusted: the server writes them from deliveryAt.
      { ...pickupOrder, day: '2026-01-01', time: '09:00', courierComment: 'no courier here' },
      '2026-03-02T12:30:00+05:00',
      '2026-03-02',
      '13:30',
    );
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    const order = Order.parse(reply.json);
    expect(order).toMatchObject({
      status: 'AT_TIME',
      later: true,
      deliveryAt: '2026-03-02T12:30:00+05:00',
      day: '2026-03-02',
      time: '12:30',
      day2: '2026-03-02',
      time2: '13:30',
      // A pickup has no courier to tell.
      courierComment: null,
    });
    // Kept: the order read back says the same.
    const read = await app.api(MERCHANT)(`/orders/v1/orders/${order.id}`, { token: me.token });
    expect(read.json).toMatchObject({ day: '2026-03-02', time: '12:30', day2: '2026-03-02', time2: '13:30' });
  });

  it('a delivery window past midnight ends on the next date, up to closing; the courier comment stays', async () => {
    goTo('2026-03-02T20:00');
    const reply = await window(
      { ...delivery, courierComment: '  Call from the gate  ' },
      '2026-03-03T00:30:00+05:00',
      '2026-03-03',
      '02:00',
    );
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    expect(reply.json).toMatchObject({
      day: '2026-03-03',
      time: '00:30',
      day2: '2026-03-03',
      time2: '02:00',
      courierComment: 'Call from the gate',
    });
  });

  it('an end after closing is refused, naming the closing time', async () => {
    goTo('2026-03-02T12:00');
    const reply = await window(pickupOrder, '2026-03-02T22:00:00+05:00', '2026-03-02', '23:30');
    expect(reply).toMatchObject({ status: 400, code: 'DELIVERY_WINDOW_OUTSIDE_HOURS' });
    expect(reply.json).toMatchObject({
      field: 'time2',
      // Empty details: the storefront words the code in languages the description lacks.
      details: {},
      description: {
        eng: 'The window must lie within the working hours: the branch "Branch 1" closes at 23:00',
      },
    });
    const nextDay = await window(pickupOrder, '2026-03-02T22:00:00+05:00', '2026-03-03', '10:30');
    expect(nextDay.code).toBe('DELIVERY_WINDOW_OUTSIDE_HOURS');
  });

  it('an end not after the start, half an end or one the clock cannot read is refused', async () => {
    goTo('2026-03-02T12:00');
    const start = '2026-03-02T15:00:00+05:00';
    for (const [day2, time2] of [
      ['2026-03-02', '15:00'],
      ['2026-03-02', '14:30'],
      ['2026-03-01', '16:00'],
      ['2026-03-02', null],
      [null, '16:00'],
      ['2026-03-02', '25:00'],
      ['02.03.2026', '16:00'],
    ]) {
      const reply = await window(pickupOrder, start, day2, time2);
      expect(reply, `${day2} ${time2}`).toMatchObject({ status: 400, code: 'DELIVERY_WINDOW_INVALID' });
      expect(reply.json).toMatchObject({
        details: {},
        description: { eng: 'The delivery window must end after it starts' },
      });
    }
  });

  it('a start in the past is refused, worded by the storefront in any language', async () => {
    goTo('2026-03-02T15:00');
    const reply = await window(pickupOrder, '2026-03-02T14:00:00+05:00', '2026-03-02', '16:00');
    expect(reply).toMatchObject({ status: 400, code: 'DELIVERY_TIME_NOT_FUTURE' });
    expect(reply.json).toMatchObject({ details: {} });
  });

  it('a "now" order keeps no timing, whatever the client sends', async () => {
    goTo('2026-03-02T12:00');
    const reply = await now({
      ...pickupOrder,
      later: true,
      day: '2026-03-02',
      time: '14:00',
      day2: '2026-03-02',
      time2: '15:00',
    });
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    expect(reply.json).toMatchObject({ later: false, day: null, time: null, day2: null, time2: null });
  });
});
