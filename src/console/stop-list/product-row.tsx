/** A product of the stop list: its state at a glance, and (opened) its stop, stock and options. */
import { useState } from 'react';
import type { ConsoleAvailability } from '../../contract/console-availability.ts';
import type { Product } from '../../contract/index.ts';
import { localize } from '../../core/i18n/localize.ts';
import { useConsole } from '../app/console-context.ts';
import { StockEditor } from './stock-editor.tsx';
import { StopControls } from './stop-controls.tsx';

export function ProductRow({
  product,
  availability,
}: {
  product: Product;
  availability: ConsoleAvailability;
}) {
  const { t, lang } = useConsole();
  const stopsOf = (kind: 'product' | 'modification', itemId: number) =>
    availability.stops.filter((stop) => stop.kind === kind && stop.itemId === itemId);
  const stops = stopsOf('product', product.id);
  const stock = availability.stock.find((entry) => entry.productId === product.id)?.count ?? null;
  const optionStops = product.modificationGroups
    .flatMap((group) => group.modifications)
    .filter((modification) => stopsOf('modification', modification.id).length > 0).length;
  const name = localize(product.name, lang);
  // A long menu draws its rows' controls only when opened.
  const [open, setOpen] = useState(false);
  return (
    <li className="product-row">
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>
          <span className="product-row__name">{name}</span>
          {stops.length > 0 && <span className="badge badge--warn">{t('stop.stopped')}</span>}
          {optionStops > 0 && (
            <span className="badge badge--warn">{t('stop.optionsStopped', { count: optionStops })}</span>
          )}
          {stock !== null && <span className="badge">{t('stock.left', { count: stock })}</span>}
        </summary>
        {open && (
          <div className="stack product-row__body">
            <StopControls kind="product" itemId={product.id} stops={stops} />
            <StockEditor productId={product.id} count={stock} />
            {product.modificationGroups.map((group) => (
              <fieldset key={group.id} className="stack">
                <legend>{localize(group.name, lang)}</legend>
                {group.modifications.map((modification) => (
                  <div key={modification.id} className="stack option-row">
                    <h4>{localize(modification.name, lang)}</h4>
                    <StopControls
                      kind="modification"
                      itemId={modification.id}
                      stops={stopsOf('modification', modification.id)}
                    />
                  </div>
                ))}
              </fieldset>
            ))}
          </div>
        )}
      </details>
    </li>
  );
}
