import type { GroupView as GroupViewType } from '../../contract/index.ts';
import type { GroupView } from '../../core/catalogue/assemble.ts';
import { useLocalize, useT } from '../../core/storefront.tsx';
import { textColorOn } from '../../ui/contrast.ts';
import { MediaImage } from '../../ui/media-image.tsx';
import './group-picker.css';

interface GroupOption {
  id: number | null;
  name: string;
  icon: string | null;
  bg: string | null;
  iconBg: string | null;
}

interface Props {
  view: GroupViewType;
  groups: readonly GroupView[];
  selected: number | null;
  onSelect: (groupId: number | null) => void;
}

/** Product groups (spec: groupView): chips (TABS) or tiles with icon and colour (CARDS). */
export function GroupPicker({ view, groups, selected, onSelect }: Props) {
  const localize = useLocalize();
  const t = useT();
  const options: GroupOption[] = [
    { id: null, name: t('catalogue.allGroups'), icon: null, bg: null, iconBg: null },
    ...groups.map((g) => ({
      id: g.id,
      name: localize(g.name),
      icon: g.icon ?? g.image ?? null,
      bg: g.bgColor ?? null,
      iconBg: g.iconBgColor ?? null,
    })),
  ];

  return (
    <nav className={`groups groups--${view.toLowerCase()}`} aria-label={t('catalogue.groups')}>
      <ul className="groups__list">
        {options.map((option) => (
          <li key={option.id ?? 'all'}>
            <button
              type="button"
              className="groups__item"
              aria-pressed={selected === option.id}
              style={
                view === 'CARDS' && option.bg
                  ? { background: option.bg, color: textColorOn(option.bg) }
                  : undefined
              }
              onClick={() => onSelect(option.id)}
            >
              {option.id === null && view === 'CARDS' ? (
                // "All" has no picture of its own: four tiles drawn in CSS, so its card is not an
                // empty box (CSS, because the home page's script budget is spent).
                <span className="groups__icon groups__icon--all" aria-hidden="true" />
              ) : option.icon ? (
                <span
                  className="groups__icon"
                  style={option.iconBg ? { background: option.iconBg } : undefined}
                >
                  <MediaImage
                    path={option.icon}
                    width={view === 'CARDS' ? 56 : 24}
                    height={view === 'CARDS' ? 56 : 24}
                    loading="eager"
                  />
                </span>
              ) : null}
              <span className="groups__name">{option.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
