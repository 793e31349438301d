/** The picked category's name in each language and its group, and that group's name. */
import { SelectField } from '../../ui/field.tsx';
import { useConsole } from '../app/console-context.ts';
import { LocalizedInputs } from './localized-inputs.tsx';
import { menuLanguages, updateCategory, updateGroup, type MenuCategory } from './menu-draft.ts';
import { nameIn } from './menu-names.ts';
import type { MenuState } from './use-menu.ts';

export function CategoryPanel({ menu, category }: { menu: MenuState; category: MenuCategory }) {
  const { t, lang } = useConsole();
  const doc = menu.doc!;
  const languages = menuLanguages(doc);
  const group = doc.groups.find((g) => g.id === category.groupId);
  const missing = (key: `${'category' | 'group'}:${number}`) => (code: string) =>
    menu.problems.get(key)?.[`name.${code}`] ? t('menu.problem.nameMissing') : undefined;
  const id = `menu-category-${category.id}`;
  return (
    <section className="stack panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{nameIn(category.name, lang) || t('menu.untitled')}</h2>
      <LocalizedInputs
        id={`${id}-name`}
        label={(code) => t('menu.categoryName', { lang: code })}
        languages={languages}
        value={category.name}
        errorOf={missing(`category:${category.id}`)}
        onChange={(name) => menu.change(updateCategory(doc, category.id, { name }))}
      />
      {doc.groups.length > 0 && (
        <SelectField
          id={`${id}-group`}
          label={t('menu.group')}
          value={category.groupId ?? ''}
          options={doc.groups.map((g) => ({
            value: String(g.id),
            label: nameIn(g.name, lang) || t('menu.untitled'),
          }))}
          onChange={(value) => menu.change(updateCategory(doc, category.id, { groupId: Number(value) }))}
        />
      )}
      {group && (
        <LocalizedInputs
          id={`menu-group-${group.id}-name`}
          label={(code) => t('menu.groupName', { lang: code })}
          languages={languages}
          value={group.name}
          errorOf={missing(`group:${group.id}`)}
          onChange={(name) => menu.change(updateGroup(doc, group.id, { name }))}
        />
      )}
    </section>
  );
}
