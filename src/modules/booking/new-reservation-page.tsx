import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { bookingPlacesOf } from '../../contract/booking-place.ts';
import type { Branch } from '../../contract/branch.ts';
import type { User } from '../../contract/people.ts';
import { timeZoneOf } from '../../contract/time-zone.ts';
import { reservationDates, reservationTimes } from '../../contract/reservation-slots.ts';
import { useApiMutation } from '../../core/api/use-api-mutation.ts';
import { branchesQuery, citiesQuery } from '../../core/branches/branch-queries.ts';
import { ContactFields, useContactFields } from '../../core/forms/contact-fields.tsx';
import { useFormChecks } from '../../core/forms/form-checks.tsx';
import { formatDayMonth, formatWeekday } from '../../core/i18n/format-day.ts';
import { notify } from '../../core/notify.ts';
import { serverNow } from '../../core/server-clock.ts';
import { meQuery } from '../../core/session/me-query.ts';
import { RequireSession } from '../../core/session/require-session.tsx';
import type { StoredSession } from '../../core/session/session-store.ts';
import { useLocalize, useStorefront, useT } from '../../core/storefront.tsx';
import { BackIcon } from '../../ui/icons.tsx';
import { Button } from '../../ui/button.tsx';
import { ChoiceCard } from '../../ui/choice-card.tsx';
import { LoadFailed } from '../../ui/query-view.tsx';
import { PageState, Skeleton } from '../../ui/page-state.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { bookableBranches, chairsWithin } from './booking-branches.ts';
import { reservationsKey } from './reservations-queries.ts';
import './booking.css';

/** Route profile-reservations-new: reserve a table or a hall. */
export default function NewReservationPage() {
  return <RequireSession>{(session) => <NewReservation session={session} />}</RequireSession>;
}

function NewReservation({ session }: { session: StoredSession }) {
  const { api, merchant } = useStorefront();
  const t = useT();
  const branches = useQuery(branchesQuery(api, merchant.id));
  const cities = useQuery(citiesQuery(api, merchant.id));
  // Name and phone as the profile has them now (the stored session may be older than an edit).
  const me = useQuery(meQuery(api, merchant.id, session.user.id));
  const back = (
    <Link className="booking__back" to="/profile/reservations">
      <span className="booking__back-icon" aria-hidden="true">
        <BackIcon />
      </span>
      {t('booking.title')}
    </Link>
  );
  const heading = <h1 className="booking__title">{t('booking.new')}</h1>;
  const failed = (!branches.data && branches.error) || (!cities.data && cities.error);
  if (failed) {
    return (
      <div className="booking">
        {back}
        {heading}
        <LoadFailed
          level={2}
          title={t('booking.loadFailed')}
          error={failed}
          retry={t('booking.retry')}
          onRetry={() => {
            void branches.refetch();
            void cities.refetch();
          }}
        />
      </div>
    );
  }
  if (!branches.data || !cities.data || me.isPending) {
    return (
      <div className="booking" aria-busy="true">
        {back}
        {heading}
        <Skeleton width="100%" height={72} />
        <Skeleton width="100%" height={200} />
      </div>
    );
  }
  const bookable = bookableBranches(branches.data);
  if (bookable.length === 0) {
    return (
      <div className="booking">
        {back}
        {heading}
        <PageState level={2} title={t('booking.noBranches.title')} message={t('booking.noBranches.text')} />
      </div>
    );
  }
  return (
    <div className="booking">
      {back}
      {heading}
      <ReservationForm user={me.data ?? session.user} branches={bookable} cities={cities.data} />
    </div>
  );
}

