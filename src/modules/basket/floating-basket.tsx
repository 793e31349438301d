import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { usePricedBasket } from '../../core/basket/use-basket.ts';
import { hasNativeButtons } from '../../core/channel-buttons.ts';
import { usePrice, useT } from '../../core/storefront.tsx';
import { BasketIcon } from '../../ui/icons.tsx';
import { BasketEntry } from './basket-entry.tsx';
import './floating-basket.css';

/**
 * A bar floating over the menu with the basket's count and total (basketPosition
 * FLOATING_OVER_PRODUCT). Hidden while the basket is empty and on the basket page itself. Inside
 * Telegram the basket rides on Telegram's Main button instead (basket-main-button.tsx).
 */
export default observer(function FloatingBasket() {
  const { basket, priced } = usePricedBasket();
  const price = usePrice();
  const t = useT();
  const { pathname } = useLocation();
  if (hasNativeButtons()) return null;
  // Not where it would cover the screen's own basket action (the basket, checkout, a product page).
  if (basket.isEmpty || /^\/(basket|checkout|product\/)/.test(pathname)) return null;
  const count = basket.count;
  return (
    <>
      {/* Room at the end of the page, so the bar never hides the last of the content. */}
      <div className="floating-basket__room" aria-hidden="true" />
      <div className="floating-basket">
        <BasketEntry className="floating-basket__bar" label={t('basket.open', { count })} nameFromContent>
          <span className="floating-basket__icon">
            <BasketIcon />
            <span className="floating-basket__count">{count}</span>
          </span>
          <span className="floating-basket__label">{t('basket.title')}</span>
          {priced ? <span className="floating-basket__total">{price(priced.totals.totalPrice)}</span> : null}
        </BasketEntry>
      </div>
    </>
  );
});
