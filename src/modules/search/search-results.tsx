import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '../../contract/index.ts';
import type { CategoryView } from '../../core/catalogue/assemble.ts';
import { productOverlay } from '../../core/catalogue/product-overlay.ts';
import { ProductCardSlot } from '../../core/catalogue/product-slots.tsx';
import { useMeasureText, usePriceText } from '../../core/catalogue/product-text.ts';
import { useLocalize, useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { MediaImage } from '../../ui/media-image.tsx';
import { Price } from '../../ui/price.tsx';

/** Results drawn at a time: a phone screen or two; the next come as the customer scrolls. */
export const PAGE_SIZE = 24;

/**
 * Every product found, a page at a time: the next page loads when the end of the list scrolls into
 * view, or with the "Show more" button (which keyboard and screen reader users reach, and which
 * then takes them to the first new result).
 */
export function SearchResults({
  results,
  categoryOf,
  onUse,
}: {
  results: readonly Product[];
  categoryOf: (product: Product) => CategoryView | undefined;
  /** The customer opened or added a result: the query is worth remembering. */
  onUse: () => void;
}) {
  const t = useT();
  const [shown, setShown] = useState(PAGE_SIZE);
  const more = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const visible = results.slice(0, shown);
  const hasMore = shown < results.length;

  useEffect(() => {
    const target = more.current;
    if (!hasMore || !target || typeof IntersectionObserver === 'undefined') return;
    // Starts loading a little before the end shows, so scrolling does not stop at it.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown((n) => n + PAGE_SIZE);
      },
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, shown]);

  useEffect(() => {
    if (focusFrom.current === null) return;
    list.current?.querySelectorAll<HTMLElement>('.search__link')[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [shown]);

  return (
    <>
      <p className="search__status" role="status">
        {t('search.count', { count: results.length })}
      </p>
      {/* Capture: a click on a link or on the basket button inside a row counts as using the search. */}
      <ul className="search__results" ref={list} onClickCapture={onUse}>
        {visible.map((product) => (
          <ResultRow key={product.id} product={product} category={categoryOf(product)} />
        ))}
      </ul>
      {hasMore ? (
        <div className="search__more" ref={more}>
          <span className="search__shown">
            {t('search.shown', { shown: visible.length, count: results.length })}
          </span>
          <Button
            variant="secondary"
            onClick={() => {
              focusFrom.current = shown;
              setShown((n) => n + PAGE_SIZE);
            }}
          >
            {t('search.showMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

function ResultRow({ product, category }: { product: Product; category: CategoryView | undefined }) {
  const localize = useLocalize();
  const t = useT();
  const priceText = usePriceText();
  const measure = useMeasureText();
  const price = priceText(product.costPrice, product.discount);
  const unit = measure(product);

  // As in the menu: the product's category decides whether it opens over the page or on its own.
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    const navigation = category?.navigationType ?? 'FULL_SCREEN';
    if (navigation === 'FULL_SCREEN' || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    productOverlay.open(product.id, navigation);
  };

  return (
    <li className="search__item">
      <Link className="search__link" to={`/product/${product.id}`} onClick={open}>
        <MediaImage path={product.image} width={64} height={64} className="search__image" />
        <span className="search__name">{localize(product.name)}</span>
        <span className="search__meta">
          <Price current={price.current} old={price.old} oldLabel={t('search.oldPrice')} />
          {unit ? <span className="search__unit">{unit}</span> : null}
        </span>
      </Link>
      {category ? (
        <div className="search__actions">
          <ProductCardSlot product={product} category={category} />
        </div>
      ) : null}
    </li>
  );
}
