import { observer } from 'mobx-react-lite';
import { useBasket } from '../../core/basket/use-basket.ts';
import { useT } from '../../core/storefront.tsx';
import { BasketIcon } from '../../ui/icons.tsx';
import { BasketEntry } from './basket-entry.tsx';
import './basket-button.css';

/** The header's basket button with the number of items (basketPosition NAVIGATION_BAR). */
export default observer(function BasketButton() {
  const basket = useBasket();
  const t = useT();
  const count = basket.count;
  return (
    <BasketEntry className="icon-btn basket-btn" label={t('basket.open', { count })}>
      <BasketIcon />
      {count ? (
        <span className="basket-btn__badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </BasketEntry>
  );
});
