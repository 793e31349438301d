import { useQuery } from '@tanstack/react-query';
import { useBranchAddress } from '../../core/branches/branch-address.ts';
import { isDeliveryService, type Order } from '../../contract/index.ts';
import { formatDateIn } from '../../core/i18n/format-time.ts';
import { useLocalize, useStorefront, useT } from '../../core/storefront.tsx';
import { paidKey, paymentTypeKey } from './order-labels.ts';
import { tableOf } from './order-table.ts';
import { orderWindow } from './order-window.ts';
import { branchQuery } from './orders-queries.ts';
import type { useOrderDetails } from './use-order-details.ts';

type Details = ReturnType<typeof useOrderDetails>;

/**
 * The order's facts: when it was placed and is expected (or its window), where, the table, payment
 * and the comments.
 */
export function OrderFacts({
  order,
  date,
  time,
  kitchen,
  timeZone,
}: { order: Order } & Pick<Details, 'date' | 'time' | 'kitchen' | 'timeZone'>) {
  const t = useT();
  const span = orderWindow(order);
  return (
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
      {span ? (
        <div className="order__time">
          <dt>{t('orders.window')}</dt>
          <dd>
            <time dateTime={time?.iso}>{t('orders.time.window', { ...span })}</time>
          </dd>
        </div>
      ) : time ? (
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
      {(['comment', 'courierComment'] as const).map((key) =>
        order[key] ? (
          <div key={key} className="order__comment">
            <dt>{t(`orders.${key}`)}</dt>
            <dd>{order[key]}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}

/** Where a delivery goes, or the branch a pickup or dine-in order is made at; nothing while unknown. */
function Place({ order }: { order: Order }) {
  const { api, merchant } = useStorefront();
  const t = useT();
  const localize = useLocalize();
  const addressOf = useBranchAddress();
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
        <span className="order__place-address">{addressOf(branch.data)}</span>
      </dd>
    </div>
  );
}
