import { observer } from 'mobx-react-lite';
import { useT } from '../../core/storefront.tsx';
import { Sheet } from '../../ui/sheet.tsx';
import { basketSheet } from '../../core/basket/basket-sheet-state.ts';
import { BasketView } from './basket-view.tsx';

/** The basket over the page, for merchants without a basket page (cartPageActive off). */
export default observer(function BasketSheet() {
  const t = useT();
  return (
    <Sheet
      open={basketSheet.open}
      onClose={() => basketSheet.hide()}
      title={t('basket.title')}
      closeLabel={t('basket.close')}
      placement="bottom"
    >
      <BasketView onLeave={() => basketSheet.hide()} />
    </Sheet>
  );
});
