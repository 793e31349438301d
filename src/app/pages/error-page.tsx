import { useT } from '../../core/storefront.tsx';
import { PageState } from '../../ui/page-state.tsx';

/** A page that failed (spec section 2): Internal Server Error with the error message. */
export function ErrorPage({ error }: { error: Error }) {
  const t = useT();
  return (
    <PageState
      tone="error"
      title={t('app.error.title')}
      message={error.message}
      action={{ label: t('app.retry'), onClick: () => location.reload() }}
    />
  );
}
