/**
 * A branch's week as schema.org OpeningHoursSpecification: the hours a customer can come in, which
 * are the pick-up hours the branches page shows (contract/service-hours.ts reads them), or, for a
 * branch without a pick-up table, its working hours. Days with the same hours share one entry; a day
 * off or a day without hours is left out, which schema.org reads as closed.
 */
import { WeekName } from '../../contract/index.ts';
import { serviceHoursOn, type BranchHours } from '../../contract/service-hours.ts';

export interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

/** schema.org's DayOfWeek members: https://schema.org/Monday ... */
const dayOf = (day: WeekName) => `https://schema.org/${day[0]}${day.slice(1).toLowerCase()}`;

export function openingHoursOf(branch: BranchHours): OpeningHoursSpecification[] {
  const hasPickUp = branch.workHours.some((w) => w.type === 'PICK_UP');
  const specs: OpeningHoursSpecification[] = [];
  for (const day of WeekName.options) {
    const hours = serviceHoursOn(branch, hasPickUp ? 'PICK_UP' : 'WORK', day);
    if (hours.kind !== 'hours') continue;
    // open == close is around the clock, which schema.org writes 00:00-23:59. A close before the
    // open runs past midnight, which schema.org reads the same way.
    const [opens, closes] = hours.open === hours.close ? ['00:00', '23:59'] : [hours.open, hours.close];
    const same = specs.find((s) => s.opens === opens && s.closes === closes);
    if (same) same.dayOfWeek.push(dayOf(day));
    else specs.push({ '@type': 'OpeningHoursSpecification', dayOfWeek: [dayOf(day)], opens, closes });
  }
  return specs;
}
