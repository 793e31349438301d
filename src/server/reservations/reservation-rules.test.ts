import { describe, expect, it } from 'vitest';
import type { BookingPlace } from '../../contract/reservations.ts';
import { capacityRefusal } from './reservation-rules.ts';

const table: BookingPlace = { id: 1, kind: 'TABLE', name: { ru: 'Стол' }, capacity: 4 };
const hall: BookingPlace = { id: 2, kind: 'HALL', name: { ru: 'Зал' }, capacity: 10 };

describe('capacityRefusal', () => {
  it('refuses more chairs than the place has', () => {
    expect(capacityRefusal(table, 5, [])?.code).toBe('RESERVATION_OVER_CAPACITY');
    expect(capacityRefusal(table, 4, [])).toBeNull();
  });

  it('lets a table seat one party at a time', () => {
    expect(capacityRefusal(table, 1, [1])?.code).toBe('RESERVATION_PLACE_TAKEN');
  });

  it('lets a hall seat parties until its chairs are taken, saying how many are left', () => {
    expect(capacityRefusal(hall, 4, [3, 3])).toBeNull();
    const refusal = capacityRefusal(hall, 5, [3, 3]);
    expect(refusal?.code).toBe('RESERVATION_PLACE_TAKEN');
    expect(refusal?.message.eng).toBe('Only 4 seats are free at this time');
    expect(capacityRefusal(hall, 1, [10])?.message.eng).toBe(
      'This place is taken at this time, choose another time or place',
    );
  });
});
