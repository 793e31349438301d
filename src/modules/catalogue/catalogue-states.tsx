import { useT } from '../../core/storefront.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Skeleton } from '../../ui/page-state.tsx';
import './menu.css';

/** The menu's shape while the catalogue loads. */
export function MenuSkeleton() {
  return (
    <div className="menu__skeleton" aria-busy="true">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} width="100%" height={230} />
      ))}
    </div>
  );
}

/** The catalogue could not be loaded: say so in the customer's language and offer a retry. */
export function CatalogueFailed({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const t = useT();
  return (
    <LoadFailed
      title={t('catalogue.loadFailed')}
      error={error}
      retry={t('catalogue.retry')}
      onRetry={onRetry}
    />
  );
}
