import { describe, expect, it } from 'vitest';
import { clockShiftInto } from '../e2e/support/suite-clock.ts';

const at = (iso: string) => Date.parse(iso);
const localHour = (t: number) => new Date(t + 5 * 3_600_000).getUTCHours();

describe('the browser-test clock', () => {
  it('stays put inside the afternoon window (Tashkent time)', () => {
    expect(clockShiftInto(at('2026-03-04T08:00:00Z'))).toBe(0); // 13:00 local
  });

  it('moves ahead, by less than a day, into the window from the night and the morning', () => {
    for (const iso of ['2026-03-04T18:50:00Z', '2026-03-04T02:19:00Z', '2026-03-04T13:30:00Z']) {
      const now = at(iso);
      const shift = clockShiftInto(now);
      expect(shift).toBeGreaterThan(0);
      expect(shift).toBeLessThan(24 * 3_600_000);
      expect(localHour(now + shift)).toBe(12);
    }
  });
});
