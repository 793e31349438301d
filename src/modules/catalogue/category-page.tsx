import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { CategoryView } from '../../core/catalogue/assemble.ts';
import { useMenuCatalogue } from '../../core/catalogue/catalogue-queries.ts';
import { useHydrated } from '../../core/hydration.ts';
import { hasNativeButtons } from '../../core/channel-buttons.ts';
import { useLocalize, useT } from '../../core/storefront.tsx';
import { BackIcon } from '../../ui/icons.tsx';
import { PageState } from '../../ui/page-state.tsx';
import { CatalogueFailed, MenuSkeleton } from './catalogue-states.tsx';
import { CategoryCards } from './category-cards.tsx';
import { columnsFor } from './menu-rows.ts';
import { ProductCard } from './product-card.tsx';
import { useElementWidth } from './use-element-width.ts';
import './menu.css';
import './category-page.css';

/**
 * One category's products, as many to a row as its view type wants at this width. Until the page
 * is hydrated its width is unknown (a server-rendered page): CSS sets the same columns by the
 * viewport's width (menu__grid--fluid in menu.css).
 */
function CategoryGrid({ category }: { category: CategoryView }) {
  const ref = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const width = useElementWidth(
    ref,
    typeof window === 'undefined' ? 0 : Math.min(window.innerWidth, 1120) - 32,
  );
  const columns = hydrated && width > 0 ? columnsFor(category.viewType, width) : 0;
  return (
    <div
      ref={ref}
      className={`menu__grid menu__grid--${category.viewType.toLowerCase()}${columns ? '' : ' menu__grid--fluid'}`}
      style={columns ? { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } : undefined}
    >
      {category.products.map((product, index) => (
        <ProductCard key={product.id} product={product} category={category} eager={index < 4} />
      ))}
    </div>
  );
}

/** Route category: /category?id=N shows one category; /category alone lists them all. */
export default function CategoryPage() {
  const [params] = useSearchParams();
  const t = useT();
  const localize = useLocalize();
  const { catalogue, isPending, error, refetch } = useMenuCatalogue();
  const id = Number(params.get('id'));

  if (isPending) return <MenuSkeleton />;
  if (error || !catalogue) return <CatalogueFailed error={error} onRetry={refetch} />;

  if (!params.has('id')) {
    return (
      <div className="category-page">
        <h1 className="category-page__title">{t('catalogue.categories')}</h1>
        <CategoryCards categories={catalogue.categories} />
      </div>
    );
  }
  const category = catalogue.categories.find((c) => c.id === id);
  if (!category)
    return (
      <PageState title={t('catalogue.categoryMissing')}>
        <Link className="btn btn--primary" to="/">
          {t('catalogue.toMenu')}
        </Link>
      </PageState>
    );

  return (
    <div className="category-page">
      <div className="category-page__bar">
        {/* Inside Telegram, Telegram's own Back button in its header does this. */}
        {hasNativeButtons() ? null : (
          <Link className="icon-btn" to="/" aria-label={t('catalogue.toMenu')}>
            <BackIcon />
          </Link>
        )}
        <h1
          className="category-page__title"
          style={category.textColor ? { color: category.textColor } : undefined}
        >
          {localize(category.name)}
        </h1>
      </div>
      <CategoryGrid category={category} />
    </div>
  );
}
