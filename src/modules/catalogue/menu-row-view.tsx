import { CategoryHeading } from './category-heading.tsx';
import type { CSSProperties } from 'react';
import type { FirstScreenRow } from './menu-rows.ts';
import { ProductCard } from './product-card.tsx';

/**
 * One row of the menu: a heading, a grid row of products, a horizontal carousel, or (server-rendered
 * only) the room of the products not drawn, which menu.css turns into a height.
 */
export function MenuRowView({ row, eager }: { row: FirstScreenRow; eager: boolean }) {
  switch (row.kind) {
    case 'header':
      return <CategoryHeading category={row.category} />;
    case 'grid':
      return (
        <div
          className={`menu__grid menu__grid--${row.category.viewType.toLowerCase()}${row.columns ? '' : ' menu__grid--fluid'}`}
          style={row.columns ? { gridTemplateColumns: `repeat(${row.columns}, minmax(0, 1fr))` } : undefined}
        >
          {row.products.map((product) => (
            <ProductCard key={product.id} product={product} category={row.category} eager={eager} />
          ))}
        </div>
      );
    case 'rest':
      return (
        <div
          className={`menu__rest menu__rest--${row.category.viewType.toLowerCase()}`}
          style={{ '--n': row.category.products.length, '--d': row.drawn } as CSSProperties}
        />
      );
    case 'carousel':
      return (
        <div className="menu__carousel">
          {row.products.map((product) => (
            <div key={product.id} className="menu__carousel-item">
              <ProductCard
                product={product}
                category={{ ...row.category, viewType: 'MEDIUM' }}
                eager={eager}
              />
            </div>
          ))}
        </div>
      );
  }
}
