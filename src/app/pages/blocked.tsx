import { useStorefront, useT } from '../../core/storefront.tsx';
import { localize } from '../../core/i18n/localize.ts';
import { PageState } from '../../ui/page-state.tsx';

/** Route blocked: an inactive merchant sends every visitor here. */
export function BlockedPage() {
  const { merchant, lang } = useStorefront();
  const t = useT();
  return (
    <PageState
      title={t('app.blocked.title', { name: localize(merchant.name, lang) })}
      message={t('app.blocked.message')}
    />
  );
}
