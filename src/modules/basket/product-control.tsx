import { observer } from 'mobx-react-lite';
import { lineKey } from '../../core/basket/basket-line.ts';
import { useBasket } from '../../core/basket/use-basket.ts';
import { useCatalogue } from '../../core/catalogue/catalogue-queries.ts';
import { productOverlay } from '../../core/catalogue/product-overlay.ts';
import { useProductScreenSlot } from '../../core/catalogue/product-slots.tsx';
import { notify } from '../../core/notify.ts';
import { useLocalize, usePrice, useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { Stepper } from '../../ui/stepper.tsx';
import { canAddOne, maximumReached } from '../../core/basket/stock.ts';
import { tellMaximum } from './tell-maximum.ts';
import './product-control.css';

/**
 * Puts the product, with the chosen modifications, into the basket. The same product with another
 * choice is another basket line, so the stepper shows the count of exactly this choice. Opened from a
 * basket line to change its options, it saves them into that line instead.
 */
export default observer(function ProductControl() {
  const { product, modificationIds, unitTotal, complete, editing } = useProductScreenSlot();
  const basket = useBasket();
  const t = useT();
  const price = usePrice();
  const localize = useLocalize();
  const { catalogue } = useCatalogue();
  const category = catalogue?.categories.find((c) => c.id === product.categoryId);
  if (category?.isWithoutCart) return null;
  if (!product.isAvailable || !canAddOne(product, 0))
    return (
      <Button className="product-add" disabled>
        {t('basket.problem.unavailable')}
      </Button>
    );

  if (editing)
    // Opened from a basket line to change its options: the line takes them, keeping its count.
    return (
      <Button
        className="product-add"
        disabled={!complete}
        onClick={() => {
          basket.changeOptions(editing, modificationIds);
          productOverlay.close();
        }}
      >
        <span>{t('basket.saveOptions')}</span>
        <span className="product-add__price">{price(unitTotal)}</span>
      </Button>
    );

  const line = basket.lineOf(product.id, modificationIds);
  if (!line) {
    // The product's other lines (other options) may have taken all of its stock already.
    const full = maximumReached(product, basket.countOf(product.id), 0);
    return (
      <Button
        className="product-add"
        disabled={!complete}
        aria-disabled={full !== null || undefined}
        onClick={() => {
          if (full !== null) return tellMaximum(t('basket.problem.tooMany', { max: full }));
          basket.add(product.id, modificationIds);
          // The button turning into a stepper is easy to miss (and says nothing to a screen reader
          // once focus is gone with it): the notice says where the product went.
          notify(t('basket.added', { name: localize(product.name) }), 'success');
        }}
      >
        <span>{t('basket.add')}</span>
        <span className="product-add__price">{price(unitTotal)}</span>
      </Button>
    );
  }

  const name = localize(product.name);
  const key = lineKey(product.id, modificationIds);
  const countText = t('basket.count', { count: line.count });
  const maximum = maximumReached(product, basket.countOf(product.id), line.count);
  return (
    <div className="product-add product-add--in">
      <span>{countText}</span>
      <Stepper
        size="large"
        count={line.count}
        countLabel={`${name}. ${countText}`}
        decreaseLabel={t('basket.less')}
        increaseLabel={t('basket.more')}
        onDecrease={() => basket.setCount(key, line.count - 1)}
        onIncrease={() => basket.add(product.id, modificationIds)}
        canIncrease={maximum === null}
        onIncreaseBlocked={() => tellMaximum(t('basket.problem.tooMany', { max: maximum ?? 0 }))}
      />
    </div>
  );
});
