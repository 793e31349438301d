/**
 * The menu's groups with their categories, in the storefront's order: a category is picked to edit it
 * and its products, moved up or down (or dragged) within its group; a category or a group is added.
 */
import { Button } from '../../ui/button.tsx';
import { useConsole } from '../app/console-context.ts';
import {
  addCategory,
  addGroup,
  groupsWithCategories,
  moveCategory,
  type MenuCategory,
  type MenuGroup,
} from './menu-draft.ts';
import { nameIn } from './menu-names.ts';
import { MoveButtons } from './move-buttons.tsx';
import { useDragOrder } from './use-drag-order.ts';
import type { MenuState } from './use-menu.ts';

interface Props {
  menu: MenuState;
  selected: number | null;
  onSelect: (categoryId: number) => void;
}

function GroupSection({
  menu,
  group,
  categories,
  selected,
  onSelect,
}: Props & { group: MenuGroup | null; categories: MenuCategory[] }) {
  const { t, lang } = useConsole();
  const doc = menu.doc!;
  const groupId = group?.id ?? null;
  const move = (from: number, to: number) => menu.change(moveCategory(doc, groupId, from, to));
  const rowProps = useDragOrder(move);
  const title = group ? nameIn(group.name, lang) || t('menu.untitled') : t('menu.noGroup');
  const headingId = `menu-group-${groupId ?? 'none'}`;
  return (
    <section className="stack menu-group" aria-labelledby={headingId}>
      <h3
        id={headingId}
        className={group && menu.problems.has(`group:${group.id}`) ? 'field__error' : undefined}
      >
        {title}
      </h3>
      <ol className="menu-rows">
        {categories.map((category, index) => {
          const name = nameIn(category.name, lang) || t('menu.untitled');
          const problem = menu.problems.has(`category:${category.id}`);
          return (
            <li key={category.id} className="menu-row" data-category-id={category.id} {...rowProps(index)}>
              <span className="menu-row__handle" aria-hidden="true">
                ⠿
              </span>
              <button
                type="button"
                className={`menu-row__name${problem ? ' field__error' : ''}`}
                aria-pressed={selected === category.id}
                onClick={() => onSelect(category.id)}
              >
                {name}
              </button>
              <MoveButtons name={name} index={index} count={categories.length} move={move} />
            </li>
          );
        })}
      </ol>
      <Button
        variant="ghost"
        onClick={() => {
          const added = addCategory(doc, groupId, {});
          menu.change(added.doc);
          onSelect(added.id);
        }}
      >
        + {t('menu.addCategory')}
      </Button>
    </section>
  );
}

export function CategoryTree(props: Props) {
  const { t } = useConsole();
  const doc = props.menu.doc!;
  return (
    <nav className="stack panel menu-tree" aria-label={t('menu.categories')}>
      {groupsWithCategories(doc).map(({ group, categories }) => (
        <GroupSection key={group?.id ?? 'none'} {...props} group={group} categories={categories} />
      ))}
      <Button
        variant="secondary"
        onClick={() => {
          const added = addGroup(doc, {});
          const category = addCategory(added.doc, added.id, {});
          props.menu.change(category.doc);
          props.onSelect(category.id);
        }}
      >
        + {t('menu.addGroup')}
      </Button>
    </nav>
  );
}
