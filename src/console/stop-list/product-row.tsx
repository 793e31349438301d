/** A product of the stop list: its state at a glance; opened, its stop, options and stock. */
import { useState } from 'react';
import type { ConsoleAvailability } from '../../contract/console-availability.ts';
import type { Product } from '../../contract/index.ts';
import { localize } from '../../core/i18n/localize.ts';
import { useConsole } from '../app/console-context.ts';
import { ProductDetails } from './product-details.tsx';

export function ProductRow({
  product,
  availability,
}: {
  product: Product;
  availability: ConsoleAvailability;
}) {
  const { t, lang } = useConsole();
  // A long menu draws its rows' controls only when opened.
  const [open, setOpen] = useState(false);
  const stopped = availability.stops.some((stop) => stop.kind === 'product' && stop.itemId === product.id);
  const optionIds = new Set(
    product.modificationGroups.flatMap((group) => group.modifications.map((m) => m.id)),
  );
  const optionStops = new Set(
    availability.stops
      .filter((stop) => stop.kind === 'modification' && optionIds.has(stop.itemId))
      .map((s) => s.itemId),
  ).size;
  const stock = availability.stock.find((entry) => entry.productId === product.id)?.count ?? null;
  return (
    <li className="product-row">
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>
          <span className="product-row__name">{localize(product.name, lang)}</span>
          {stopped && <span className="badge badge--warn">{t('stop.stopped')}</span>}
          {optionStops > 0 && (
            <span className="badge badge--warn">{t('stop.optionsStopped', { count: optionStops })}</span>
          )}
          {stock !== null && <span className="badge">{t('stock.left', { count: stock })}</span>}
        </summary>
        {open && <ProductDetails product={product} availability={availability} stock={stock} />}
      </details>
    </li>
  );
}
