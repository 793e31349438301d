import { hasNativeButtons } from '../../../core/channel-buttons.ts';
import { useBranchAddress } from '../../../core/branches/branch-address.ts';
import { MarkedSuspense } from '../../../core/hydration-marks.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { Courier, Order } from '../../../contract/index.ts';
import { ApiRequestError } from '../../../core/api/unwrap.ts';
import { formatWallTime } from '../../../core/i18n/format-time.ts';
import { unlessLive } from '../../../core/live-orders/stream-state.ts';
import { useStreamOpen } from '../../../core/live-orders/use-stream-open.ts';
import { RequireSession } from '../../../core/session/require-session.tsx';
import { useLocalize, useStorefront, useT } from '../../../core/storefront.tsx';
import { DEFAULT_MERCHANT_POSITION, MAP_ZOOM } from '../../../map/constants.ts';
import { Button } from '../../../ui/button.tsx';
import { BackIcon, PhoneIcon } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageState, Skeleton } from '../../../ui/page-state.tsx';
import { isFinished } from '../order-labels.ts';
import { orderTimeKey } from '../order-time.ts';
import { useOrderTime, useOrderTimeZone } from '../use-order-time.ts';
import { useLiveOrders } from '../use-live-orders.ts';
import { StatusBadge } from '../order-row.tsx';
import { orderQuery } from '../order-query.ts';
import { branchQuery } from '../orders-queries.ts';
import { courierQuery } from './courier-query.ts';
import {
  courierAssigned,
  courierRefetchInterval,
  courierStatusKey,
  geoPointOf,
  trackingCentre,
  trackingFit,
  trackingPoints,
  trackingRefetchInterval,
} from './tracking.ts';
import '../orders.css';
import './tracking.css';

const MapView = lazy(() => import('../../../map/map-view.tsx'));

/**
 * Route profile-orders-id-map: a delivery on the map (spec section 2; issue: order tracking). The
 * branch, the address and the courier, the courier's status in words, refreshed every few seconds
 * while the order is under way and no more once it has ended. Signed-in customers only.
 */
export default function TrackingPage() {
  return <RequireSession>{() => <TrackingScreen />}</RequireSession>;
}

function TrackingScreen() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const { api, merchant } = useStorefront();
  const t = useT();
  const orderId = /^\d+$/.test(id) ? Number(id) : null;
  useLiveOrders();
  const order = useQuery({
    ...orderQuery(api, merchant.id, orderId ?? -1),
    enabled: orderId !== null,
    refetchInterval: (query) => unlessLive(merchant.id, trackingRefetchInterval(query.state.data)),
  });

  // Inside Telegram, Telegram's own Back button in its header does this.
  const back = hasNativeButtons() ? null : (
    <Link className="order__back" to={orderId === null ? '/profile/orders' : `/profile/orders/${orderId}`}>
      <span className="order__back-icon" aria-hidden="true">
        <BackIcon />
      </span>
      {t('orders.map.back')}
    </Link>
  );
  if (orderId === null)
    return (
      <PageState title={t('app.notFound.title')} message={t('app.notFound.invalid', { path: pathname })} />
    );
  if (order.isPending)
    return (
      <div className="tracking" aria-busy="true">
        {back}
        <Skeleton width="60%" height={30} radius={8} />
        <Skeleton width="100%" height={320} />
      </div>
    );
  if (order.error && !order.data) {
    const missing = order.error instanceof ApiRequestError && order.error.status === 404;
    return (
      <div className="tracking">
        {back}
        {missing ? (
          <PageState title={t('orders.notFound')} message={t('orders.notFoundText')} />
        ) : (
          <LoadFailed
            title={t('orders.map.failed')}
            error={order.error}
            retry={t('orders.retry')}
            onRetry={() => void order.refetch()}
          />
        )}
      </div>
    );
  }
  return (
    <div className="tracking">
      {back}
      <Tracking order={order.data} />
    </div>
  );
}

