import type { Product } from '../../contract/index.ts';
import type { BasketLine } from '../../core/basket/basket-line.ts';
import { useCatalogue } from '../../core/catalogue/catalogue-queries.ts';
import { productOverlay } from '../../core/catalogue/product-overlay.ts';
import { useT } from '../../core/storefront.tsx';

/**
 * "Change" on a basket line of a product with options: opens the product over the basket with the
 * line's options chosen; its button then saves them into the line (product-control.tsx). It opens as
 * the menu opens that product, a sheet or a pop-up (a sheet for full-screen categories, so the
 * customer stays on the basket).
 */
export function EditOptionsButton({
  product,
  lineKey,
  line,
  name,
}: {
  product: Product;
  lineKey: string;
  line: BasketLine;
  name: string;
}) {
  const t = useT();
  const { catalogue } = useCatalogue();
  const navigation = catalogue?.categories.find((c) => c.id === product.categoryId)?.navigationType;
  return (
    <button
      type="button"
      className="bline__edit"
      aria-label={`${t('basket.editOptions')}: ${name}`}
      onClick={() =>
        productOverlay.open(product.id, navigation === 'POP_UP' ? 'POP_UP' : 'SHEET', {
          lineKey,
          modificationIds: line.modificationIds,
        })
      }
    >
      {t('basket.editOptions')}
    </button>
  );
}
