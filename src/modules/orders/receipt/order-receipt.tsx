import { useState } from 'react';
import type { Order } from '../../../contract/index.ts';
import { formatDateIn } from '../../../core/i18n/format-time.ts';
import { useLocalize, usePrice, useStorefront, useT } from '../../../core/storefront.tsx';
import { Button } from '../../../ui/button.tsx';
import { Sheet } from '../../../ui/sheet.tsx';
import { paymentTypeKey } from '../order-labels.ts';
import { totalLabelKey, type OrderLineView, type TotalsView } from '../order-lines.ts';

/**
 * A paid order's receipt: when it was paid and where the receipt goes (the order's sendCheque), and
 * the receipt itself in a sheet: the merchant, the order's number, the paid time, every line, the
 * totals, the payment type and the promo code. Nothing for an unpaid order.
 */
export function OrderReceipt({
  order,
  lines,
  totals,
  timeZone,
}: {
  order: Order;
  lines: readonly OrderLineView[];
  totals: TotalsView;
  timeZone: string;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (!order.isPaid) return null;
  const paidAt = order.paidAt ? formatDateIn(order.paidAt, timeZone, true) : null;
  return (
    <section className="order__section order-receipt" aria-labelledby="order-receipt">
      <h2 id="order-receipt">{t('orders.receipt.title')}</h2>
      <dl className="order__facts">
        {paidAt ? (
          <div>
            <dt>{t('orders.receipt.paidAt')}</dt>
            <dd>
              <time className="order-ltr" dateTime={order.paidAt ?? undefined}>
                {paidAt}
              </time>
            </dd>
          </div>
        ) : null}
        {order.sendCheque && order.sendChequePhone ? (
          <div>
            <dt>{t('orders.receipt.phone')}</dt>
            <dd>
              <bdi dir="ltr">{order.sendChequePhone}</bdi>
            </dd>
          </div>
        ) : null}
      </dl>
      <Button variant="secondary" className="order-receipt__open" onClick={() => setOpen(true)}>
        {t('orders.receipt.open')}
      </Button>
      <Sheet
        open={open}
        onClose={() => setOpen(false)}
        title={t('orders.receipt.title')}
        closeLabel={t('orders.receipt.close')}
        placement="center"
      >
        <ReceiptPaper order={order} lines={lines} totals={totals} paidAt={paidAt} />
      </Sheet>
    </section>
  );
}

function ReceiptPaper({
  order,
  lines,
  totals,
  paidAt,
}: {
  order: Order;
  lines: readonly OrderLineView[];
  totals: TotalsView;
  paidAt: string | null;
}) {
  const { merchant, settings } = useStorefront();
  const t = useT();
  const price = usePrice();
  const localize = useLocalize();
  const signed = (amount: number) => `${amount < 0 ? '−' : ''}${price(Math.abs(amount))}`;
  return (
    <article className="receipt" aria-labelledby="receipt-heading">
      <header className="receipt__head">
        <p className="receipt__merchant">{settings.brand || localize(merchant.name)}</p>
        <h2 id="receipt-heading" className="receipt__title">
          {t('orders.receipt.heading', { number: String(order.number ?? order.id) })}
        </h2>
        {paidAt ? <p className="receipt__time order-ltr">{paidAt}</p> : null}
      </header>
      <ul className="receipt__lines">
        {lines.map((line) => (
          <li key={line.key} className="receipt__line">
            <span>{line.name ? localize(line.name) : t('orders.unknownProduct')}</span>
            <span className="receipt__count order-ltr">
              {t('orders.lineCount', { count: String(line.count), amount: price(line.unit) })}
            </span>
            <span className="receipt__amount order-ltr">{price(line.total)}</span>
          </li>
        ))}
      </ul>
      <dl className="receipt__totals">
        {totals.rows.map((row) => (
          <div key={row.key}>
            <dt>{t(totalLabelKey(row.key), { code: order.promoCode ?? '' })}</dt>
            <dd className="order-ltr">{signed(row.amount)}</dd>
          </div>
        ))}
        <div className="receipt__total">
          <dt>{t('orders.receipt.paid')}</dt>
          <dd className="order-ltr">{price(totals.total)}</dd>
        </div>
        <div>
          <dt>{t('orders.payment')}</dt>
          <dd>{t(paymentTypeKey(order.paymentType))}</dd>
        </div>
      </dl>
      <p className="receipt__thanks">{t('orders.receipt.thanks')}</p>
    </article>
  );
}
