import { hasNativeButtons } from '../../core/channel-buttons.ts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { isDeliveryService, type Order } from '../../contract/index.ts';
import { ApiRequestError } from '../../core/api/unwrap.ts';
import { catalogueQuery } from '../../core/catalogue/catalogue-queries.ts';
import { OrderPaymentSlot } from '../../core/checkout/order-payment-slot.tsx';
import { OrderSlot } from '../../core/orders/order-slot.tsx';
import { formatDateIn } from '../../core/i18n/format-time.ts';
import { notify } from '../../core/notify.ts';
import { RequireSession } from '../../core/session/require-session.tsx';
import { useLocalize, usePrice, useStorefront, useT } from '../../core/storefront.tsx';
import { BackIcon } from '../../ui/icons.tsx';
import { LoadFailed } from '../../ui/query-view.tsx';
import { PageState, Skeleton } from '../../ui/page-state.tsx';
import { awaitsConfirmation } from '../../core/order-confirmation.ts';
import { CancelledNote, CancelOrder } from './after/cancel-order.tsx';
import { ReorderButton } from './after/reorder-button.tsx';
import { isFinished, paidKey, paymentTypeKey, placedAt, serviceTypeKey } from './order-labels.ts';
import { tableOf } from './order-table.ts';
import { OrderPay } from './order-pay.tsx';
import { cashbackNote, orderLines, orderTotals, totalLabelKey } from './order-lines.ts';
import { OrderReceipt } from './receipt/order-receipt.tsx';
import { StatusBadge } from './order-row.tsx';
import { orderQuery } from './order-query.ts';
import { branchQuery } from './orders-queries.ts';
import { canTrack } from './tracking/tracking.ts';
import { useOrderTime, useOrderTimeZone } from './use-order-time.ts';
import { kitchenTime } from './order-time.ts';
import { useLiveOrders } from './use-live-orders.ts';
import './orders.css';

/** Route profile-orders-id: one order with its items, totals, branch or address, and payment. */
export default function OrderPage() {
  return <RequireSession>{() => <OrderScreen />}</RequireSession>;
}

/** Where "back" goes: the list tab the order was opened from, else the list. */
function useBackPath(): string {
  const { state } = useLocation();
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/profile/orders') ? from : '/profile/orders';
}

function OrderScreen() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const { api, merchant } = useStorefront();
  const t = useT();
  const back = useBackPath();
  const orderId = /^\d+$/.test(id) ? Number(id) : null;
  useLiveOrders();
  const query = useQuery({ ...orderQuery(api, merchant.id, orderId ?? -1), enabled: orderId !== null });

  // Inside Telegram, Telegram's own Back button in its header does this.
  const backLink = hasNativeButtons() ? null : (
    <Link className="order__back" to={back}>
      <span className="order__back-icon" aria-hidden="true">
        <BackIcon />
      </span>
      {t('orders.back')}
    </Link>
  );
  if (orderId === null)
    return (
      <PageState title={t('app.notFound.title')} message={t('app.notFound.invalid', { path: pathname })} />
    );
  if (query.isPending)
    return (
      <div className="order" aria-busy="true">
        {backLink}
        <Skeleton width="50%" height={30} radius={8} />
        <Skeleton width="100%" height={160} />
        <Skeleton width="100%" height={120} />
      </div>
    );
  if (query.error && !query.data) {
    const missing = query.error instanceof ApiRequestError && query.error.status === 404;
    return (
      <div className="order">
        {backLink}
        {missing ? (
          <PageState title={t('orders.notFound')} message={t('orders.notFoundText')} />
        ) : (
          <LoadFailed
            title={t('orders.orderFailed')}
            error={query.error}
            retry={t('orders.retry')}
            onRetry={() => void query.refetch()}
          />
        )}
      </div>
    );
  }
  return (
    <div className="order">
      {backLink}
      <OrderDetails key={query.data.id} order={query.data} />
    </div>
  );
}

