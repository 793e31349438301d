/** One order on the board: number, time since, service, total and payment; opens the order. */
import { Link } from 'react-router-dom';
import type { ConsoleOrderSummary } from '../../contract/console-orders.ts';
import { useConsole } from '../app/console-context.ts';
import { timeSince } from '../format/formats.ts';
import { useMoney } from '../format/use-money.ts';
import { PaymentBadge } from '../ui/payment-badge.tsx';

export function OrderCard({ order, now }: { order: ConsoleOrderSummary; now: number }) {
  const { t } = useConsole();
  const money = useMoney();
  return (
    <li className="order-card" data-status={order.status}>
      <Link to={`/orders/${order.id}`} className="order-card__link">
        <span className="order-card__number">{t('order.number', { number: order.number ?? order.id })}</span>
        <span className="order-card__since">{timeSince(order.createdAt, t, now)}</span>
        <span>{t(`service.${order.serviceType}`)}</span>
        <span className="order-card__total">{money(order.totalPrice)}</span>
        <PaymentBadge paymentType={order.paymentType} isPaid={order.isPaid} />
      </Link>
    </li>
  );
}
