/**
 * One order's details: status, facts, payment, the modules' actions, items, totals, cashback and
 * the receipt. Its model is use-order-details.ts.
 */
import { useFeeText } from '../../core/fee-text.ts';
import { Link } from 'react-router-dom';
import type { Order } from '../../contract/index.ts';
import { OrderPaymentSlot } from '../../core/checkout/order-payment-slot.tsx';
import { awaitsConfirmation } from '../../core/order-confirmation.ts';
import { OrderSlot } from '../../core/orders/order-slot.tsx';
import { useLocalize, usePrice, useT } from '../../core/storefront.tsx';
import { CancelledNote, CancelOrder } from './after/cancel-order.tsx';
import { ReorderButton } from './after/reorder-button.tsx';
import { OrderFacts } from './order-facts.tsx';
import { isFinished, serviceTypeKey } from './order-labels.ts';
import { totalLabelKey } from './order-lines.ts';
import { OrderPay } from './order-pay.tsx';
import { StatusBadge } from './order-row.tsx';
import { OrderReceipt } from './receipt/order-receipt.tsx';
import { canTrack } from './tracking/tracking.ts';
import { useOrderDetails } from './use-order-details.ts';

export function OrderDetails({ order }: { order: Order }) {
  const t = useT();
  const price = usePrice();
  const feeText = useFeeText();
  const localize = useLocalize();
  const { lines, totals, date, time, timeZone, kitchen, cashback } = useOrderDetails(order);

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
      <OrderFacts order={order} date={date} time={time} kitchen={kitchen} timeZone={timeZone} />
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
                {row.key === 'delivery'
                  ? feeText(row.amount)
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