function ReservationForm({
  user,
  branches,
  cities,
}: {
  user: Pick<User, 'id' | 'firstName' | 'lastName' | 'phone'>;
  branches: Branch[];
  cities: readonly { id: number; timeZone?: string | null }[];
}) {
  const { merchant, lang } = useStorefront();
  const t = useT();
  const localize = useLocalize();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const [branchId, setBranchId] = useState(() => (branches.find((b) => b.isMain) ?? branches[0])?.id ?? 0);
  const branch = branches.find((b) => b.id === branchId) ?? branches[0];
  const places = branch ? bookingPlacesOf(branch) : [];
  const [placeId, setPlaceId] = useState<number | null>(null);
  const place = places.find((p) => p.id === placeId) ?? places[0];
  const [chairs, setChairs] = useState(2);
  const seats = chairsWithin(chairs, place?.capacity ?? 1);

  const timeZone = timeZoneOf(branch?.cityId, cities);
  // The moment the page opened (on the server's clock): the offered times do not shift while typing.
  const [now] = useState(serverNow);
  const dates = useMemo(
    () => (branch ? reservationDates(branch, now, timeZone) : []),
    [branch, now, timeZone],
  );
  const [pickedDate, setDate] = useState<string | null>(null);
  const date = pickedDate && dates.includes(pickedDate) ? pickedDate : (dates[0] ?? null);
  const times = useMemo(
    () => (branch && date ? reservationTimes(branch, date, now, timeZone) : []),
    [branch, date, now, timeZone],
  );
  const [pickedTime, setTime] = useState<string | null>(null);
  const time = pickedTime && times.includes(pickedTime) ? pickedTime : (times[0] ?? null);

  const create = useApiMutation('reservationCreate');
  const busy = create.isPending;
  const [formError, setFormError] = useState<string | null>(null);
  const checks = useFormChecks();
  const contact = useContactFields(
    'booking',
    { name: t('booking.name'), phone: t('booking.phone') },
    user,
    checks,
  );

  async function send(event: FormEvent) {
    event.preventDefault();
    if (busy || !checks.validate() || !branch || !place || !date || !time) return;
    checks.clearRefusals();
    setFormError(null);
    const [error, reservation] = await create.run({
      body: {
        branchId: branch.id,
        placeId: place.id,
        chairs: seats,
        date,
        time,
        name: contact.name,
        phone: contact.phoneDigits(),
      },
    });
    if (error) return setFormError(checks.showRefusal(error));
    await queryClient.invalidateQueries({ queryKey: reservationsKey(merchant.id, user.id) });
    notify(
      t('booking.done', {
        date: formatDayMonth(reservation.date),
        time: reservation.clock,
      }),
      'success',
    );
    void navigate('/profile/reservations');
  }

  return (
    <form className="booking__form" onSubmit={(e) => void send(e)} noValidate>
      {branches.length > 1 ? (
        <fieldset className="booking__fieldset">
          <legend className="booking__legend">{t('booking.branch')}</legend>
          {branches.map((b) => (
            <ChoiceCard
              key={b.id}
              name="booking-branch"
              value={String(b.id)}
              checked={b.id === branch?.id}
              onSelect={() => setBranchId(b.id)}
              title={localize(b.name)}
              hint={b.address}
            />
          ))}
        </fieldset>
      ) : (
        <p className="booking__single-branch">
          <strong>{branch ? localize(branch.name) : null}</strong>
          <span>{branch?.address}</span>
        </p>
      )}

      <fieldset className="booking__fieldset">
        <legend className="booking__legend">{t('booking.place')}</legend>
        {places.map((p) => (
          <ChoiceCard
            key={p.id}
            name="booking-place"
            value={String(p.id)}
            checked={p.id === place?.id}
            onSelect={() => setPlaceId(p.id)}
            title={localize(p.name)}
            hint={t(p.kind === 'HALL' ? 'booking.hallUpTo' : 'booking.tableUpTo', { count: p.capacity })}
          />
        ))}
      </fieldset>

      {/* A list of 1..capacity: no number to type wrong, and the place's limit is the list's end. */}
      <SelectField
        id="booking-chairs"
        label={t('booking.chairs')}
        value={seats}
        options={Array.from({ length: place?.capacity ?? 1 }, (_, i) => ({ value: i + 1, label: i + 1 }))}
        onChange={(value) => setChairs(Number(value))}
      />

      {dates.length === 0 ? (
        <p className="booking__problem" role="status">
          {t('booking.noTimes')}
        </p>
      ) : (
        <div className="booking__when">
          <SelectField
            id="booking-date"
            label={t('booking.date')}
            value={date ?? ''}
            options={dates.map((d) => ({
              value: d,
              label: t('booking.day', { weekday: formatWeekday(d, lang), date: formatDayMonth(d) }),
            }))}
            onChange={setDate}
          />
          <SelectField
            id="booking-time"
            label={t('booking.time')}
            value={time ?? ''}
            options={times.map((slot) => ({ value: slot, label: slot }))}
            onChange={setTime}
          />
        </div>
      )}

      <ContactFields {...contact.fields} />
      {formError ? (
        <p className="booking__problem" role="alert">
          {formError}
        </p>
      ) : null}
      <Button type="submit" disabled={busy || !date || !time}>
        {busy ? t('booking.sending') : t('booking.submit')}
      </Button>
    </form>
  );
}
