import { useState } from 'react';
import { useMenuCatalogue } from '../../core/catalogue/catalogue-queries.ts';
import { useSettings, useT } from '../../core/storefront.tsx';
import { PageState } from '../../ui/page-state.tsx';
import { CatalogueFailed, MenuSkeleton } from './catalogue-states.tsx';
import { CategoryCards } from './category-cards.tsx';
import { GroupPicker } from './group-picker.tsx';
import { VirtualMenu } from './virtual-menu.tsx';
import './menu.css';

/** The home menu: groups, then categories as tabs with products inline, or as tiles. */
export default function Menu() {
  const settings = useSettings();
  const t = useT();
  const { catalogue, isPending, error, refetch } = useMenuCatalogue();
  const [groupId, setGroupId] = useState<number | null>(null);

  if (isPending) return <MenuSkeleton />;
  if (error || !catalogue) return <CatalogueFailed error={error} onRetry={refetch} />;
  if (catalogue.categories.length === 0)
    return <PageState title={t('catalogue.empty')} message={t('catalogue.emptyHint')} />;

  const group = catalogue.groups.find((g) => g.id === groupId);
  const categories = group ? group.categories : catalogue.categories;
  return (
    <section className="menu" aria-label={t('catalogue.menu')}>
      {catalogue.groups.length > 1 ? (
        <GroupPicker
          view={settings.groupView}
          groups={catalogue.groups}
          selected={group ? group.id : null}
          onSelect={setGroupId}
        />
      ) : null}
      {settings.categoryView === 'CARDS' ? (
        <CategoryCards categories={categories} />
      ) : (
        <VirtualMenu key={groupId ?? 'all'} categories={categories} />
      )}
    </section>
  );
}
