import { useState } from 'react';
import type { Product } from '../../contract/index.ts';
import { useTrackOnce } from '../../core/analytics/use-track-once.ts';
import type { LineEdit } from '../../core/catalogue/product-overlay.ts';
import { ProductScreenSlot } from '../../core/catalogue/product-slots.tsx';
import { useBaseUnitPriceText, useGradeText, useMeasureText } from '../../core/catalogue/product-text.ts';
import { useLocalize, usePrice, useSettings, useT } from '../../core/storefront.tsx';
import { MediaImage } from '../../ui/media-image.tsx';
import { Price } from '../../ui/price.tsx';
import { choiceOf, initialChoice, missingGroups, priceWithChoice, toggle } from './modification-choice.ts';
import { ModificationPicker } from './modification-picker.tsx';
import { ProductTags } from './tags/product-tags.tsx';
import './product-details.css';

/**
 * Everything about one product: pictures, texts, facts, modifications and the price they make. With
 * `edit`, it opens with a basket line's options chosen, and its action changes that line.
 */
export function ProductDetails({
  product,
  headingLevel = 1,
  edit,
}: {
  product: Product;
  headingLevel?: 1 | 2;
  edit?: LineEdit;
}) {
  // Changing a basket line's options is not a product view.
  useTrackOnce(edit ? null : { name: 'view_item', productId: product.id }, product.id);
  const localize = useLocalize();
  const price = usePrice();
  const t = useT();
  const measure = useMeasureText();
  const gradeText = useGradeText();
  const perBaseUnit = useBaseUnitPriceText();
  const { modificationViewType } = useSettings();
  const [choice, setChoice] = useState(() =>
    edit
      ? choiceOf(product.modificationGroups, edit.modificationIds)
      : initialChoice(product.modificationGroups),
  );
  const pictures = [product.image, ...product.gallery].filter((p): p is string => !!p);
  const [picture, setPicture] = useState(0);
  const total = priceWithChoice(product, choice);
  const missing = missingGroups(product.modificationGroups, choice);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const name = localize(product.name);
  const unit = measure(product);
  const unitPriceText = perBaseUnit(product, total.current);
  const cooking =
    product.timeCookingMin && product.timeCookingMax
      ? t('product-page.cookingRange', { min: product.timeCookingMin, max: product.timeCookingMax })
      : null;

  return (
    <article className="product">
      <div className="product__media">
        <MediaImage
          path={pictures[picture]}
          width={480}
          height={480}
          loading="eager"
          // The page's main picture (its largest paint): fetched first, and the storefront's code
          // waits for it on a server-rendered page (app/ssr/after-first-screen.ts).
          fetchPriority="high"
          alt={name}
          className="product__image"
        />
        {product.discount > 0 ? <span className="product__badge">−{product.discount}%</span> : null}
        <div className="product__badges">
          <ProductScreenSlot
            name="product.badges"
            product={product}
            modificationIds={Object.values(choice).flat()}
            unitTotal={total.current}
            complete={!missing.length}
          />
        </div>
        {pictures.length > 1 ? (
          <div className="product__thumbs" role="group" aria-label={t('product-page.pictures')}>
            {pictures.map((path, index) => (
              <button
                key={path + index}
                type="button"
                className="product__thumb"
                aria-pressed={index === picture}
                aria-label={t('product-page.picture', { number: index + 1 })}
                onClick={() => setPicture(index)}
              >
                <MediaImage path={path} width={56} height={56} />
              </button>
            ))}
          </div>
        ) : null}
      </div>
      <div className="product__info">
        <Heading className="product__name">{name}</Heading>
        <ul className="product__facts">
          {unit ? <li>{unit}</li> : null}
          {unitPriceText ? <li className="product__base-price">{unitPriceText}</li> : null}
          {product.calorie ? <li>{t('product-page.calories', { value: product.calorie })}</li> : null}
          {cooking ? <li>{cooking}</li> : null}
          {product.grade ? (
            <li>
              {/* The label sits on an image of stars: a list item's own label would not be announced. */}
              <span
                role="img"
                aria-label={
                  product.gradeCount
                    ? t('product-page.gradeCount', {
                        grade: gradeText(product.grade),
                        count: product.gradeCount,
                      })
                    : t('product-page.grade', { grade: gradeText(product.grade) })
                }
              >
                ★ {gradeText(product.grade)}
                {product.gradeCount ? (
                  <span className="product__grade-count"> ({product.gradeCount})</span>
                ) : null}
              </span>
            </li>
          ) : null}
        </ul>
        <ProductTags codes={[...product.labels, ...product.tags]} />
        {product.description ? <p className="product__description">{localize(product.description)}</p> : null}
        {product.modificationGroups.length ? (
          <ModificationPicker
            groups={product.modificationGroups}
            choice={choice}
            discount={product.discount}
            view={modificationViewType}
            onToggle={(group, id) => setChoice((c) => toggle(c, group, id))}
          />
        ) : null}
        <div className="product__total" aria-live="polite">
          <span className="product__total-label">{t('product-page.total')}</span>
          <Price
            current={price(total.current)}
            old={total.before !== total.current ? price(total.before) : null}
            oldLabel={t('product-page.oldPrice')}
          />
        </div>
        {missing.length ? (
          <p className="product__hint">
            {t('product-page.choose', { groups: missing.map((g) => localize(g.name)).join(', ') })}
          </p>
        ) : null}
        <ProductScreenSlot
          product={product}
          modificationIds={Object.values(choice).flat()}
          unitTotal={total.current}
          complete={!missing.length}
          editing={edit?.lineKey}
        />
        <ProductScreenSlot
          name="product.reviews"
          product={product}
          modificationIds={Object.values(choice).flat()}
          unitTotal={total.current}
          complete={!missing.length}
        />
      </div>
    </article>
  );
}
