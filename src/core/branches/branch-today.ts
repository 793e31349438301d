import { useCallback } from 'react';
import type { Branch, WorkHoursType } from '../../contract/index.ts';
import { directionOf } from '../i18n/languages.ts';
import { useStorefront, useT } from '../storefront.tsx';
import { branchDay } from './branch-day.ts';
import { hoursRange } from './branch-week.ts';

export interface BranchToday {
  /** "Today 10:00–23:00", "Open today", the holiday label "Day off today", or "Closed today". */
  text: string;
  open: boolean;
}

/** Today's line of a branch card (spec section 2: today's hours or a holiday label). */
export function useBranchToday(): (
  branch: Pick<Branch, 'workHours'> & Partial<Pick<Branch, 'pauses'>>,
  kind: WorkHoursType,
  now: Date,
) => BranchToday {
  const t = useT();
  const direction = directionOf(useStorefront().lang);
  return useCallback(
    (branch, kind, now) => {
      const day = branchDay(branch, kind, now);
      if (day.open)
        return {
          open: true,
          text: day.hours
            ? t('core.branches.today', { value: hoursRange(day.hours, direction) })
            : t('core.branches.openToday'),
        };
      return {
        open: false,
        text: t(
          day.reason === 'dayOff'
            ? 'core.branches.dayOff'
            : day.reason === 'paused'
              ? 'core.branches.paused'
              : 'core.branches.closedToday',
        ),
      };
    },
    [t, direction],
  );
}
