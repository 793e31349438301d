import type { Branch, WeekName, WorkHoursType } from '../../contract/index.ts';
import { useBranchAddress } from '../../core/branches/branch-address.ts';
import { Button } from '../button.tsx';
import { PinIcon } from '../icons.tsx';
import { Sheet } from '../sheet.tsx';
import { directionOf } from '../../core/i18n/languages.ts';
import { useLocalize, useStorefront, useT } from '../../core/storefront.tsx';
import { isOpenToday } from '../../core/branches/branch-day.ts';
import { BranchPhone } from './branch-phone.tsx';
import { useBranchToday } from '../../core/branches/branch-today.ts';
import { hoursRange, weekSchedule, type ScheduleDay } from '../../core/branches/branch-week.ts';
import './branch-detail-sheet.css';

/** What the select button says and does, where a branch can be chosen (the pickup choice). */
export interface BranchSelectAction {
  label: string;
  onSelect: (branch: Branch) => void;
}

/**
 * The branch detail drawer (spec section 2): name, working schedule (the week), phone (tap to call),
 * address and, where a branch can be chosen, a select button, disabled for a branch closed today
 * (spec section 5), with the reason beside it. Opened by tapping a branch on the map.
 */
export function BranchDetailSheet({
  branch,
  kind,
  now,
  onClose,
  select,
}: {
  /** The branch shown; null keeps the drawer closed. */
  branch: Branch | null;
  kind: WorkHoursType;
  now: Date;
  onClose: () => void;
  select?: BranchSelectAction;
}) {
  const t = useT();
  const localize = useLocalize();
  return (
    <Sheet
      open={branch !== null}
      onClose={onClose}
      title={branch ? localize(branch.name) : ''}
      closeLabel={t('core.branches.close')}
    >
      {branch ? <BranchDetail branch={branch} kind={kind} now={now} select={select} /> : null}
    </Sheet>
  );
}

function BranchDetail({
  branch,
  kind,
  now,
  select,
}: {
  branch: Branch;
  kind: WorkHoursType;
  now: Date;
  select?: BranchSelectAction;
}) {
  const t = useT();
  const localize = useLocalize();
  const addressOf = useBranchAddress();
  const today = useBranchToday()(branch, kind, now);
  const open = isOpenToday(branch, kind, now);
  const hintId = `branch-detail-${branch.id}-closed`;
  return (
    <div className="branch-detail">
      <h2 className="branch-detail__name">{localize(branch.name)}</h2>
      <p className={`branch-detail__today${today.open ? '' : ' branch-detail__today--closed'}`}>
        {today.text}
      </p>

      <section className="branch-detail__section" aria-labelledby={`branch-detail-${branch.id}-schedule`}>
        <h3 id={`branch-detail-${branch.id}-schedule`} className="branch-detail__label">
          {t('core.branches.schedule')}
        </h3>
        <WeekSchedule days={weekSchedule(branch, kind, now)} />
      </section>

      {branch.phone ? (
        <section className="branch-detail__section">
          <h3 className="branch-detail__label">{t('core.branches.phone')}</h3>
          <BranchPhone phone={branch.phone} />
        </section>
      ) : null}

      <section className="branch-detail__section">
        <h3 className="branch-detail__label">{t('core.branches.address')}</h3>
        <p className="branch-detail__address">
          <PinIcon aria-hidden="true" />
          <span>{addressOf(branch)}</span>
        </p>
      </section>

      {select ? (
        <div className="branch-detail__select">
          {!open ? (
            <p id={hintId} className="branch-detail__hint">
              {t('core.branches.closedHint')}
            </p>
          ) : null}
          <Button
            disabled={!open}
            aria-describedby={open ? undefined : hintId}
            onClick={() => select.onSelect(branch)}
          >
            {select.label}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** The seven days, Monday first; today stands out and says so to screen readers. */
function WeekSchedule({ days }: { days: readonly ScheduleDay[] }) {
  const t = useT();
  const { lang } = useStorefront();
  const dayName = weekdayNames(lang);
  return (
    <dl className="branch-week">
      {days.map(({ day, isToday, state }) => (
        <div key={day} className={`branch-week__day${isToday ? ' branch-week__day--today' : ''}`}>
          <dt>
            {dayName(day)}
            {isToday ? <span className="visually-hidden"> ({t('core.branches.week.today')})</span> : null}
          </dt>
          <dd className={state.kind === 'open' ? undefined : 'branch-week__closed'}>
            {state.kind === 'open'
              ? state.hours
                ? hoursRange(state.hours, directionOf(lang))
                : t('core.branches.week.open')
              : t(state.kind === 'dayOff' ? 'core.branches.week.dayOff' : 'core.branches.week.none')}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A Monday to start from: 2024-01-01 was one. Days are named by Intl in the interface language. */
const MONDAY = Date.UTC(2024, 0, 1, 12);
const WEEK_INDEX: Record<WeekName, number> = {
  MONDAY: 0,
  TUESDAY: 1,
  WEDNESDAY: 2,
  THURSDAY: 3,
  FRIDAY: 4,
  SATURDAY: 5,
  SUNDAY: 6,
};

function weekdayNames(lang: string): (day: WeekName) => string {
  const format = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' });
  return (day) => {
    const name = format.format(new Date(MONDAY + WEEK_INDEX[day] * 86_400_000));
    return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
  };
}
