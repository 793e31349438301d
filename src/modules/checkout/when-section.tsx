import { observer } from 'mobx-react-lite';
import type { SlotDay, TimeSlot } from '../../core/branches/branch-hours.ts';
import type { ClosedNotice } from '../../core/checkout/when/when-offer.ts';
import type { WhenState } from '../../core/checkout/when/use-when-offer.ts';
import { formatDayMonth, formatWeekday } from '../../core/i18n/format-day.ts';
import { useOrderDraft } from '../../core/order-draft/use-order-draft.ts';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { ChoiceCard } from '../../ui/choice-card.tsx';
import { SelectField } from '../../ui/field.tsx';
import { Skeleton } from '../../ui/page-state.tsx';

type T = ReturnType<typeof useT>;

/** "Today, 09.06", "Tomorrow, 10.06", "Thu, 11.06"; a night past midnight reads "Tonight". */
export function dayLabel(day: Pick<SlotDay, 'date' | 'offset' | 'slots'>, t: T, lang: string): string {
  if (day.offset < 0)
    return t('checkout.when.tonight', { date: formatDayMonth(day.slots[0]?.date ?? day.date) });
  const date = formatDayMonth(day.date);
  if (day.offset === 0) return t('checkout.when.today', { date });
  if (day.offset === 1) return t('checkout.when.tomorrow', { date });
  return t('checkout.when.weekday', { weekday: formatWeekday(day.date, lang), date });
}

/** "14:30"; a slot past midnight also names its date ("00:30, 10.06"). */
export const slotLabel = (slot: TimeSlot, day: SlotDay, t: T): string =>
  slot.date === day.date
    ? slot.time
    : t('checkout.when.nightSlot', { time: slot.time, date: formatDayMonth(slot.date) });

/** "Closed, opens at 10:00", "... tomorrow at 10:00", "Today is a holiday. Opens on 11.06 at 10:00". */
export function closedText(notice: ClosedNotice, t: T): string {
  const opens = notice.opensAt;
  if (!opens) return t(notice.kind === 'dayOff' ? 'checkout.when.dayOff' : 'checkout.when.closedNow');
  const values = { time: opens.time, date: formatDayMonth(opens.date) };
  if (notice.kind === 'dayOff') {
    return t(notice.inDays === 1 ? 'checkout.when.dayOffTomorrow' : 'checkout.when.dayOffOn', values);
  }
  if (notice.inDays === 0) return t('checkout.when.closedToday', values);
  return t(notice.inDays === 1 ? 'checkout.when.closedTomorrow' : 'checkout.when.closedOn', values);
}

/**
 * The checkout's "when" section for delivery and pickup: as soon as possible, later (a window of a
 * day's slots, when-offer.ts) or at a set time (a day and a slot inside the branch's hours). A branch
 * closed now says when it opens and offers only windows and set times. The choice lives in the order
 * draft; "Place order" sends what the offer says.
 */
