import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { Branch } from '../../contract/branch.ts';
import type { User } from '../../contract/people.ts';
import { branchesQuery, citiesQuery } from '../../core/branches/branch-queries.ts';
import { ContactFields } from '../../ui/contact-fields.tsx';
import { formatDayMonth, formatWeekday } from '../../core/i18n/format-day.ts';
import { meQuery } from '../../core/session/me-query.ts';
import { RequireSession } from '../../core/session/require-session.tsx';
import type { StoredSession } from '../../core/session/session-store.ts';
import { useLocalize, useStorefront, useT } from '../../core/storefront.tsx';
import { BackIcon } from '../../ui/icons.tsx';
import { Button } from '../../ui/button.tsx';
import { ChoiceCard } from '../../ui/choice-card.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { SelectField } from '../../ui/field.tsx';
import { PageState, Skeleton } from '../../ui/page-state.tsx';
import { bookableBranches } from './booking-branches.ts';
import { useReservationForm } from './use-reservation-form.ts';
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
  const { lang } = useStorefront();
  const t = useT();
  const localize = useLocalize();
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
              hint={b.address}
            />
          ))}
        </fieldset>
      ) : (
        <p className="booking__single-branch">
          <strong>{f.branch ? localize(f.branch.name) : null}</strong>
          <span>{f.branch?.address}</span>
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
