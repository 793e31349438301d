import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Reservation } from '../../contract/reservations.ts';
import { apiCaller, testClock } from '../../../tests/support/server/http/test-client.ts';
import type { Session } from '../storage/db.ts';
import {
  makeTempDir,
  removeDir,
  tenantFiles,
  writeTenant,
} from '../../../tests/support/server/tenants/test-tenant.ts';
import { featureApp } from '../../../tests/support/server/test-app.ts';
import type { StorefrontApp } from '../app.ts';

const MERCHANT = 7;
const OTHER = 8;
// Sunday 2026-03-01, 14:00 in Tashkent (UTC+5).
const clock = testClock(Date.parse('2026-03-01T09:00:00Z'));
let root: string;
let server: StorefrontApp;
let owner: Session;
let stranger: Session;
let otherMerchant: Session;

const hours = (open: string, close: string) =>
  Object.fromEntries(
    ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'].map((d) => [
      d,
      { open, close },
    ]),
  );

/** Branch 1 seats guests 10:00-22:00 with a table for 2 and a hall of 10; branch 2 takes no bookings. */
function bookingBranches(id: number, sub: string) {
  const { items } = tenantFiles(id, sub)['branches.json'] as { items: { id: number }[] };
  return {
    items: items.map((b) =>
      b.id === 1
        ? {
            ...b,
            settings: { pickupEnabled: true, dineinEnabled: true, bookingEnabled: true },
            workHours: [{ type: 'DINE_IN', hours: hours('10:00', '22:00') }],
            bookingPlaces: [
              { id: 11, kind: 'TABLE', name: { ru: 'Столик' }, capacity: 2 },
              { id: 12, kind: 'HALL', name: { ru: 'Зал' }, capacity: 10 },
            ],
          }
        : b,
    ),
  };
}

const tenant = (id: number, sub: string, bookingActive = true) =>
  writeTenant(root, id, sub, {
    files: {
      'branches.json': bookingBranches(id, sub),
      'settings-web.json': { mainColor: '#FF0000', bookingActive },
    },
  });

beforeAll(async () => {
  root = makeTempDir();
  server = await featureApp({
    tenantDirs: [tenant(MERCHANT, 'cafe'), tenant(OTHER, 'bistro'), tenant(9, 'closed', false)],
    now: clock.now,
  });
  owner = await server.db.createSessionForTest(MERCHANT);
  stranger = await server.db.createSessionForTest(MERCHANT);
  otherMerchant = await server.db.createSessionForTest(OTHER);
});
afterAll(async () => {
  await server.close();
  removeDir(root);
});

const api = (merchant = MERCHANT) => apiCaller(server.app, merchant);
const request = (extra: Record<string, unknown> = {}) => ({
  branchId: 1,
  placeId: 11,
  chairs: 2,
  date: '2026-03-02',
  time: '19:00',
  name: '  Aziz   Karimov ',
  phone: '+998 90 123-45-67',
  ...extra,
});
const book = (extra: Record<string, unknown> = {}, session = owner, merchant = MERCHANT) =>
  api(merchant)('/users/v1/reservations', { token: session.token, body: request(extra) });
const list = async (session = owner, merchant = MERCHANT) => {
  const reply = await api(merchant)('/users/v1/reservations', { token: session.token });
  expect(reply.status).toBe(200);
  return Reservation.array().parse(reply.json);
};
const cancel = (id: number, session = owner, merchant = MERCHANT) =>
  api(merchant)(`/users/v1/reservations/${id}/cancel`, { method: 'POST', token: session.token });

