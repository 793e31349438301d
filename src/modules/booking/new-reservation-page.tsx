import { Link } from 'react-router-dom';
import { RequireSession } from '../../core/session/require-session.tsx';
import type { StoredSession } from '../../core/session/session-store.ts';
import { useT } from '../../core/storefront.tsx';
import { BackIcon } from '../../ui/icons.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { PageState, Skeleton } from '../../ui/page-state.tsx';
import { ReservationForm } from './reservation-form.tsx';
import { useNewReservation } from './use-new-reservation.ts';
import './booking.css';
import { hasNativeButtons } from '../../core/channel-buttons.ts';

/** Route profile-reservations-new: reserve a table or a hall. */
export default function NewReservationPage() {
  return <RequireSession>{(session) => <NewReservation session={session} />}</RequireSession>;
}

function NewReservation({ session }: { session: StoredSession }) {
  const t = useT();
  const state = useNewReservation(session);
  const back = (
    <Link
      className="booking__back"
      to="/profile/reservations"
      data-channel-button="back"
      hidden={hasNativeButtons()}
    >
      <span className="booking__back-icon" aria-hidden="true">
        <BackIcon />
      </span>
      {t('booking.title')}
    </Link>
  );
  const heading = <h1 className="booking__title">{t('booking.new')}</h1>;
  return (
    <div className="booking" aria-busy={state.kind === 'loading' ? true : undefined}>
      {back}
      {heading}
      {state.kind === 'failed' ? (
        <LoadFailed
          level={2}
          title={t('booking.loadFailed')}
          error={state.error}
          retry={t('booking.retry')}
          onRetry={state.retry}
        />
      ) : state.kind === 'loading' ? (
        <>
          <Skeleton width="100%" height={72} />
          <Skeleton width="100%" height={200} />
        </>
      ) : state.kind === 'no-branches' ? (
        <PageState level={2} title={t('booking.noBranches.title')} message={t('booking.noBranches.text')} />
      ) : (
        <ReservationForm user={state.user} branches={state.branches} cities={state.cities} />
      )}
    </div>
  );
}
