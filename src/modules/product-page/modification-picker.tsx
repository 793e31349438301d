import type { ModificationGroup, ModificationViewType } from '../../contract/index.ts';
import { unitPrice } from '../../core/catalogue/assemble.ts';
import { useLocalize, usePrice, useT } from '../../core/storefront.tsx';
import { MediaImage } from '../../ui/media-image.tsx';
import type { Choice } from './modification-choice.ts';

interface Props {
  groups: readonly ModificationGroup[];
  choice: Choice;
  discount: number;
  view: ModificationViewType;
  onToggle: (group: ModificationGroup, modificationId: number) => void;
}

/** Modification groups as names with prices (NAME_ONLY) or as picture tiles (FULL_IMAGE). */
export function ModificationPicker({ groups, choice, discount, view, onToggle }: Props) {
  const localize = useLocalize();
  const price = usePrice();
  const t = useT();
  return (
    <div className="mods">
      {groups.map((group) => {
        const single = group.maxSelect === 1;
        return (
          <fieldset
            key={group.id}
            className={`mods__group mods__group--${view === 'FULL_IMAGE' ? 'tiles' : 'list'}`}
          >
            <legend className="mods__legend">
              {localize(group.name)}
              <span className="mods__rule">
                {group.minSelect > 0
                  ? t('product-page.required')
                  : t('product-page.upTo', { count: group.maxSelect })}
              </span>
            </legend>
            {group.modifications.map((mod) => {
              const checked = choice[group.id]?.includes(mod.id) ?? false;
              const extra = mod.price > 0 ? `+${price(unitPrice(mod.price, discount))}` : '';
              return (
                <label key={mod.id} className="mods__option" data-checked={checked}>
                  <input
                    type={single ? 'radio' : 'checkbox'}
                    name={`group-${group.id}`}
                    checked={checked}
                    // Stopped by the staff: shown, so the customer knows it exists, but not chosen.
                    disabled={!mod.isAvailable && !checked}
                    onChange={() => onToggle(group, mod.id)}
                  />
                  {view === 'FULL_IMAGE' ? (
                    <MediaImage path={mod.image} width={96} height={96} className="mods__image" />
                  ) : null}
                  <span className="mods__name">{localize(mod.name)}</span>
                  {mod.isAvailable ? null : (
                    <span className="mods__sold-out">{t('product-page.soldOut')}</span>
                  )}
                  {extra ? <span className="mods__price">{extra}</span> : null}
                </label>
              );
            })}
          </fieldset>
        );
      })}
    </div>
  );
}
