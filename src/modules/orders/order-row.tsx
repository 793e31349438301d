import { Link } from 'react-router-dom';
import type { Order, OrderStatus } from '../../contract/index.ts';
import { formatDateIn } from '../../core/i18n/format-time.ts';
import { usePrice, useT } from '../../core/storefront.tsx';
import { ChevronIcon } from '../../ui/icons.tsx';
import { Skeleton } from '../../ui/page-state.tsx';
import { paidKey, placedAt, serviceTypeKey, statusLabelKey } from './order-labels.ts';
import { tableOf } from './order-table.ts';
import { statusTone } from './status-tone.ts';
import { orderTimeKey } from './order-time.ts';
import { useOrderTime, useOrderTimeZone } from './use-order-time.ts';

export function StatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return (
    <span className={`order-status order-status--${statusTone(status)}`}>{t(statusLabelKey(status))}</span>
  );
}

/** One order in a list: number, date, status, service type, total and whether it is paid. */
export function OrderRow({ order, from }: { order: Order; from: string }) {
  const t = useT();
  const price = usePrice();
  const date = placedAt(order);
  const table = tableOf(order);
  const time = useOrderTime(order);
  // Placed and set times on one clock: the merchant's, whatever zone the phone is in.
  const timeZone = useOrderTimeZone(order.cityId);
  return (
    <li>
      <Link className="order-row" to={`/profile/orders/${order.id}`} state={{ from }}>
        <span className="order-row__head">
          <span className="order-row__number">
            {t('orders.number', { number: String(order.number ?? order.id) })}
          </span>
          <StatusBadge status={order.status} />
        </span>
        <span className="order-row__meta">
          {date ? (
            <time className="order-ltr" dateTime={date}>
              {formatDateIn(date, timeZone, true)}
            </time>
          ) : null}
          <span>{t(serviceTypeKey(order.serviceType))}</span>
          {table ? <span>{t('orders.atTable', { number: String(table) })}</span> : null}
        </span>
        {time ? (
          <span className="order-row__time">
            <time dateTime={time.iso}>{t(orderTimeKey(time), { time: time.time, date: time.date })}</time>
          </span>
        ) : null}
        <span className="order-row__foot">
          <strong className="order-row__total order-ltr">{price(order.totals?.totalPrice ?? 0)}</strong>
          <span className={order.isPaid ? 'order-paid' : 'order-unpaid'}>{t(paidKey(order))}</span>
        </span>
        <span className="order-row__chevron" aria-hidden="true">
          <ChevronIcon />
        </span>
      </Link>
    </li>
  );
}

/** Grey rows in the shape of the list, while it loads. */
export function OrderRowsSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <ul className="order-list" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="order-row order-row--skeleton">
          <Skeleton width="40%" height={18} radius={8} />
          <Skeleton width="60%" height={14} radius={8} />
          <Skeleton width="30%" height={18} radius={8} />
        </li>
      ))}
    </ul>
  );
}
