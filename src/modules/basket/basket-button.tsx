import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useBasket } from '../../core/basket/use-basket.ts';
import { hasNativeButtons } from '../../core/channel-buttons.ts';
import { useT } from '../../core/storefront.tsx';
import { BasketIcon } from '../../ui/icons.tsx';
import { BasketEntry } from './basket-entry.tsx';
import './basket-button.css';

const BasketMainButton = lazy(() => import('./basket-main-button.tsx'));

/**
 * The header's basket button with the number of items (basketPosition NAVIGATION_BAR). Inside
 * Telegram it stays, and the basket's total rides on Telegram's Main button too (basket-main-button.tsx).
 */
export default observer(function BasketButton() {
  const basket = useBasket();
  const t = useT();
  const count = basket.count;
  return (
    <>
      <BasketEntry className="icon-btn basket-btn" label={t('basket.open', { count })}>
        <BasketIcon />
        {count ? (
          <span className="basket-btn__badge" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </BasketEntry>
      {hasNativeButtons() ? (
        <Suspense fallback={null}>
          <BasketMainButton />
        </Suspense>
      ) : null}
    </>
  );
});
