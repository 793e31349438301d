import { describe, expect, it } from 'vitest';
import type { Branch } from '../../contract/branch.ts';
import type { Reservation } from '../../contract/reservations.ts';
import { bookableBranches, chairsWithin, splitReservations } from './booking-branches.ts';

const branch = (id: number, extra: Partial<Branch>, bookingEnabled = true): Branch =>
  ({
    id,
    isActive: true,
    deleted: false,
    settings: { bookingEnabled },
    bookingPlaces: [{ id: 1, kind: 'TABLE', name: { ru: 'Стол' }, capacity: 4 }],
    ...extra,
  }) as unknown as Branch;

describe('bookableBranches', () => {
  it('keeps active branches that take reservations and have a place', () => {
    const branches = [
      branch(1, {}),
      branch(2, {}, false),
      branch(3, { isActive: false }),
      branch(4, { deleted: true }),
      branch(5, { bookingPlaces: [] }),
      branch(6, { bookingPlaces: undefined }),
    ];
    expect(bookableBranches(branches).map((b) => b.id)).toEqual([1]);
  });
});

describe('chairsWithin', () => {
  it('keeps the chairs between one and the capacity', () => {
    expect(chairsWithin(6, 4)).toBe(4);
    expect(chairsWithin(0, 4)).toBe(1);
    expect(chairsWithin(3, 4)).toBe(3);
  });
});

describe('splitReservations', () => {
  const at = (id: number, time: string, status: Reservation['status'] = 'BOOKED') =>
    ({ id, time, status }) as Reservation;
  it('puts coming reservations first, soonest first, then the rest, latest first', () => {
    const now = Date.parse('2026-03-02T12:00:00Z');
    const list = [
      at(1, '2026-03-05T19:00:00+05:00'),
      at(2, '2026-03-03T19:00:00+05:00'),
      at(3, '2026-03-01T19:00:00+05:00'),
      at(4, '2026-03-04T19:00:00+05:00', 'CANCELLED'),
    ];
    const { coming, past } = splitReservations(list, now);
    expect(coming.map((r) => r.id)).toEqual([2, 1]);
    expect(past.map((r) => r.id)).toEqual([4, 3]);
  });
});
