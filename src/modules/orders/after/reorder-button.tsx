import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Order } from '../../../contract/index.ts';
import { planReorder, type ReorderPlan } from '../../../core/basket/reorder.ts';
import { useBasket } from '../../../core/basket/use-basket.ts';
import { catalogueQuery } from '../../../core/catalogue/catalogue-queries.ts';
import { assembleCatalogue } from '../../../core/catalogue/assemble.ts';
import { useLocalize, useSettings, useStorefront, useT } from '../../../core/storefront.tsx';
import { Button } from '../../../ui/button.tsx';

/**
 * "Order again": the order's lines that can still be ordered as they were go into the basket
 * (core/basket/reorder.ts); the page then says what was added and names what was not. Judged against
 * the menu as a guest sees it (no branch chosen yet): the checkout checks the branch's own menu.
 */
export function ReorderButton({ order }: { order: Order }) {
  const { api, merchant, catalogueType } = useStorefront();
  const { cartPageActive } = useSettings();
  const t = useT();
  const localize = useLocalize();
  const basket = useBasket();
  const catalogue = useQuery(catalogueQuery(api, merchant.id, catalogueType));
  const [plan, setPlan] = useState<ReorderPlan | null>(null);
  if (order.cartItems.length === 0) return null;

  const reorder = () => {
    if (!catalogue.data) return;
    const { productsById } = assembleCatalogue(catalogue.data);
    const next = planReorder(order.cartItems, productsById, (id) => basket.countOf(id));
    for (const line of next.lines) basket.add(line.productId, line.modificationIds, line.count);
    setPlan(next);
  };
  const names = (list: { product: { name: Parameters<typeof localize>[0] } | null }[]) =>
    [
      ...new Set(
        list.map((m) => (m.product ? localize(m.product.name) : t('orders.receipt.after.removedProduct'))),
      ),
    ].join(', ');

  return (
    <div className="order-after__reorder">
      <Button variant="secondary" onClick={reorder} disabled={!catalogue.data}>
        {t('orders.receipt.after.reorder')}
      </Button>
      {plan ? (
        <div className="order-after__result" role="status" data-testid="reorder-result">
          <p>{t(plan.lines.length ? 'orders.receipt.after.added' : 'orders.receipt.after.nothingAdded')}</p>
          {plan.missing.length ? (
            <p>{t('orders.receipt.after.missing', { products: names(plan.missing) })}</p>
          ) : null}
          {plan.reduced.length ? (
            <p>{t('orders.receipt.after.reduced', { products: names(plan.reduced) })}</p>
          ) : null}
          {plan.lines.length && cartPageActive ? (
            <Link to="/basket" className="order-after__to-basket">
              {t('orders.receipt.after.toBasket')}
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
