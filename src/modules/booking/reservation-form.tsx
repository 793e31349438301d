/**
 * The reservation form's layout: branch, place, chairs, day and time, name and phone. Its model
 * (state, checks, sending) is use-reservation-form.ts.
 */
import type { Branch } from '../../contract/branch.ts';
import { useBranchAddress } from '../../core/branches/branch-address.ts';
import type { User } from '../../contract/people.ts';
import { formatDayMonth, formatWeekday } from '../../core/i18n/format-day.ts';
import { useLocalize, useStorefront, useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { ChoiceCard } from '../../ui/choice-card.tsx';
import { ContactFields } from '../../ui/contact-fields.tsx';
import { SelectField } from '../../ui/field.tsx';
import { useReservationForm } from './use-reservation-form.ts';

export function ReservationForm({
  user,
  branches,
  cities,
}: {
  user: Pick<User, 'id' | 'firstName' | 'lastName' | 'phone'>;
  branches: Branch[];
  cities: readonly { id: number; timeZone?: string | null }[];
}) {
  const { lang } = useStorefront();
  const t = useT();
  const localize = useLocalize();
  const addressOf = useBranchAddress();
  const f = useReservationForm(user, branches, cities);
  return (
    <form
      className="booking__form"
      onSubmit={(e) => {
        e.preventDefault();
        void f.send();
      }}
      noValidate
    >
      {branches.length > 1 ? (
        <fieldset className="booking__fieldset">
          <legend className="booking__legend">{t('booking.branch')}</legend>
          {branches.map((b) => (
            <ChoiceCard
              key={b.id}
              name="booking-branch"
              value={String(b.id)}
              checked={b.id === f.branch?.id}
              onSelect={() => f.setBranchId(b.id)}
              title={localize(b.name)}
              hint={addressOf(b)}
            />
          ))}
        </fieldset>
      ) : (
        <p className="booking__single-branch">
          <strong>{f.branch ? localize(f.branch.name) : null}</strong>
          <span>{f.branch ? addressOf(f.branch) : null}</span>
        </p>
      )}

      <fieldset className="booking__fieldset">
        <legend className="booking__legend">{t('booking.place')}</legend>
        {f.places.map((p) => (
          <ChoiceCard
            key={p.id}
            name="booking-place"
            value={String(p.id)}
            checked={p.id === f.place?.id}
            onSelect={() => f.setPlaceId(p.id)}
            title={localize(p.name)}
            hint={t(p.kind === 'HALL' ? 'booking.hallUpTo' : 'booking.tableUpTo', { count: p.capacity })}
          />
        ))}
      </fieldset>

      {/* A list of 1..capacity: no number to type wrong, and the place's limit is the list's end. */}
      <SelectField
        id="booking-chairs"
        label={t('booking.chairs')}
        value={f.seats}
        options={Array.from({ length: f.place?.capacity ?? 1 }, (_, i) => ({ value: i + 1, label: i + 1 }))}
        onChange={(value) => f.setChairs(Number(value))}
      />

      {f.dates.length === 0 ? (
        <p className="booking__problem" role="status">
          {t('booking.noTimes')}
        </p>
      ) : (
        <div className="booking__when">
          <SelectField
            id="booking-date"
            label={t('booking.date')}
            value={f.date ?? ''}
            options={f.dates.map((d) => ({
              value: d,
              label: t('booking.day', { weekday: formatWeekday(d, lang), date: formatDayMonth(d) }),
            }))}
            onChange={f.setDate}
          />
          <SelectField
            id="booking-time"
            label={t('booking.time')}
            value={f.time ?? ''}
            options={f.times.map((slot) => ({ value: slot, label: slot }))}
            onChange={f.setTime}
          />
        </div>
      )}

      <ContactFields {...f.contact.fields} />
      {f.formError ? (
        <p className="booking__problem" role="alert">
          {f.formError}
        </p>
      ) : null}
      <Button type="submit" disabled={f.busy || !f.date || !f.time}>
        {f.busy ? t('booking.sending') : t('booking.submit')}
      </Button>
    </form>
  );
}
