import { describe, expect, it } from 'vitest';
import { orderWindow } from './order-window.ts';

describe("a 'later' order's window", () => {
  it('reads its start and end as the server kept them on the merchant clock', () => {
    expect(orderWindow({ later: true, day: '2026-06-09', time: '14:00', time2: '15:30' })).toEqual({
      from: '14:00',
      to: '15:30',
      date: '09.06',
    });
  });

  it('is none for a set time, a "now" order or a day it cannot read', () => {
    expect(orderWindow({ later: true, day: '2026-06-09', time: '14:00', time2: null })).toBeNull();
    expect(orderWindow({ later: false, day: null, time: null, time2: null })).toBeNull();
    expect(orderWindow({ later: true, day: '09.06.2026', time: '14:00', time2: '15:00' })).toBeNull();
  });
});
