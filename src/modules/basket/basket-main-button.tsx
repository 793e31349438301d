/**
 * Inside Telegram, the basket rides on Telegram's Main button ("Basket · 110 000 so'm") instead of a
 * bar over the menu: on the menu's screens (home, categories, a product, search) while the basket
 * holds something. A press opens the basket: its page, or the sheet for merchants without one.
 * It fills the slot `channel.main-button`, which only the Telegram channel's code renders, so its
 * code downloads only there.
 */
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePricedBasket } from '../../core/basket/use-basket.ts';
import { useMainButton } from '../../core/main-button.ts';
import { usePrice, useSettings, useT } from '../../core/storefront.tsx';
import { basketSheet } from '../../core/basket/basket-sheet-state.ts';
import { isCatalogueScreen } from './catalogue-screens.ts';

export default observer(function BasketMainButton() {
  const { basket, priced } = usePricedBasket();
  const { cartPageActive } = useSettings();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const price = usePrice();
  const t = useT();
  useMainButton(
    priced && !basket.isEmpty && isCatalogueScreen(pathname)
      ? {
          // "Basket · 110 000 so'm": the basket's own title and the total, as the floating bar shows
          // them (no text of its own: the basket's messages download with every page).
          text: `${t('basket.title')} · ${price(priced.totals.totalPrice)}`,
          enabled: true,
          progress: false,
          onPress: () => (cartPageActive ? void navigate('/basket') : basketSheet.show()),
        }
      : null,
  );
  return null;
});
