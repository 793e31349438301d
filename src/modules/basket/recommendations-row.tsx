import { observer } from 'mobx-react-lite';
import { useId, useMemo } from 'react';
import type { BasketStore } from '../../core/basket/basket-store.ts';
import { useMenuCatalogue } from '../../core/catalogue/catalogue-queries.ts';
import { unitPrice } from '../../core/catalogue/assemble.ts';
import { useLocalize, usePrice, useT } from '../../core/storefront.tsx';
import { PlusIcon } from '../../ui/icons.tsx';
import { MediaImage } from '../../ui/media-image.tsx';
import { recommendations } from './recommendations.ts';

/**
 * "Add to your order" under the basket's lines, on its page and in its sheet: the merchant's
 * recommended products (recommendations.ts), each added with one tap. A product added leaves the row
 * (it is in the basket now), so the row never offers what the customer already has.
 */
export const RecommendationsRow = observer(function RecommendationsRow({ basket }: { basket: BasketStore }) {
  const { catalogue } = useMenuCatalogue();
  const t = useT();
  const localize = useLocalize();
  const price = usePrice();
  const headingId = useId();
  const menu = useMemo(() => catalogue?.categories.flatMap((c) => c.products) ?? [], [catalogue]);
  // countOf reads the observable lines: adding re-renders the row without the product.
  const offered = recommendations(menu, (id) => basket.countOf(id));
  if (offered.length === 0) return null;
  return (
    <section className="brecs" aria-labelledby={headingId} data-testid="basket-recommendations">
      <h2 id={headingId} className="brecs__title">
        {t('basket.recommend.title')}
      </h2>
      <ul className="brecs__list">
        {offered.map((product) => {
          const name = localize(product.name);
          return (
            <li key={product.id} className="brecs__item">
              <MediaImage path={product.image} width={96} height={96} className="brecs__image" />
              <span className="brecs__name">{name}</span>
              <span className="brecs__price">{price(unitPrice(product.costPrice, product.discount))}</span>
              <button
                type="button"
                className="brecs__add"
                aria-label={t('basket.recommend.add', { name })}
                onClick={() => basket.add(product.id)}
              >
                <PlusIcon aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
});
