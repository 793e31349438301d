import { describe, expect, it } from 'vitest';
import { Branch } from '../../contract/index.ts';
import { openingHoursOf } from './opening-hours.ts';
import { testBranchInput } from '../../../tests/support/core/seo/test-site.ts';

const day = (name: string) => `https://schema.org/${name}`;

describe('openingHoursOf', () => {
  it('groups the days with the same pick-up hours and leaves days off out', () => {
    const branch = Branch.parse(
      testBranchInput(1, {
        open: '08:00',
        close: '20:00',
        workHours: [
          {
            type: 'PICK_UP',
            hours: {
              MONDAY: { open: '10:00', close: '22:00' },
              TUESDAY: { open: '10:00', close: '22:00' },
              SATURDAY: { open: '11:00', close: '02:00' },
              SUNDAY: { isDayOff: true },
            },
          },
          { type: 'DELIVERY', hours: { WEDNESDAY: { open: '09:00', close: '21:00' } } },
        ],
      }),
    );
    expect(openingHoursOf(branch)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [day('Monday'), day('Tuesday')],
        opens: '10:00',
        closes: '22:00',
      },
      // Past midnight: schema.org reads a close before the open as the next day's.
      { '@type': 'OpeningHoursSpecification', dayOfWeek: [day('Saturday')], opens: '11:00', closes: '02:00' },
    ]);
  });

  it('writes around the clock as 00:00-23:59', () => {
    const branch = Branch.parse(
      testBranchInput(1, {
        workHours: [{ type: 'PICK_UP', hours: { FRIDAY: { open: '00:00', close: '00:00' } } }],
      }),
    );
    expect(openingHoursOf(branch)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: [day('Friday')], opens: '00:00', closes: '23:59' },
    ]);
  });

  it("uses a branch's own hours every day when it has no pick-up table", () => {
    const branch = Branch.parse(testBranchInput(1, { open: '09:00', close: '18:00', workHours: [] }));
    const [spec, ...rest] = openingHoursOf(branch);
    expect(rest).toEqual([]);
    expect(spec?.dayOfWeek).toHaveLength(7);
    expect([spec?.opens, spec?.closes]).toEqual(['09:00', '18:00']);
    expect(openingHoursOf(Branch.parse(testBranchInput(2, { workHours: [] })))).toEqual([]);
  });
});
