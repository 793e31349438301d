import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { lineKey } from '../../core/basket/basket-line.ts';
import { useBasket } from '../../core/basket/use-basket.ts';
import { productOverlay } from '../../core/catalogue/product-overlay.ts';
import { useProductCardSlot } from '../../core/catalogue/product-slots.tsx';
import { useLocalize, useT } from '../../core/storefront.tsx';
import { PlusIcon } from '../../ui/icons.tsx';
import { Stepper } from '../../ui/stepper.tsx';
import { canAddOne, maximumReached } from '../../core/basket/stock.ts';
import { tellMaximum } from './tell-maximum.ts';
import './card-control.css';

/**
 * The basket button on a menu card (cartInMainActive). A product without options goes straight into
 * the basket and the button becomes a − n + stepper; a product with options opens, so the customer
 * chooses them first. Categories marked isWithoutCart are shown for information: no button there.
 */
export default observer(function CardControl() {
  const { product, category } = useProductCardSlot();
  const basket = useBasket();
  const t = useT();
  const localize = useLocalize();
  const navigate = useNavigate();
  if (category.isWithoutCart) return null;
  // Sold out, or on the staff's stop list (the server would refuse it): no "+", and the card says so.
  if (!product.isAvailable) return <span className="soldout">{t('basket.problem.unavailable')}</span>;
  const name = localize(product.name);
  const count = basket.countOf(product.id);
  const addLabel = `${t('basket.add')}: ${name}`;

  if (product.modificationGroups.length) {
    const open = () =>
      category.navigationType === 'FULL_SCREEN'
        ? navigate(`/product/${product.id}`)
        : productOverlay.open(product.id, category.navigationType);
    return (
      <button type="button" className="card-add" aria-label={addLabel} onClick={open}>
        <PlusIcon />
        {count ? <span className="card-add__count">{count}</span> : null}
      </button>
    );
  }

  if (!count)
    return (
      <button
        type="button"
        className="card-add"
        aria-label={addLabel}
        onClick={() => basket.add(product.id)}
        disabled={!canAddOne(product, 0)}
      >
        <PlusIcon />
      </button>
    );

  const key = lineKey(product.id, []);
  const maximum = maximumReached(product, count, basket.lineOf(product.id)?.count ?? 0);
  return (
    <Stepper
      size="small"
      count={count}
      countLabel={`${name}. ${t('basket.count', { count })}`}
      decreaseLabel={`${t('basket.less')}: ${name}`}
      increaseLabel={`${t('basket.more')}: ${name}`}
      onDecrease={() => basket.setCount(key, count - 1)}
      onIncrease={() => basket.add(product.id)}
      canIncrease={maximum === null}
      onIncreaseBlocked={() => tellMaximum(t('basket.problem.tooMany', { max: maximum ?? 0 }))}
    />
  );
});
