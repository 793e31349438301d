import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { bookingPlacesOf } from '../../contract/booking-place.ts';
import type { Branch } from '../../contract/branch.ts';
import type { Reservation } from '../../contract/reservations.ts';
import { useApiMutation } from '../../core/api/use-api-mutation.ts';
import { branchesQuery } from '../../core/branches/branch-queries.ts';
import { formatDayMonth, formatWeekday } from '../../core/i18n/format-day.ts';
import { notify } from '../../core/notify.ts';
import { serverNow } from '../../core/server-clock.ts';
import { RequireSession } from '../../core/session/require-session.tsx';
import type { StoredSession } from '../../core/session/session-store.ts';
import { useLocalize, useStorefront, useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { firstLoad, QueryView } from '../../ui/query-view.tsx';
import { Skeleton } from '../../ui/page-state.tsx';
import { splitReservations } from './booking-branches.ts';
import { reservationsKey, reservationsQuery } from './reservations-queries.ts';
import './booking.css';

/** Route profile-reservations: coming reservations (each may be cancelled), then past and cancelled ones. */
export default function ReservationsPage() {
  return <RequireSession>{(session) => <Reservations session={session} />}</RequireSession>;
}

function Reservations({ session }: { session: StoredSession }) {
  const { api, merchant } = useStorefront();
  const t = useT();
  const reservations = useQuery(reservationsQuery(api, merchant.id, session.user.id));
  const branches = useQuery(branchesQuery(api, merchant.id));

  const header = (
    <header className="booking__header">
      <h1 className="booking__title">{t('booking.title')}</h1>
      <Link className="btn btn--primary booking__new" to="/profile/reservations/new">
        {t('booking.new')}
      </Link>
    </header>
  );
  return (
    <div className="booking" aria-busy={firstLoad(reservations)}>
      {header}
      <QueryView
        query={reservations}
        level={2}
        texts={{
          failed: t('booking.loadFailed'),
          retry: t('booking.retry'),
          empty: { title: t('booking.empty.title'), message: t('booking.empty.text') },
        }}
        loading={
          <>
            <Skeleton width="100%" height={112} />
            <Skeleton width="100%" height={112} />
          </>
        }
        isEmpty={(list) => list.length === 0}
      >
        {(list) => <ReservationGroups reservations={list} branches={branches.data} session={session} />}
      </QueryView>
    </div>
  );
}

/** Coming reservations first, then past ones, each with its branch. */
function ReservationGroups({
  reservations,
  branches,
  session,
}: {
  reservations: readonly Reservation[];
  branches: readonly Branch[] | undefined;
  session: StoredSession;
}) {
  const t = useT();
  const { coming, past } = splitReservations(reservations, serverNow());
  const branchById = new Map((branches ?? []).map((b) => [b.id, b]));
  return (
    <>
      {coming.length > 0 ? (
        <section className="booking__group" aria-labelledby="booking-coming">
          <h2 id="booking-coming">{t('booking.coming')}</h2>
          <ul className="booking__list">
            {coming.map((r) => (
              <ReservationRow
                key={r.id}
                reservation={r}
                branch={branchById.get(r.branchId)}
                session={session}
              />
            ))}
          </ul>
        </section>
      ) : null}
      {past.length > 0 ? (
        <section className="booking__group" aria-labelledby="booking-past">
          <h2 id="booking-past">{t('booking.past')}</h2>
          <ul className="booking__list">
            {past.map((r) => (
              <ReservationRow
                key={r.id}
                reservation={r}
                branch={branchById.get(r.branchId)}
                session={session}
              />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function ReservationRow({
  reservation,
  branch,
  session,
}: {
  reservation: Reservation;
  branch: Branch | undefined;
  session: StoredSession;
}) {
  const { merchant, lang } = useStorefront();
  const t = useT();
  const localize = useLocalize();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const cancellation = useApiMutation('reservationCancel');
  const cancelling = cancellation.isPending;
  async function cancel() {
    const [error, cancelled] = await cancellation.run({ params: { id: reservation.id } });
    if (error) return void notify(error.message, 'error');
    queryClient.setQueryData(
      reservationsKey(merchant.id, session.user.id),
      (list: Reservation[] | undefined) => list?.map((r) => (r.id === cancelled.id ? cancelled : r)),
    );
    notify(t('booking.cancelled'), 'success');
  }
  const place = branch ? bookingPlacesOf(branch).find((p) => p.id === reservation.placeId) : undefined;
  const cancelled = reservation.status === 'CANCELLED';
  const coming = !cancelled && Date.parse(reservation.time) > serverNow();
  const when = t('booking.when', {
    weekday: formatWeekday(reservation.date, lang),
    date: formatDayMonth(reservation.date),
    time: reservation.clock,
  });
  return (
    <li className={`booking-row${cancelled ? ' booking-row--cancelled' : ''}`} data-testid="reservation">
      <div className="booking-row__main">
        <p className="booking-row__when">
          <time dateTime={reservation.time}>{when}</time>
        </p>
        <p className="booking-row__place">
          {[branch ? localize(branch.name) : null, place ? localize(place.name) : null]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="booking-row__meta">
          {t('booking.guests', { count: reservation.chairs })}
          {cancelled ? <span className="booking-row__status"> · {t('booking.status.cancelled')}</span> : null}
        </p>
      </div>
      {coming ? (
        confirming ? (
          <div className="booking-row__confirm" role="group" aria-label={t('booking.cancelQuestion')}>
            <span>{t('booking.cancelQuestion')}</span>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={cancelling}>
              {t('booking.keep')}
            </Button>
            <Button onClick={() => void cancel()} disabled={cancelling}>
              {t('booking.cancelYes')}
            </Button>
          </div>
        ) : (
          <Button variant="secondary" className="booking-row__cancel" onClick={() => setConfirming(true)}>
            {t('booking.cancel')}
          </Button>
        )
      ) : null}
    </li>
  );
}
