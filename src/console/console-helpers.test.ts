import { describe, expect, it } from 'vitest';
import { changedFields } from './audit/audit-change.tsx';
import { dayBounds } from './audit/use-audit.ts';
import { pauseUntilOf, stopUntilOf } from './availability/until-choices.ts';
import { columnOf, isToday } from './board/board-columns.ts';
import { money } from './format/formats.ts';
import { scheduleText } from './order/order-when.tsx';
import { isPhone, normalisePhone } from './sign-in/phone-input.ts';

describe('the console’s small rules', () => {
  it('puts each status in its board column; cancelled and closed orders in none', () => {
    expect(columnOf('AT_TIME')).toBe('new');
    expect(columnOf('ATTACHED')).toBe('ready');
    expect(columnOf('DELIVERED')).toBe('ready');
    expect(columnOf('DONE')).toBe('done');
    expect(columnOf('CANCELED')).toBeNull();
    expect(isToday(new Date().toISOString())).toBe(true);
    expect(isToday('2001-01-01T12:00:00Z')).toBe(false);
  });

  it("writes amounts in the merchant's currency, whatever the staff's language", () => {
    expect(money(25000, 'KZT', 'en')).toMatch(/^25\s000\stenge$/);
    expect(money(25000, 'KZT', 'ru')).toMatch(/^25\s000\sтенге$/);
    expect(money(25000, 'UZS', 'ru')).toMatch(/^25\s000\sso'm$/);
    expect(money(null, 'UZS', 'uz')).toBe('—');
  });

  it('writes a phone as staff say it in the contract’s form', () => {
    expect(normalisePhone('90 123 45 67')).toBe('+998901234567');
    expect(normalisePhone('+998 (90) 123-45-67')).toBe('+998901234567');
    expect(isPhone(normalisePhone('123'))).toBe(false);
  });

  it('ends a stop in an hour, at the device’s midnight, or never; a pause after its minutes', () => {
    const now = new Date(2026, 5, 8, 14, 30);
    expect(stopUntilOf('hour', now)).toBe(new Date(2026, 5, 8, 15, 30).toISOString());
    expect(stopUntilOf('endOfDay', now)).toBe(new Date(2026, 5, 9).toISOString());
    expect(stopUntilOf('manual', now)).toBeNull();
    expect(pauseUntilOf(15, 0)).toBe(new Date(15 * 60_000).toISOString());
    expect(pauseUntilOf(null)).toBeNull();
  });

  it('shows only the fields an audit entry changed', () => {
    expect(
      changedFields({
        before: { status: 'CREATED', isPaid: false },
        after: { status: 'ACCEPTED', isPaid: false },
      }),
    ).toEqual([{ field: 'status', before: 'CREATED', after: 'ACCEPTED' }]);
    expect(changedFields({ before: null, after: { role: 'OPERATOR' } })).toEqual([
      { field: 'role', before: '—', after: 'OPERATOR' },
    ]);
  });

  it('bounds a picked day by the device’s midnights', () => {
    expect(dayBounds('2026-06-08')).toEqual({
      from: new Date(2026, 5, 8).getTime(),
      to: new Date(2026, 5, 9).getTime(),
    });
  });

  it('writes when a scheduled order is for: a set time, a window, one past midnight; nothing for "now"', () => {
    const at = { later: true, day: '2026-06-09', time: '14:00', day2: null, time2: null };
    expect(scheduleText(at)).toEqual({ window: false, text: '09.06.2026 14:00' });
    expect(scheduleText({ ...at, day2: '2026-06-09', time2: '15:00' })).toEqual({
      window: true,
      text: '09.06.2026 14:00–15:00',
    });
    expect(scheduleText({ ...at, time: '23:30', day2: '2026-06-10', time2: '00:30' })?.text).toBe(
      '09.06.2026 23:30–10.06.2026 00:30',
    );
    expect(scheduleText({ ...at, later: false })).toBeNull();
  });
});
