import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteServerDate, resetServerClock, serverNow } from './server-clock.ts';

describe('server clock', () => {
  afterEach(() => {
    resetServerClock();
    vi.useRealTimers();
  });

  it("follows a server whose clock is hours ahead of the phone's", () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-04T02:00:00Z') });
    const sentAt = Date.now();
    noteServerDate('Wed, 04 Mar 2026 07:00:00 GMT', sentAt, sentAt + 200);
    const expected = Date.parse('2026-03-04T07:00:00Z');
    expect(Math.abs(serverNow() - expected)).toBeLessThan(1000);
  });

  it('ignores differences within the noise, and headers it cannot read', () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-04T07:00:00.400Z') });
    noteServerDate('Wed, 04 Mar 2026 07:00:01 GMT', Date.now(), Date.now());
    expect(serverNow()).toBe(Date.now());
    noteServerDate('not a date', Date.now(), Date.now());
    noteServerDate(null, Date.now(), Date.now());
    expect(serverNow()).toBe(Date.now());
  });
});
