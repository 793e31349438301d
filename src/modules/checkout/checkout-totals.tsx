import type { PricedOrder } from '../../contract/pricing.ts';
import { useFeeText } from '../../core/fee-text.ts';
import { usePrice, useT } from '../../core/storefront.tsx';

/**
 * The order's totals from the shared pricing: products, their discount, the promo code's discount,
 * the delivery price when there is one (never for pickup or dine-in; a dash while it is not known
 * yet) and its discount, the merchant's service fee when it charges one, the cashback spent, and what
 * to pay.
 */
export function CheckoutTotals({
  totals,
  delivery,
  deliveryKnown = true,
  promoCode = null,
}: {
  totals: PricedOrder;
  delivery: boolean;
  deliveryKnown?: boolean;
  /** The applied promo code, named beside its discount. */
  promoCode?: string | null;
}) {
  const t = useT();
  const price = usePrice();
  const feeText = useFeeText();
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
      {totals.promoProductDiscount > 0 ? (
        <div className="checkout__total-row checkout__total-row--discount">
          <dt>{t('checkout.total.promo', { code: promoCode ?? '' })}</dt>
          <dd className="checkout__money" data-testid="checkout-promo-discount">
            −{price(totals.promoProductDiscount)}
          </dd>
        </div>
      ) : null}
      {delivery ? (
        <div className="checkout__total-row">
          <dt>{t('checkout.total.delivery')}</dt>
          <dd className="checkout__money" data-testid="checkout-delivery-price">
            {deliveryKnown ? feeText(totals.deliveryPrice) : '—'}
          </dd>
        </div>
      ) : null}
      {totals.deliveryDiscount > 0 ? (
        <div className="checkout__total-row checkout__total-row--discount">
          <dt>{t('checkout.total.deliveryDiscount')}</dt>
          <dd className="checkout__money" data-testid="checkout-delivery-discount">
            −{price(totals.deliveryDiscount)}
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
      {totals.cashback > 0 ? (
        <div className="checkout__total-row checkout__total-row--discount">
          <dt>{t('checkout.total.cashback')}</dt>
          <dd className="checkout__money" data-testid="checkout-cashback">
            −{price(totals.cashback)}
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
