import type { PricedOrder } from '../../contract/pricing.ts';
import { usePrice, useT } from '../../core/storefront.tsx';

/** The merchant's service fee on this basket. */
export interface BasketServiceFee {
  amount: number;
}

/**
 * What the products cost: before discounts, the discount, the service fee (the checkout adds it, so
 * the basket says it first), and the total to pay for them.
 */
export function BasketSummary({
  totals,
  serviceFee,
}: {
  totals: PricedOrder;
  serviceFee?: BasketServiceFee;
}) {
  const t = useT();
  const price = usePrice();
  return (
    <dl className="bsummary">
      <div className="bsummary__row">
        <dt>{t('basket.products', { count: totals.productCount })}</dt>
        <dd>{price(totals.productPrice)}</dd>
      </div>
      {totals.productDiscount > 0 ? (
        <div className="bsummary__row bsummary__row--discount">
          <dt>{t('basket.discount')}</dt>
          <dd>−{price(totals.productDiscount)}</dd>
        </div>
      ) : null}
      {serviceFee && serviceFee.amount > 0 ? (
        <div className="bsummary__row">
          <dt>{t('basket.serviceFee')}</dt>
          <dd>{price(serviceFee.amount)}</dd>
        </div>
      ) : null}
      <div className="bsummary__row bsummary__row--total">
        <dt>{t('basket.total')}</dt>
        <dd>{price(totals.totalPrice + (serviceFee?.amount ?? 0))}</dd>
      </div>
    </dl>
  );
}
