/** One order: lines, customer, payment, timeline and what can be done with it. */
import { Link, useParams } from 'react-router-dom';
import type { ConsoleOrder } from '../../contract/console-orders.ts';
import { useConsole } from '../app/console-context.ts';
import { useMoney } from '../format/use-money.ts';
import { PaymentBadge } from '../ui/payment-badge.tsx';
import { OrderActions } from './order-actions.tsx';
import { OrderCustomer } from './order-customer.tsx';
import { OrderLines } from './order-lines.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { OrderWhen } from './order-when.tsx';
import { RefundNote } from './refund-note.tsx';
import { useOrder } from './use-order.ts';

export default function OrderScreen() {
  const { t } = useConsole();
  const id = Number(useParams().id);
  const query = useOrder(id);
  return (
    <section className="order-screen" aria-labelledby="order-title">
      <Link to="/" className="back-link">
        ← {t('nav.orders')}
      </Link>
      {query.isError && <p role="alert">{query.error.message}</p>}
      {query.data ? (
        <OrderDetails data={query.data} />
      ) : (
        !query.isError && <p role="status">{t('app.loading')}</p>
      )}
    </section>
  );
}

function OrderDetails({ data }: { data: ConsoleOrder }) {
  const { t } = useConsole();
  const money = useMoney();
  const { order } = data;
  return (
    <>
      <div className="screen-head">
        <h1 id="order-title">{t('order.number', { number: order.number ?? order.id })}</h1>
        <p className="status-pill" data-status={order.status} aria-live="polite">
          {t(`status.${order.status}`)}
        </p>
      </div>
      <div className="order-screen__grid">
        <div className="stack">
          <p>
            {t(`service.${order.serviceType}`)} · {money(order.totals?.totalPrice ?? null)} ·{' '}
            <PaymentBadge paymentType={order.paymentType} isPaid={order.isPaid} />
          </p>
          <OrderWhen order={order} />
          {data.refund && <RefundNote refund={data.refund} />}
          <OrderLines order={order} />
          <OrderCustomer order={order} phone={data.customerPhone} />
          <h2>{t('order.timeline')}</h2>
          <OrderTimeline entries={data.timeline} />
        </div>
        <OrderActions data={data} />
      </div>
    </>
  );
}
