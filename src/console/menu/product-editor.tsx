/**
 * One product's fields: names and descriptions in each of the menu's languages, price and discount,
 * photo (uploaded to the media host), whether customers see it and may order it, and its category.
 * Problems are shown at their field, in the staff member's language, and block the save.
 */
import { SelectField, TextField } from '../../ui/field.tsx';
import { useConsole } from '../app/console-context.ts';
import { menuLanguages, updateProduct, type MenuProduct } from './menu-draft.ts';
import { LocalizedInputs } from './localized-inputs.tsx';
import { nameIn } from './menu-names.ts';
import { PhotoField } from './photo-field.tsx';
import type { MenuState } from './use-menu.ts';

/** A number field's text as a number (an empty field is 0, a text that is no number stays NaN: a problem). */
const numberOf = (text: string) => (text.trim() === '' ? 0 : Number(text));

function Flag(props: { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="studio-flag">
      <input
        id={props.id}
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <label htmlFor={props.id}>{props.label}</label>
    </div>
  );
}

export function ProductEditor({ menu, product }: { menu: MenuState; product: MenuProduct }) {
  const { t, lang } = useConsole();
  const doc = menu.doc!;
  const languages = menuLanguages(doc);
  const problems = menu.problems.get(`product:${product.id}`) ?? {};
  const problemOf = (field: string) => {
    const problem = problems[field];
    return problem ? t(`menu.problem.${problem}`) : undefined;
  };
  const set = (change: Partial<MenuProduct>) =>
    menu.update((current) => updateProduct(current, product.id, change));
  const id = `menu-product-${product.id}`;
  const name = nameIn(product.name, lang) || t('menu.untitled');
  return (
    <section className="stack panel menu-editor" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{name}</h2>
      <LocalizedInputs
        id={`${id}-name`}
        label={(code) => t('menu.productName', { lang: code })}
        languages={languages}
        value={product.name}
        errorOf={(code) => problemOf(`name.${code}`)}
        onChange={(value) => set({ name: value })}
      />
      <div className="menu-price-row">
        <TextField
          id={`${id}-price`}
          label={t('menu.price')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={Number.isNaN(product.costPrice) ? '' : String(product.costPrice)}
          error={problemOf('costPrice')}
          onChange={(event) => set({ costPrice: numberOf(event.target.value) })}
        />
        <TextField
          id={`${id}-discount`}
          label={t('menu.discount')}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          value={String(product.discount ?? 0)}
          error={problemOf('discount')}
          onChange={(event) => set({ discount: numberOf(event.target.value) })}
        />
      </div>
      <PhotoField menu={menu} product={product} onChange={(image) => set({ image })} />
      <Flag
        id={`${id}-active`}
        label={t('menu.active')}
        checked={product.active !== false}
        onChange={(checked) => set({ active: checked })}
      />
      <Flag
        id={`${id}-available`}
        label={t('menu.isAvailable')}
        checked={product.isAvailable !== false}
        onChange={(checked) => set({ isAvailable: checked })}
      />
      <SelectField
        id={`${id}-category`}
        label={t('menu.category')}
        value={product.categoryId}
        options={doc.categories.map((category) => ({
          value: String(category.id),
          label: nameIn(category.name, lang) || t('menu.untitled'),
        }))}
        onChange={(value) => {
          const category = doc.categories.find((c) => c.id === Number(value));
          set({ categoryId: Number(value), ...(category?.groupId ? { group: category.groupId } : {}) });
        }}
      />
      <LocalizedInputs
        id={`${id}-description`}
        label={(code) => t('menu.productDescription', { lang: code })}
        languages={languages}
        value={product.description}
        multiline
        onChange={(value) => set({ description: value })}
      />
    </section>
  );
}
