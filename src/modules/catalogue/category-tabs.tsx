import { useEffect, useRef } from 'react';
import type { CategoryView } from '../../core/catalogue/assemble.ts';
import { useLocalize, useSettings, useT } from '../../core/storefront.tsx';
import { MediaImage } from '../../ui/media-image.tsx';
import './category-tabs.css';

/** Sticky chips of the categories (categoryView TABS); the active one follows the scroll. */
export function CategoryTabs({
  categories,
  active,
  onSelect,
}: {
  categories: readonly CategoryView[];
  active: number | null;
  onSelect: (categoryId: number) => void;
}) {
  const localize = useLocalize();
  const t = useT();
  const { isCategoryImageVisible } = useSettings();
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    const chip = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !chip) return;
    // Scroll the strip only (scrollIntoView would also scroll the page).
    const start = chip.offsetLeft - list.clientWidth / 2 + chip.clientWidth / 2;
    list.scrollTo({ left: start, behavior: 'smooth' });
  }, [active]);

  return (
    <nav className="ctabs" aria-label={t('catalogue.categories')}>
      <ul className="ctabs__list" ref={listRef}>
        {categories.map((category) => (
          <li key={category.id}>
            <button
              type="button"
              className="ctabs__chip"
              aria-current={category.id === active ? 'true' : undefined}
              onClick={() => onSelect(category.id)}
            >
              {isCategoryImageVisible && category.image ? (
                <MediaImage path={category.image} width={24} height={24} className="ctabs__image" />
              ) : null}
              {localize(category.name)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