function Tracking({ order }: { order: Order }) {
  const { api, merchant } = useStorefront();
  const t = useT();
  const localize = useLocalize();
  const addressOf = useBranchAddress();
  const ended = isFinished(order.status);
  const branchId = order.branchId ?? null;
  const branch = useQuery({ ...branchQuery(api, merchant.id, branchId ?? -1), enabled: branchId !== null });
  const live = useStreamOpen(merchant.id);
  const courier = useQuery({
    ...courierQuery(api, merchant.id, order.id),
    // Asked once the order names a courier (the live stream brings the assignment): not for a 404.
    enabled: courierAssigned(order),
    refetchInterval: (query) =>
      courierRefetchInterval(
        ended,
        live,
        query.state.data?.courierStatus ?? order.courierStatus,
        query.state.data !== undefined,
      ),
  });
  // The order has just ended: the courier is read once more for its last word (delivered, cancelled),
  // then no more.
  const queryClient = useQueryClient();
  useEffect(() => {
    if (ended)
      void queryClient.invalidateQueries({ queryKey: courierQuery(api, merchant.id, order.id).queryKey });
  }, [ended, queryClient, api, merchant.id, order.id]);
  const unassigned = courier.error instanceof ApiRequestError && courier.error.status === 404;
  const driver: Courier | null = unassigned ? null : (courier.data ?? null);
  const timeZone = useOrderTimeZone(order.cityId);

  const branchPoint = geoPointOf(branch.data);
  const branchName = branch.data ? localize(branch.data.name) : '';
  const destination = geoPointOf(order.address);
  const courierPoint = geoPointOf(driver);
  const places = {
    branch: branchPoint && { ...branchPoint, name: branchName },
    destination: destination && { ...destination, name: order.address?.name ?? '' },
    courier: courierPoint && { ...courierPoint, name: driver?.name ?? '' },
  };
  // New arrays on each answer are cheap: the map redraws its points, and fits again only when the
  // points to fit to change (it compares them by value).
  const points = trackingPoints(places);
  const fitTo = trackingFit(places);
  const centre = trackingCentre(places) ?? DEFAULT_MERCHANT_POSITION;

  // The delivery's courier status: the courier answer's (it is read as often), else the order's.
  const status = driver?.courierStatus ?? order.courierStatus ?? null;
  const statusText = t(courierStatusKey(status));
  // The order's own time, as its page and the lists say it: one arrival time on every screen (the
  // courier's drive estimate would be a second one, minutes apart).
  const orderAt = useOrderTime(order);
  const arrives = ended ? null : orderAt;
  const updated = driver?.updatedAt ? formatWallTime(driver.updatedAt, timeZone) : null;
  const street = [order.address?.streetName, order.address?.houseNumber].filter(Boolean).join(' ');
  const addressText = order.address?.description || street || order.address?.name || '';

  return (
    <>
      <header className="order__header">
        <h1 className="order__title">
          {t('orders.map.title', { number: String(order.number ?? order.id) })}
        </h1>
        <StatusBadge status={order.status} />
      </header>

      <div
        className="tracking__map"
        data-courier-status={status ?? 'none'}
        data-courier-lat={places.courier?.latitude}
        data-courier-lon={places.courier?.longitude}
      >
        <MarkedSuspense fallback={<div className="tracking__map-loading" aria-hidden="true" />}>
          <MapView
            label={t('orders.map.map')}
            center={centre}
            zoom={MAP_ZOOM.picker}
            points={points}
            fitTo={fitTo}
            fallback={<p className="tracking__no-map">{t('orders.map.noMap')}</p>}
          />
        </MarkedSuspense>
      </div>

      <section className="tracking__card" aria-label={t('orders.map.courier')}>
        <p className="tracking__status" role="status" aria-live="polite">
          {statusText}
        </p>
        {ended ? <p className="tracking__note">{t('orders.map.ended')}</p> : null}
        {!ended && !driver && (unassigned || courier.isPending) ? (
          <p className="tracking__note">{t('orders.map.noCourier')}</p>
        ) : null}
        {courier.error && !unassigned && !driver ? (
          <div className="tracking__problem" role="alert">
            <p>{t('orders.map.courierFailed')}</p>
            <Button variant="secondary" onClick={() => void courier.refetch()}>
              {t('orders.retry')}
            </Button>
          </div>
        ) : null}
        {arrives ? (
          <p className="tracking__eta">
            {t(orderTimeKey(arrives), { time: arrives.time, date: arrives.date })}
          </p>
        ) : null}
        <dl className="order__facts tracking__facts">
          {driver?.name ? (
            <div>
              <dt>{t('orders.map.courier')}</dt>
              <dd className="tracking__person">
                {driver.name}
                {driver.phone ? (
                  <a className="tracking__phone" href={`tel:${driver.phone.replace(/[^\d+]/g, '')}`}>
                    <PhoneIcon aria-hidden="true" />
                    <span className="order-ltr">{driver.phone}</span>
                  </a>
                ) : null}
              </dd>
            </div>
          ) : null}
          {branch.data ? (
            <div>
              <dt>{t('orders.map.from')}</dt>
              <dd>
                {branchName}
                <span className="order__place-address">{addressOf(branch.data)}</span>
              </dd>
            </div>
          ) : null}
          {addressText ? (
            <div>
              <dt>{t('orders.map.to')}</dt>
              <dd>{addressText}</dd>
            </div>
          ) : null}
        </dl>
        {updated && !ended ? (
          <p className="tracking__updated">{t('orders.map.updated', { time: updated.time })}</p>
        ) : null}
      </section>
    </>
  );
}
