/**
 * The menu in the studio (owners and managers): groups and categories on the side, the picked
 * category's products in the storefront's order (dragged or moved to reorder), the picked product's
 * texts, price, photo and visibility, one save for the whole draft (a version, shown live to every
 * open storefront), and the tenant's versions with revert.
 */
import { useState } from 'react';
import { useConsole } from '../app/console-context.ts';
import { SaveBar } from '../studio/save-bar.tsx';
import { VersionHistory } from '../studio/version-history.tsx';
import { CategoryPanel } from './category-panel.tsx';
import { CategoryTree } from './category-tree.tsx';
import { groupsWithCategories } from './menu-draft.ts';
import { ProductEditor } from './product-editor.tsx';
import { ProductList } from './product-list.tsx';
import { useMenu } from './use-menu.ts';

export default function MenuScreen() {
  const { t } = useConsole();
  const menu = useMenu();
  const [categoryPicked, setCategory] = useState<number | null>(null);
  const [productId, setProduct] = useState<number | null>(null);
  if (menu.saved.isError) {
    return (
      <p role="alert" className="alert">
        {menu.saved.error.message}
      </p>
    );
  }
  const doc = menu.doc;
  if (!doc) return <p role="status">{t('app.loading')}</p>;
  const firstCategory = groupsWithCategories(doc).flatMap((section) => section.categories)[0];
  const category = doc.categories.find((c) => c.id === categoryPicked) ?? firstCategory;
  const product = doc.products.find((p) => p.id === productId && p.categoryId === category?.id);
  return (
    <section className="menu-studio" aria-labelledby="menu-title">
      <div className="menu-studio__side stack">
        <h1 id="menu-title">{t('nav.menu')}</h1>
        <SaveBar
          problems={menu.problems.size}
          changed={menu.changed}
          version={menu.saved.data?.version}
          saving={menu.save.isPending}
          error={menu.save.error}
          onSave={() => menu.save.mutate()}
          onDiscard={menu.drop}
        />
        <CategoryTree
          menu={menu}
          selected={category?.id ?? null}
          onSelect={(id) => {
            setCategory(id);
            setProduct(null);
          }}
        />
        <p className="muted">{t('menu.note')}</p>
      </div>
      <div className="menu-studio__main stack">
        {category ? (
          <>
            <CategoryPanel menu={menu} category={category} />
            <div className="menu-studio__products">
              <ProductList
                menu={menu}
                categoryId={category.id}
                selected={product?.id ?? null}
                onSelect={setProduct}
              />
              {product ? (
                <ProductEditor key={product.id} menu={menu} product={product} />
              ) : (
                <p className="panel muted">{t('menu.pickProduct')}</p>
              )}
            </div>
          </>
        ) : (
          <p className="panel muted">{t('menu.pickCategory')}</p>
        )}
        <VersionHistory versions={menu.versions} />
      </div>
    </section>
  );
}
