import { productOverlay, useOpenProduct } from '../../core/catalogue/product-overlay.ts';
import { useLocalize, useT } from '../../core/storefront.tsx';
import { Sheet } from '../../ui/sheet.tsx';
import { ProductDetails } from './product-details.tsx';
import { useProduct } from './use-product.ts';
import './product-page.css';

/** A product opened over the menu: a bottom sheet (SHEET) or a pop-up (POP_UP). */
export default function ProductOverlay() {
  const open = useOpenProduct();
  const t = useT();
  const localize = useLocalize();
  const { product } = useProduct(open?.productId ?? -1);
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
          <ProductDetails key={product.id} product={product} headingLevel={2} />
        </div>
      ) : null}
    </Sheet>
  );
}
