import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { NavigationType } from '../../contract/index.ts';
import { productOverlay } from '../../core/catalogue/product-overlay.ts';

/**
 * Opens a product as its category says (spec: navigationType): FULL_SCREEN goes to /product/{id};
 * SHEET and POP_UP open over the menu. It is a real link either way, so it can be opened in a new tab.
 */
export function ProductLink({
  productId,
  navigation,
  className,
  children,
}: {
  productId: number;
  navigation: NavigationType;
  className?: string;
  /** The link's content names it (product name, price, unit), as screen readers should hear it. */
  children: ReactNode;
}) {
  return (
    <Link
      to={`/product/${productId}`}
      className={className}
      onClick={(event) => {
        if (navigation === 'FULL_SCREEN' || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        productOverlay.open(productId, navigation);
      }}
    >
      {children}
    </Link>
  );
}