describe('reservations', () => {
  it('books a place on the branch clock, lists it and cancels it (twice is fine)', async () => {
    const reply = await book();
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    const booked = Reservation.parse(reply.json);
    expect(booked).toMatchObject({
      branchId: 1,
      placeId: 11,
      chairs: 2,
      time: '2026-03-02T19:00:00+05:00',
      date: '2026-03-02',
      clock: '19:00',
      name: 'Aziz Karimov',
      phone: '+998901234567',
      status: 'BOOKED',
    });
    expect((await list()).map((r) => r.id)).toContain(booked.id);
    for (let i = 0; i < 2; i++) {
      const cancelled = await cancel(booked.id);
      expect(cancelled.status).toBe(200);
      expect(Reservation.parse(cancelled.json).status).toBe('CANCELLED');
    }
    expect((await list()).find((r) => r.id === booked.id)?.status).toBe('CANCELLED');
  });

  it('refuses a slot in the past, too far ahead, or outside the hours', async () => {
    expect((await book({ date: '2026-03-01', time: '13:30' })).code).toBe('RESERVATION_IN_PAST');
    expect((await book({ date: '2026-03-01', time: '14:00' })).code).toBe('RESERVATION_IN_PAST');
    expect((await book({ date: '2026-04-15', time: '19:00' })).code).toBe('RESERVATION_TOO_FAR');
    expect((await book({ date: '2026-03-02', time: '09:30' })).code).toBe('RESERVATION_OUTSIDE_HOURS');
    // The last start is an hour before closing.
    expect((await book({ date: '2026-03-02', time: '21:30' })).code).toBe('RESERVATION_OUTSIDE_HOURS');
    const last = await book({ date: '2026-03-03', time: '21:00' });
    expect(last.status, JSON.stringify(last.json)).toBe(200);
    // Later today is fine.
    expect((await book({ date: '2026-03-01', time: '15:00' })).status).toBe(200);
  });

  it('refuses more chairs than the place has, and a table or hall that is full at that time', async () => {
    const over = await book({ chairs: 3, date: '2026-03-04' });
    expect(over.status).toBe(400);
    expect(over.code).toBe('RESERVATION_OVER_CAPACITY');
    // The table seats one party: taken from 19:00 to 21:00.
    expect((await book({ chairs: 1, date: '2026-03-04' })).status).toBe(200);
    expect((await book({ chairs: 1, date: '2026-03-04', time: '20:30' }, stranger)).code).toBe(
      'RESERVATION_PLACE_TAKEN',
    );
    expect((await book({ chairs: 1, date: '2026-03-04', time: '21:00' }, stranger)).status).toBe(200);
    // The hall seats parties until its 10 chairs are taken.
    expect((await book({ placeId: 12, chairs: 6, date: '2026-03-04' })).status).toBe(200);
    const full = await book({ placeId: 12, chairs: 5, date: '2026-03-04', time: '20:00' }, stranger);
    expect(full.code).toBe('RESERVATION_PLACE_TAKEN');
    expect((full.json as { description: { eng: string } }).description.eng).toBe(
      'Only 4 seats are free at this time',
    );
    expect((await book({ placeId: 12, chairs: 4, date: '2026-03-04', time: '20:00' }, stranger)).status).toBe(
      200,
    );
    // A cancelled reservation frees its chairs.
    const freed = Reservation.parse((await book({ placeId: 12, chairs: 1, date: '2026-03-05' })).json);
    await cancel(freed.id);
    expect((await book({ placeId: 12, chairs: 10, date: '2026-03-05' }, stranger)).status).toBe(200);
  });

  it('refuses a place of a branch without bookings, an unknown place, and bookings switched off', async () => {
    expect((await book({ branchId: 2 })).code).toBe('BOOKING_NOT_AVAILABLE');
    expect((await book({ placeId: 99 })).code).toBe('PLACE_NOT_FOUND');
    const session = await server.db.createSessionForTest(9);
    expect((await book({}, session, 9)).code).toBe('BOOKING_NOT_AVAILABLE');
  });

  it('checks the name, the phone and the chairs', async () => {
    const noName = await book({ name: '  ' });
    expect(noName.status).toBe(400);
    expect(noName.json).toMatchObject({ field: 'name', problem: { kind: 'required' } });
    expect((await book({ phone: '12345' })).json).toMatchObject({ field: 'phone' });
    expect((await book({ chairs: 0 })).status).toBe(400);
    expect((await book({ time: '25:00' })).status).toBe(400);
  });

  it("keeps each customer's reservations their own", async () => {
    const mine = Reservation.parse((await book({ placeId: 12, chairs: 1, date: '2026-03-06' })).json);
    expect((await list(stranger)).map((r) => r.id)).not.toContain(mine.id);
    expect((await cancel(mine.id, stranger)).status).toBe(404);
    expect((await cancel(mine.id, otherMerchant, OTHER)).status).toBe(404);
    expect((await cancel(mine.id, owner, OTHER)).status).toBe(401);
    expect((await list(otherMerchant, OTHER)).map((r) => r.id)).not.toContain(mine.id);
    expect((await list()).find((r) => r.id === mine.id)?.status).toBe('BOOKED');
    expect((await api()('/users/v1/reservations')).status).toBe(401);
  });

  it('cannot cancel a reservation that has started', async () => {
    const soon = Reservation.parse(
      (await book({ placeId: 12, chairs: 1, date: '2026-03-01', time: '16:00' })).json,
    );
    clock.advance(2 * 3600);
    const reply = await cancel(soon.id);
    expect(reply.status).toBe(409);
    expect(reply.code).toBe('RESERVATION_STARTED');
  });
});
