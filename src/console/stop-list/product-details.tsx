/** An opened product: where and how long, then the product and each option to stop or resume, and its stock. */
import type { ConsoleAvailability } from '../../contract/console-availability.ts';
import type { Product } from '../../contract/index.ts';
import { localize } from '../../core/i18n/localize.ts';
import { useConsole } from '../app/console-context.ts';
import { StockEditor } from './stock-editor.tsx';
import { StopControls } from './stop-controls.tsx';
import { useStopScope } from './stop-scope.ts';
import { StopScopeFields } from './stop-scope-fields.tsx';

export function ProductDetails({
  product,
  availability,
  stock,
}: {
  product: Product;
  availability: ConsoleAvailability;
  stock: number | null;
}) {
  const { lang } = useConsole();
  const scope = useStopScope();
  const stopsOf = (kind: 'product' | 'modification', itemId: number) =>
    availability.stops.filter((stop) => stop.kind === kind && stop.itemId === itemId);
  return (
    <div className="stack product-row__body">
      <StopScopeFields id={`product-${product.id}`} scope={scope} />
      <StopControls
        kind="product"
        itemId={product.id}
        name={localize(product.name, lang)}
        stops={stopsOf('product', product.id)}
        scope={scope}
      />
      {product.modificationGroups.map((group) => (
        <fieldset key={group.id} className="stack option-group">
          <legend>{localize(group.name, lang)}</legend>
          {group.modifications.map((modification) => (
            <StopControls
              key={modification.id}
              kind="modification"
              itemId={modification.id}
              name={localize(modification.name, lang)}
              stops={stopsOf('modification', modification.id)}
              scope={scope}
            />
          ))}
        </fieldset>
      ))}
      <StockEditor productId={product.id} count={stock} />
    </div>
  );
}
