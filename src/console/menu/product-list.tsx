/**
 * A category's products in the storefront's order: photo, name, price and whether customers see it;
 * picked to edit, dragged or moved up and down to change the order, and a product added.
 */
import { Button } from '../../ui/button.tsx';
import { useConsole } from '../app/console-context.ts';
import { useMoney } from '../format/use-money.ts';
import { addProduct, moveProduct, productsOf } from './menu-draft.ts';
import { nameIn } from './menu-names.ts';
import { MoveButtons } from './move-buttons.tsx';
import { useDragOrder } from './use-drag-order.ts';
import type { MenuState } from './use-menu.ts';

interface Props {
  menu: MenuState;
  categoryId: number;
  selected: number | null;
  onSelect: (productId: number) => void;
}

export function ProductList({ menu, categoryId, selected, onSelect }: Props) {
  const { t, lang } = useConsole();
  const money = useMoney();
  const doc = menu.doc!;
  const products = productsOf(doc, categoryId);
  const move = (from: number, to: number) => menu.change(moveProduct(doc, categoryId, from, to));
  const rowProps = useDragOrder(move);
  return (
    <section className="stack panel" aria-labelledby="menu-products">
      <h2 id="menu-products">{t('menu.products')}</h2>
      {products.length === 0 ? (
        <p className="muted">{t('menu.empty')}</p>
      ) : (
        <>
          <p className="muted">{t('menu.dragHint')}</p>
          <ol className="menu-rows">
            {products.map((product, index) => {
              const name = nameIn(product.name, lang) || t('menu.untitled');
              const problem = menu.problems.has(`product:${product.id}`);
              return (
                <li key={product.id} className="menu-row" data-product-id={product.id} {...rowProps(index)}>
                  <span className="menu-row__handle" aria-hidden="true">
                    ⠿
                  </span>
                  <img
                    className="menu-row__photo"
                    src={menu.photoUrl(product.image)}
                    alt=""
                    width={44}
                    height={44}
                  />
                  <button
                    type="button"
                    className={`menu-row__name${problem ? ' field__error' : ''}`}
                    aria-pressed={selected === product.id}
                    onClick={() => onSelect(product.id)}
                  >
                    {name}
                  </button>
                  <span className="menu-row__price">{money(product.costPrice)}</span>
                  {product.active === false && <span className="badge">{t('menu.hidden')}</span>}
                  {product.isAvailable === false && <span className="badge">{t('menu.notOrderable')}</span>}
                  <MoveButtons name={name} index={index} count={products.length} move={move} />
                </li>
              );
            })}
          </ol>
        </>
      )}
      <Button
        variant="secondary"
        onClick={() => {
          const added = addProduct(doc, categoryId, {});
          menu.change(added.doc);
          onSelect(added.id);
        }}
      >
        + {t('menu.addProduct')}
      </Button>
    </section>
  );
}
