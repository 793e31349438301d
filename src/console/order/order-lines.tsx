/** The order's lines with their options, named from the catalogue. */
import { localize } from '../../core/i18n/localize.ts';
import type { Order } from '../../contract/index.ts';
import { useConsole } from '../app/console-context.ts';
import { modificationOf, productOf, useCatalogue } from '../catalogue/use-catalogue.ts';
import { useMoney } from '../format/use-money.ts';

export function OrderLines({ order }: { order: Order }) {
  const { t, lang } = useConsole();
  const money = useMoney();
  const catalogue = useCatalogue();
  const items = order.cartItems.length > 0 ? order.cartItems : order.basketItems;
  return (
    <ul className="order-lines">
      {items.map((item, index) => {
        const product = productOf(catalogue.data, item.product.id);
        const name = product ? localize(product.name, lang) : t('order.productId', { id: item.product.id });
        return (
          <li key={`${item.product.id}-${index}`}>
            <span className="order-lines__count">{item.product.count} ×</span>
            <span className="order-lines__name">
              {name}
              {item.modifications.length > 0 && (
                <span className="order-lines__options">
                  {item.modifications
                    .map((chosen) => {
                      const found = modificationOf(product, chosen.id);
                      const label = found ? localize(found.name, lang) : `#${chosen.id}`;
                      return chosen.count > 1 ? `${label} ×${chosen.count}` : label;
                    })
                    .join(', ')}
                </span>
              )}
            </span>
            <span>{money(item.product.costPrice * item.product.count)}</span>
          </li>
        );
      })}
    </ul>
  );
}
