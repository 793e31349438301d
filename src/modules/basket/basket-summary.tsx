import type { PricedOrder } from '../../contract/pricing.ts';
import { usePrice, useT } from '../../core/storefront.tsx';

/** What the products cost: before discounts, the discount, and the total to pay for them. */
export function BasketSummary({ totals }: { totals: PricedOrder }) {
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
      <div className="bsummary__row bsummary__row--total">
        <dt>{t('basket.total')}</dt>
        <dd>{price(totals.totalPrice)}</dd>
      </div>
    </dl>
  );
}
