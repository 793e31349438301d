import { describe, expect, it } from 'vitest';
import { formatDayMonth, formatWeekday } from './format-day.ts';

describe('calendar days', () => {
  it('writes a calendar date as dd.mm and names its weekday in the interface language', () => {
    expect(formatDayMonth('2026-06-09')).toBe('09.06');
    expect(formatDayMonth('09.06.2026')).toBe('');
    expect(formatWeekday('2026-06-09', 'en')).toBe('Tue');
    expect(formatWeekday('2026-06-09', 'ru')).toBe('вт');
  });
});
