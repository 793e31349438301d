import { MarkedSuspense } from '../../core/hydration-marks.tsx';
import { lazy, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { productOverlay, useOpenProduct } from '../../core/catalogue/product-overlay.ts';
import { useLocalize, useT } from '../../core/storefront.tsx';
import { Skeleton } from '../../ui/page-state.tsx';
import { Sheet } from '../../ui/sheet.tsx';
import { followPage } from './follow-page.ts';
import { useProduct } from './use-product.ts';
import './product-page.css';

/**
 * The details download when a product first opens: this sheet sits on every menu page, and the home
 * page's first download must stay within its budget.
 */
const ProductDetails = lazy(() =>
  import('./product-details.tsx').then((details) => ({ default: details.ProductDetails })),
);

/** A product opened over the menu: a bottom sheet (SHEET) or a pop-up (POP_UP). */
export default function ProductOverlay() {
  const open = useOpenProduct();
  const t = useT();
  const localize = useLocalize();
  const { product } = useProduct(open?.productId ?? -1);
  const { pathname } = useLocation();
  // Closed when the customer leaves the page it opened over (follow-page.ts).
  useEffect(() => followPage(pathname), [pathname]);
  return (
    <Sheet
      open={!!open && !!product}
      onClose={productOverlay.close}
      title={product ? localize(product.name) : ''}
      closeLabel={t('product-page.close')}
      placement={open?.mode === 'POP_UP' ? 'center' : 'bottom'}
    >
      {product ? (
        <div className="product-overlay">
          <MarkedSuspense fallback={<Skeleton width="100%" height={360} />}>
            <ProductDetails
              key={`${product.id}:${open?.edit?.lineKey ?? ''}`}
              product={product}
              headingLevel={2}
              edit={open?.edit}
            />
          </MarkedSuspense>
        </div>
      ) : null}
    </Sheet>
  );
}
