import { observer } from 'mobx-react-lite';
import type { BasketStore } from '../../core/basket/basket-store.ts';
import type { PricedLine } from '../../core/basket/priced-basket.ts';
import { useLocalize, usePrice, useT } from '../../core/storefront.tsx';
import { IconButton } from '../../ui/button.tsx';
import { TrashIcon } from '../../ui/icons.tsx';
import { MediaImage } from '../../ui/media-image.tsx';
import { Price } from '../../ui/price.tsx';
import { Stepper } from '../../ui/stepper.tsx';
import { maximumReached } from '../../core/basket/stock.ts';
import { EditOptionsButton } from './edit-options-button.tsx';
import { tellMaximum } from './tell-maximum.ts';

/** One basket line: picture, name, options, price and its count, or why it cannot be ordered. */
export const BasketLineRow = observer(function BasketLineRow({
  priced,
  basket,
}: {
  priced: PricedLine;
  basket: BasketStore;
}) {
  const t = useT();
  const localize = useLocalize();
  const price = usePrice();
  const { line, product, modifications, problem } = priced;
  const name = product ? localize(product.name) : t('basket.problem.gone');
  const options = modifications.map((m) => localize(m.name)).join(', ');
  // A product with options still on the menu: its options can be changed from here.
  const editable = !!product?.modificationGroups.length && product.isAvailable;
  const maximum = product ? maximumReached(product, basket.countOf(product.id), line.count) : null;

  return (
    <li className={`bline${problem ? ' bline--problem' : ''}`}>
      <MediaImage path={product?.image} width={64} height={64} className="bline__image" />
      <div className="bline__info">
        <h2 className="bline__name">{name}</h2>
        {options || editable ? (
          <p className="bline__options">
            {options}
            {editable ? (
              <EditOptionsButton product={product} lineKey={priced.key} line={line} name={name} />
            ) : null}
          </p>
        ) : null}
        {problem ? (
          product ? (
            <p className="bline__problem">{t(`basket.problem.${problem}`, { max: priced.maximum ?? 0 })}</p>
          ) : null
        ) : priced.price ? (
          <Price
            current={price(priced.price.total)}
            old={priced.price.before !== priced.price.total ? price(priced.price.before) : null}
          />
        ) : null}
      </div>
      <div className="bline__actions">
        {problem && problem !== 'tooMany' ? (
          <IconButton label={`${t('basket.remove')}: ${name}`} onClick={() => basket.remove(priced.key)}>
            <TrashIcon />
          </IconButton>
        ) : (
          <Stepper
            size="small"
            count={line.count}
            countLabel={`${name}. ${t('basket.count', { count: line.count })}`}
            decreaseLabel={`${t('basket.less')}: ${name}`}
            increaseLabel={`${t('basket.more')}: ${name}`}
            onDecrease={() => basket.setCount(priced.key, line.count - 1)}
            onIncrease={() => basket.setCount(priced.key, line.count + 1)}
            canIncrease={maximum === null}
            onIncreaseBlocked={() => tellMaximum(t('basket.problem.tooMany', { max: maximum ?? 0 }))}
          />
        )}
      </div>
    </li>
  );
});
