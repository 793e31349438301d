import type { Branch, WorkHoursType } from '../../contract/index.ts';
import { useBranchAddress } from '../../core/branches/branch-address.ts';
import { directionOf } from '../../core/i18n/languages.ts';
import { useLocalize, useStorefront } from '../../core/storefront.tsx';
import { ChoiceCard } from '../choice-card.tsx';
import { branchDay } from '../../core/branches/branch-day.ts';
import { hoursRange } from '../../core/branches/branch-week.ts';
import './branch-choice-list.css';

/** The texts of the list, in the calling module's words (pickup and dine-in say "today" differently). */
export interface BranchChoiceTexts {
  choose: string;
  today: (hours: string) => string;
  openToday: string;
  dayOff: string;
  closedToday: string;
  /** A branch whose staff paused this service now (none: "closed today"). */
  paused?: string;
}

/**
 * Branches as radio cards with today's hours of one service (PICK_UP or DINE_IN) and the address. A
 * branch closed today is listed but cannot be chosen (spec section 5). Shared by the pickup and
 * dine-in blocks of the checkout.
 */
export function BranchChoiceList({
  name,
  branches,
  kind,
  chosenId,
  onChoose,
  now,
  texts,
  note,
}: {
  /** The radio group's name. */
  name: string;
  branches: readonly Branch[];
  kind: WorkHoursType;
  chosenId: number | null;
  onChoose: (branchId: number) => void;
  now: Date;
  texts: BranchChoiceTexts;
  /**
   * A line under today's hours for a branch open today but not at this hour ("Closed now, opens at
   * 10:00"), so hours alone never read as open; null for none.
   */
  note?: (branch: Branch) => string | null;
}) {
  const localize = useLocalize();
  const addressOf = useBranchAddress();
  const { lang } = useStorefront();
  return (
    <fieldset className="branch-choice">
      <legend className="visually-hidden">{texts.choose}</legend>
      {branches.map((branch) => {
        const day = branchDay(branch, kind, now);
        const hours = day.open
          ? day.hours
            ? texts.today(hoursRange(day.hours, directionOf(lang)))
            : texts.openToday
          : day.reason === 'dayOff'
            ? texts.dayOff
            : day.reason === 'paused'
              ? (texts.paused ?? texts.closedToday)
              : texts.closedToday;
        const extra = day.open ? (note?.(branch) ?? null) : null;
        return (
          <ChoiceCard
            key={branch.id}
            name={name}
            value={String(branch.id)}
            checked={branch.id === chosenId}
            disabled={!day.open}
            onSelect={() => onChoose(branch.id)}
            title={localize(branch.name)}
          >
            <span className={`branch-choice__hours${day.open ? '' : ' branch-choice__hours--closed'}`}>
              {hours}
            </span>
            {extra ? <span className="branch-choice__note">{extra}</span> : null}
            <span className="branch-choice__address">{addressOf(branch)}</span>
          </ChoiceCard>
        );
      })}
    </fieldset>
  );
}
