import type { CategoryView } from '../../core/catalogue/assemble.ts';
import { useLocalize } from '../../core/storefront.tsx';

/** A category's title in the menu, in its own text colour when it has one. */
export function CategoryHeading({ category }: { category: CategoryView }) {
  const localize = useLocalize();
  return (
    <h2
      className="menu__heading"
      id={`category-${category.id}`}
      style={category.textColor ? { color: category.textColor } : undefined}
    >
      {localize(category.name)}
      <span className="menu__count">{category.products.length}</span>
    </h2>
  );
}
