import type { Category, Product } from '../../contract/index.ts';
import { ProductCardSlot } from '../../core/catalogue/product-slots.tsx';
import {
  useBaseUnitPriceText,
  useGradeText,
  useMeasureText,
  usePriceText,
} from '../../core/catalogue/product-text.ts';
import { unitPrice } from '../../core/catalogue/assemble.ts';
import { useLocalize, useT } from '../../core/storefront.tsx';
import { MediaImage } from '../../ui/media-image.tsx';
import { Price } from '../../ui/price.tsx';
import { ProductLink } from './product-link.tsx';
import './product-card.css';

const imageSize = { BIG: [360, 216], MEDIUM: [240, 240], SMALL: [88, 88] } as const;
/**
 * How wide a card's picture shows (menu.css: medium cards two, three then four to a row; big ones
 * one, then two): a phone takes the rendition its screen shows. A small card's picture is fixed.
 */
const imageSizes = {
  BIG: '(max-width: 931px) calc(100vw - 32px), 540px',
  MEDIUM: '(max-width: 551px) calc(50vw - 22px), (max-width: 931px) calc(33vw - 20px), 264px',
  SMALL: undefined,
} as const;

/** A product in the menu, drawn by its category's view type: BIG, MEDIUM or SMALL. */
export function ProductCard({
  product,
  category,
  eager = false,
}: {
  product: Product;
  category: Category;
  eager?: boolean;
}) {
  const localize = useLocalize();
  const t = useT();
  const measure = useMeasureText();
  const gradeText = useGradeText();
  const priceText = usePriceText();
  const perBaseUnit = useBaseUnitPriceText();
  const name = localize(product.name);
  const price = priceText(product.costPrice, product.discount);
  const [width, height] = imageSize[category.viewType];
  // "0.5 l · 10 800 so'm/l": the pack, and what a litre of it costs.
  const unit = [measure(product), perBaseUnit(product, unitPrice(product.costPrice, product.discount))]
    .filter(Boolean)
    .join(' · ');

  return (
    <article className={`pcard pcard--${category.viewType.toLowerCase()}`}>
      <ProductLink productId={product.id} navigation={category.navigationType} className="pcard__link">
        <div className="pcard__media">
          <MediaImage
            path={product.image}
            width={width}
            height={height}
            sizes={imageSizes[category.viewType]}
            loading={eager ? 'eager' : 'lazy'}
          />
          {product.discount > 0 ? <span className="pcard__badge">−{product.discount}%</span> : null}
        </div>
        <div className="pcard__body">
          <h3 className="pcard__name">{name}</h3>
          {category.viewType === 'BIG' && product.description ? (
            <p className="pcard__description">{localize(product.description)}</p>
          ) : null}
          {product.grade ? (
            <span
              className="pcard__grade"
              // An image of stars to assistive technology: a plain span's label would not be announced.
              role="img"
              aria-label={
                product.gradeCount
                  ? t('catalogue.gradeCount', { grade: gradeText(product.grade), count: product.gradeCount })
                  : t('catalogue.grade', { grade: gradeText(product.grade) })
              }
            >
              ★ {gradeText(product.grade)}
              {product.gradeCount ? (
                <span className="pcard__grade-count"> ({product.gradeCount})</span>
              ) : null}
            </span>
          ) : null}
          {/* Last in the card, at its foot: the prices of a row's cards line up whatever is above. */}
          <div className="pcard__meta">
            {unit ? <span className="pcard__unit">{unit}</span> : null}
            <Price current={price.current} old={price.old} oldLabel={t('catalogue.oldPrice')} />
          </div>
        </div>
      </ProductLink>
      <div className="pcard__actions">
        <ProductCardSlot product={product} category={category} />
      </div>
      {/* Outside the link: a button inside a link is not valid HTML. */}
      <div className="pcard__badges">
        <ProductCardSlot name="product-card.badges" product={product} category={category} />
      </div>
    </article>
  );
}