export const WhenSection = observer(function WhenSection({ state }: { state: WhenState }) {
  const t = useT();
  const { lang } = useStorefront();
  const draft = useOrderDraft();

  const heading = (
    <h2 id="checkout-when" className="checkout__heading">
      {t('checkout.when.title')}
    </h2>
  );
  if (state.status === 'noBranch') {
    return (
      <section className="checkout__section" aria-labelledby="checkout-when">
        {heading}
        <p className="checkout__note">{t('checkout.when.chooseBranch')}</p>
      </section>
    );
  }
  if (state.status === 'loading') {
    return (
      <section className="checkout__section" aria-labelledby="checkout-when" aria-busy="true">
        {heading}
        <Skeleton width="100%" height={56} />
      </section>
    );
  }
  if (state.status === 'failed') {
    return (
      <section className="checkout__section" aria-labelledby="checkout-when">
        {heading}
        <div className="checkout__when-failed" role="alert">
          <p>{t('checkout.when.loadFailed')}</p>
          <Button variant="secondary" onClick={state.retry}>
            {t('checkout.retry')}
          </Button>
        </div>
      </section>
    );
  }

  const { offer } = state;
  const chosenDay = offer.day;
  const setTimeHint =
    offer.mode === 'AT_TIME' && chosenDay && offer.slot
      ? t('checkout.when.chosen', {
          day: dayLabel(chosenDay, t, lang),
          time: slotLabel(offer.slot, chosenDay, t),
        })
      : undefined;
  const windowHint =
    offer.mode === 'LATER' && chosenDay && offer.slot && offer.until
      ? t('checkout.when.window', {
          day: dayLabel(chosenDay, t, lang),
          from: slotLabel(offer.slot, chosenDay, t),
          to: slotLabel(offer.until, chosenDay, t),
        })
      : undefined;
  const days = offer.mode === 'LATER' ? offer.windowDays : offer.days;
  const starts = chosenDay && offer.mode === 'LATER' ? chosenDay.slots.slice(0, -1) : chosenDay?.slots;

  return (
    <section className="checkout__section" aria-labelledby="checkout-when">
      {heading}
      {offer.notice ? (
        <p className="checkout__when-notice" role="status">
          {closedText(offer.notice, t)}
        </p>
      ) : null}
      <fieldset className="checkout__choices">
        <legend className="visually-hidden">{t('checkout.when.legend')}</legend>
        <ChoiceCard
          name="checkout-when"
          value="NOW"
          checked={offer.mode === 'NOW'}
          disabled={!offer.nowOffered}
          onSelect={() => draft.setWhen('NOW')}
          title={t('checkout.when.now')}
          hint={offer.nowOffered ? undefined : t('checkout.when.nowClosed')}
        />
        <ChoiceCard
          name="checkout-when"
          value="LATER"
          checked={offer.mode === 'LATER'}
          disabled={offer.windowDays.length === 0}
          onSelect={() => draft.setWhen('LATER')}
          title={t('checkout.when.later')}
          hint={windowHint ?? t('checkout.when.laterHint')}
        />
        <ChoiceCard
          name="checkout-when"
          value="AT_TIME"
          checked={offer.mode === 'AT_TIME'}
          disabled={offer.days.length === 0}
          onSelect={() => draft.setWhen('AT_TIME', chosenDay?.date ?? null, offer.slot?.time ?? null)}
          title={t('checkout.when.at')}
          hint={setTimeHint}
        />
      </fieldset>
      {offer.mode !== 'NOW' && days.length === 0 ? (
        <p className="checkout__problem" role="status">
          {t('checkout.when.noSlots')}
        </p>
      ) : null}
      {offer.mode !== 'NOW' && chosenDay && starts ? (
        <div className="checkout__when-pick">
          <SelectField
            id="checkout-when-day"
            label={t('checkout.when.day')}
            value={chosenDay.date}
            options={days.map((day) => ({ value: day.date, label: dayLabel(day, t, lang) }))}
            onChange={(day) => draft.setWhen(offer.mode, day, offer.slot?.time ?? null)}
          />
          <SelectField
            id="checkout-when-time"
            label={t(offer.mode === 'LATER' ? 'checkout.when.from' : 'checkout.when.time')}
            value={offer.slot?.time ?? ''}
            options={starts.map((slot) => ({
              key: slot.at,
              value: slot.time,
              label: slotLabel(slot, chosenDay, t),
            }))}
            onChange={(time) => draft.setWhen(offer.mode, chosenDay.date, time)}
          />
          {offer.mode === 'LATER' ? (
            <SelectField
              id="checkout-when-until"
              label={t('checkout.when.to')}
              value={offer.until?.time ?? ''}
              options={offer.ends.map((slot) => ({
                key: slot.at,
                value: slot.time,
                label: slotLabel(slot, chosenDay, t),
              }))}
              onChange={(until) => draft.setWhen('LATER', chosenDay.date, offer.slot?.time ?? null, until)}
            />
          ) : null}
        </div>
      ) : null}
    </section>
  );
});
