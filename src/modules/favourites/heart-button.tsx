import type { SVGProps } from 'react';
import { useLocalize, useT } from '../../core/storefront.tsx';
import type { Product } from '../../contract/index.ts';
import { useFavourite } from './use-favourite.ts';
import './heart-button.css';

const HeartIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg viewBox="0 0 24 24" strokeWidth={2} strokeLinejoin="round" aria-hidden="true" {...p}>
    <path d="M12 20.5s-7.5-4.6-9.2-9.3C1.7 8 3.6 4.5 7.1 4.5c2 0 3.4 1.1 4.9 2.9 1.5-1.8 2.9-2.9 4.9-2.9 3.5 0 5.4 3.5 4.3 6.7-1.7 4.7-9.2 9.3-9.2 9.3Z" />
  </svg>
);

/**
 * The favourite toggle: a round button over a picture (menu card, product screen) or a plain one in
 * a list. aria-pressed tells whether the product is a favourite.
 */
export function HeartButton({ product, variant }: { product: Product; variant: 'card' | 'screen' | 'row' }) {
  const t = useT();
  const localize = useLocalize();
  const { active, toggle } = useFavourite(product.id);
  return (
    <button
      type="button"
      className={`heart heart--${variant}`}
      aria-pressed={active}
      aria-label={t('favourites.toggle', { name: localize(product.name) })}
      onClick={toggle}
    >
      <HeartIcon />
    </button>
  );
}