function OrderDetails({ order }: { order: Order }) {
  const { api, merchant, catalogueType } = useStorefront();
  const t = useT();
  const price = usePrice();
  const localize = useLocalize();
  // Names come from the whole catalogue, not the menu as shown: an order may hold a product that the
  // current branch or address hides. Prices stay the order's own.
  const catalogue = useQuery(catalogueQuery(api, merchant.id, catalogueType));
  const productsById = useMemo(
    () => new Map(catalogue.data?.products.map((p) => [p.id, p])),
    [catalogue.data],
  );
  const lines = orderLines(order, productsById);
  const totals = orderTotals(order);
  const date = placedAt(order);
  const time = useOrderTime(order);
  // Placed and set times on one clock: the merchant's, whatever zone the phone is in.
  const timeZone = useOrderTimeZone(order.cityId);
  const kitchen = kitchenTime(order, timeZone);
  const cashback = cashbackNote(order);
  useConfirmedNotice(order);

  return (
    <>
      <header className="order__header">
        <h1 className="order__title">{t('orders.number', { number: String(order.number ?? order.id) })}</h1>
        <StatusBadge status={order.status} />
        {awaitsConfirmation(order.status) ? (
          <p className="order__status-note">{t('orders.receipt.awaiting')}</p>
        ) : null}
        <p className="order__service">{t(serviceTypeKey(order.serviceType))}</p>
        <CancelledNote order={order} />
      </header>
      {canTrack(order) ? (
        <Link className="btn btn--primary order__track" to={`/profile/orders/${order.id}/map`}>
          {t('orders.track')}
        </Link>
      ) : null}
      <dl className="order__facts">
        {date ? (
          <div>
            <dt>{t('orders.placed')}</dt>
            <dd>
              <time className="order-ltr" dateTime={date}>
                {formatDateIn(date, timeZone, true)}
              </time>
            </dd>
          </div>
        ) : null}
        {time ? (
          <div className="order__time">
            <dt>{t(time.kind === 'scheduled' ? 'orders.scheduled' : 'orders.expected')}</dt>
            <dd>
              <time dateTime={time.iso}>{t('orders.time.at', { time: time.time, date: time.date })}</time>
            </dd>
          </div>
        ) : null}
        {kitchen ? (
          <div className="order__kitchen-time">
            <dt>{t('orders.readyBy')}</dt>
            <dd>
              <time dateTime={kitchen.iso}>
                {t('orders.time.at', { time: kitchen.time, date: kitchen.date })}
              </time>
            </dd>
          </div>
        ) : null}
        <Place order={order} />
        {tableOf(order) ? (
          <div>
            <dt>{t('orders.table')}</dt>
            <dd data-testid="order-table">{tableOf(order)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('orders.payment')}</dt>
          <dd>
            {t(paymentTypeKey(order.paymentType))} ·{' '}
            <span className={order.isPaid ? 'order-paid' : 'order-unpaid'}>{t(paidKey(order))}</span>
          </dd>
        </div>
        {order.comment ? (
          <div className="order__comment">
            <dt>{t('orders.comment')}</dt>
            <dd>{order.comment}</dd>
          </div>
        ) : null}
      </dl>
      <OrderPay order={order} />
      <OrderPaymentSlot order={order} />
      <CancelOrder order={order} />
      <OrderSlot name="order.review" order={order} />
      <OrderSlot order={order} name="order.actions" />

      <section className="order__section" aria-labelledby="order-items">
        <h2 id="order-items">{t('orders.items')}</h2>
        <ul className="order__lines">
          {lines.map((line) => (
            <li key={line.key} className="order__line">
              <span className="order__line-name">
                {line.name ? localize(line.name) : t('orders.unknownProduct')}
                {line.modifications.length ? (
                  <span className="order__line-mods">
                    {line.modifications
                      .map((m) => `${localize(m.name) || `#${m.id}`}${m.count > 1 ? ` × ${m.count}` : ''}`)
                      .join(', ')}
                  </span>
                ) : null}
              </span>
              <span className="order__line-count">
                {t('orders.lineCount', { count: String(line.count), amount: price(line.unit) })}
              </span>
              <strong className="order__line-total order-ltr">{price(line.total)}</strong>
            </li>
          ))}
        </ul>
      </section>

      <section className="order__section" aria-labelledby="order-summary">
        <h2 id="order-summary">{t('orders.summary')}</h2>
        <dl className="order__totals">
          {totals.rows.map((row) => (
            <div key={row.key}>
              <dt>{t(totalLabelKey(row.key), { code: order.promoCode ?? '' })}</dt>
              <dd className="order-ltr">
                {row.key === 'delivery' && row.amount === 0
                  ? t('orders.free')
                  : `${row.amount < 0 ? '−' : ''}${price(Math.abs(row.amount))}`}
              </dd>
            </div>
          ))}
          <div className="order__grand-total">
            <dt>{t('orders.total.total')}</dt>
            <dd className="order-ltr">{price(totals.total)}</dd>
          </div>
        </dl>
      </section>
      {cashback ? (
        <p className="order__cashback" data-testid="order-cashback">
          {t(
            cashback.state === 'credited'
              ? 'orders.receipt.cashbackCredited'
              : 'orders.receipt.cashbackPending',
            { amount: price(cashback.amount) },
          )}
        </p>
      ) : null}

      <OrderReceipt order={order} lines={lines} totals={totals} timeZone={timeZone} />
      {isFinished(order.status) ? <ReorderButton order={order} /> : null}
    </>
  );
}

/**
 * Says "confirmed" ('Tasdiqlandi' / 'Buyurtmangiz tasdiqlandi') when the merchant confirms the order
 * while the customer watches its page: the notice after "Place order" said it was sent, and the two
 * must agree. A cancellation says nothing here: the badge shows it.
 */
function useConfirmedNotice(order: Order): void {
  const t = useT();
  const seen = useRef(order.status);
  useEffect(() => {
    const before = seen.current;
    seen.current = order.status;
    if (awaitsConfirmation(before) && !awaitsConfirmation(order.status) && order.status !== 'CANCELED')
      notify(t('orders.receipt.confirmed.text'), 'success', undefined, t('orders.receipt.confirmed.title'));
  }, [order.status, t]);
}

/** Where a delivery goes, or the branch a pickup or dine-in order is made at; nothing while unknown. */
function Place({ order }: { order: Order }) {
  const { api, merchant } = useStorefront();
  const t = useT();
  const localize = useLocalize();
  const delivery = isDeliveryService(order.serviceType);
  const branchId = order.branchId ?? null;
  const branch = useQuery({
    ...branchQuery(api, merchant.id, branchId ?? -1),
    enabled: !delivery && branchId !== null,
  });
  if (delivery) {
    const address = order.address;
    const street = [address?.streetName, address?.houseNumber].filter(Boolean).join(' ');
    const text = [address?.name, address?.description || street].filter(Boolean).join(' — ');
    return text ? (
      <div>
        <dt>{t('orders.deliverTo')}</dt>
        <dd>{text}</dd>
      </div>
    ) : null;
  }
  if (!branch.data) return null;
  return (
    <div>
      <dt>{t(order.serviceType === 'PICK_UP' ? 'orders.pickupAt' : 'orders.branch')}</dt>
      <dd>
        {localize(branch.data.name)}
        <span className="order__place-address">{branch.data.address}</span>
      </dd>
    </div>
  );
}
