import { Link } from 'react-router-dom';
import type { CategoryView } from '../../core/catalogue/assemble.ts';
import { useLocalize, useSettings, useT } from '../../core/storefront.tsx';
import { MediaImage } from '../../ui/media-image.tsx';
import './category-cards.css';

/** Categories as tiles that open the category page (categoryView CARDS). */
export function CategoryCards({ categories }: { categories: readonly CategoryView[] }) {
  const localize = useLocalize();
  const t = useT();
  const { isCategoryImageVisible } = useSettings();
  return (
    <ul
      className={`ccards ${isCategoryImageVisible ? '' : 'ccards--text'}`}
      aria-label={t('catalogue.categories')}
    >
      {categories.map((category, index) => (
        <li key={category.id}>
          <Link className="ccards__tile" to={`/category?id=${category.id}`}>
            {isCategoryImageVisible ? (
              <MediaImage
                path={category.image}
                width={240}
                height={160}
                loading={index < 6 ? 'eager' : 'lazy'}
                className="ccards__image"
              />
            ) : null}
            <span
              className="ccards__name"
              style={category.textColor ? { color: category.textColor } : undefined}
            >
              {localize(category.name)}
            </span>
            <span className="ccards__count">
              {t('catalogue.productCount', { count: category.products.length })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
