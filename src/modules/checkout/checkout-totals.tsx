import type { PricedOrder } from '../../contract/pricing.ts';
import { usePrice, useT } from '../../core/storefront.tsx';

/**
 * The order's totals from the shared pricing: products, their discount, the delivery price when
 * there is one (never for pickup or dine-in; a dash while it is not known yet), the merchant's
 * service fee when it charges one, and what to pay.
 */
export function CheckoutTotals({
  totals,
  delivery,
  deliveryKnown = true,
}: {
  totals: PricedOrder;
  delivery: boolean;
  deliveryKnown?: boolean;
}) {
  const t = useT();
  const price = usePrice();
  return (
    <dl className="checkout__totals">
      <div className="checkout__total-row">
        <dt>{t('checkout.total.products', { count: totals.productCount })}</dt>
        <dd className="checkout__money">{price(totals.productPrice)}</dd>
      </div>
      {totals.productDiscount > 0 ? (
        <div className="checkout__total-row checkout__total-row--discount">
          <dt>{t('checkout.total.discount')}</dt>
          <dd className="checkout__money">−{price(totals.productDiscount)}</dd>
        </div>
      ) : null}
      {delivery ? (
        <div className="checkout__total-row">
          <dt>{t('checkout.total.delivery')}</dt>
          <dd className="checkout__money" data-testid="checkout-delivery-price">
            {deliveryKnown ? price(totals.deliveryPrice) : '—'}
          </dd>
        </div>
      ) : null}
      {totals.servicePrice > 0 ? (
        <div className="checkout__total-row">
          <dt>{t('checkout.total.service')}</dt>
          <dd className="checkout__money" data-testid="checkout-service-price">
            {price(totals.servicePrice)}
          </dd>
        </div>
      ) : null}
      <div className="checkout__total-row checkout__total-row--total">
        <dt>{t('checkout.total.total')}</dt>
        <dd className="checkout__money" data-testid="checkout-total">
          {price(totals.totalPrice)}
        </dd>
      </div>
    </dl>
  );
}
