import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { Order } from '../../contract/index.ts';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { ChevronIcon } from '../../ui/icons.tsx';
import { statusLabelKey } from './order-labels.ts';
import { activeOrdersQuery } from './orders-queries.ts';
import { statusProgress } from './status-progress.ts';
import { orderTimeKey } from './order-time.ts';
import { useOrderTime } from './use-order-time.ts';
import { useLiveOrders } from './use-live-orders.ts';
import './active-orders-box.css';

/** More would push the menu off the first screen; the rest are one tap away in the order list. */
const SHOWN = 2;

/**
 * The order status box of a signed-in customer (active-orders-box.tsx): each order under way with its
 * status and how far it has come, a tap away from its detail, following the live stream. No active
 * order or a failed call shows nothing: the menu is what the page is for.
 */
export default function ActiveOrders({ userId }: { userId: number }) {
  const { api, merchant } = useStorefront();
  const t = useT();
  const { data } = useQuery(activeOrdersQuery(api, merchant.id, userId));
  // Orders under way follow their status live; a customer with none opens no stream from here.
  useLiveOrders(Boolean(data?.length));
  if (!data?.length) return null;
  const newest = [...data].sort((a, b) => b.id - a.id);

  return (
    <section className="order-box" aria-label={t('orders.box.title')}>
      {newest.slice(0, SHOWN).map((order) => {
        const progress = statusProgress(order.status, order.serviceType);
        return (
          <Link key={order.id} to={`/profile/orders/${order.id}`} className="order-box__card">
            <span className="order-box__head">
              <span className="order-box__number">
                {t('orders.number', { number: String(order.number ?? order.id) })}
              </span>
              <span className="order-box__status">{t(statusLabelKey(order.status))}</span>
              <span className="order-box__chevron" aria-hidden="true">
                <ChevronIcon />
              </span>
            </span>
            <OrderBoxTime order={order} />
            <span
              className="order-box__steps"
              role="progressbar"
              aria-label={t(statusLabelKey(order.status))}
              aria-valuemin={1}
              aria-valuemax={progress.steps.length}
              aria-valuenow={progress.current + 1}
            >
              {progress.steps.map((step, index) => (
                <span
                  key={step}
                  className={
                    index <= progress.current ? 'order-box__step order-box__step--done' : 'order-box__step'
                  }
                />
              ))}
            </span>
          </Link>
        );
      })}
      {data.length > SHOWN ? (
        <Link to="/profile/orders" className="order-box__more">
          {t('orders.box.more', { count: data.length - SHOWN })}
        </Link>
      ) : null}
    </section>
  );
}

/** The set or expected time of an order under way ("Scheduled at 14:30, 09.06"), when it has one. */
function OrderBoxTime({ order }: { order: Order }) {
  const t = useT();
  const time = useOrderTime(order);
  if (!time) return null;
  return (
    <time className="order-box__time" dateTime={time.iso}>
      {t(orderTimeKey(time), { time: time.time, date: time.date })}
    </time>
  );
}
