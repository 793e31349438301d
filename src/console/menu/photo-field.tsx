/**
 * A product's photo: the current one, and a file picked from the computer or phone uploaded to the
 * media host at once (the server checks it is a picture and stores it as WebP); the product then
 * refers to it, saved with the menu. A refusal is said in words beside the field.
 */
import { useConsole } from '../app/console-context.ts';
import type { MenuProduct } from './menu-draft.ts';
import type { MenuState } from './use-menu.ts';

const ACCEPTED = 'image/jpeg,image/png,image/webp';

export function PhotoField({
  menu,
  product,
  onChange,
}: {
  menu: MenuState;
  product: MenuProduct;
  onChange: (image: string) => void;
}) {
  const { t } = useConsole();
  const id = `menu-product-${product.id}-photo`;
  const { upload } = menu;
  return (
    <div className="menu-photo">
      <img src={menu.photoUrl(product.image)} alt={t('menu.photo')} width={120} height={120} />
      <div className="stack">
        <label className="field__label" htmlFor={id}>
          {t('menu.uploadPhoto')}
        </label>
        <input
          id={id}
          type="file"
          accept={ACCEPTED}
          disabled={upload.isPending}
          aria-describedby={`${id}-status`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) upload.mutate(file, { onSuccess: ({ path }) => onChange(path) });
          }}
        />
        <p
          id={`${id}-status`}
          role={upload.isError ? 'alert' : 'status'}
          className={upload.isError ? 'field__error' : 'muted'}
        >
          {upload.isPending ? t('menu.uploading') : upload.isError ? upload.error.message : ''}
        </p>
      </div>
    </div>
  );
}
