import type { PricedBasket } from '../../core/basket/priced-basket.ts';
import { useLocalize, usePrice, useT } from '../../core/storefront.tsx';

/**
 * The basket's orderable lines, briefly: count and name (with options) and the line's total; a line
 * that cannot go with this order says why (`flagged`: line key to the reason's text).
 */
export function CheckoutLines({
  priced,
  flagged,
}: {
  priced: PricedBasket;
  flagged: ReadonlyMap<string, string>;
}) {
  const t = useT();
  const localize = useLocalize();
  const price = usePrice();
  return (
    <ul className="checkout__lines">
      {priced.lines.map(({ key, line, product, modifications, price: linePrice }) =>
        product && linePrice ? (
          <li key={key} className="checkout__line">
            <span className="checkout__line-name">
              {t('checkout.line', { count: line.count, name: localize(product.name) })}
              {modifications.length ? (
                <span className="checkout__line-options">
                  {modifications.map((m) => localize(m.name)).join(', ')}
                </span>
              ) : null}
              {flagged.has(key) ? <span className="checkout__line-problem">{flagged.get(key)}</span> : null}
            </span>
            <span className="checkout__money">{price(linePrice.total)}</span>
          </li>
        ) : null,
      )}
    </ul>
  );
}
