import { observer } from 'mobx-react-lite';
import { lazy, useEffect } from 'react';
import { MarkedSuspense } from '../../core/hydration-marks.tsx';
import { useBasket } from '../../core/basket/use-basket.ts';
import { useT } from '../../core/storefront.tsx';
import { Sheet } from '../../ui/sheet.tsx';
import { basketSheet } from '../../core/basket/basket-sheet-state.ts';

/**
 * The basket's contents with everything they need (prices, checkout blocks, the contract's schemas):
 * far more code than a closed sheet, so it loads once there is something to show, not with the home.
 */
const loadBasketView = () => import('./basket-view.tsx');
const BasketView = lazy(() => loadBasketView().then((m) => ({ default: m.BasketView })));

/** The basket over the page, for merchants without a basket page (cartPageActive off). */
export default observer(function BasketSheet() {
  const t = useT();
  const filled = !useBasket().isEmpty;
  // A filled basket is about to be opened: its code is on its way before the tap.
  useEffect(() => {
    if (filled) void loadBasketView();
  }, [filled]);
  return (
    <Sheet
      open={basketSheet.open}
      onClose={() => basketSheet.hide()}
      title={t('basket.title')}
      closeLabel={t('basket.close')}
      placement="bottom"
    >
      <MarkedSuspense fallback={<div className="basket-sheet__loading" role="status" aria-busy="true" />}>
        <BasketView onLeave={() => basketSheet.hide()} />
      </MarkedSuspense>
    </Sheet>
  );
});
