import { useEffect } from 'react';
import { useT } from '../../core/storefront.tsx';
import { isChunkLoadError, reloadForNewBuild } from '../../core/tenant/chunk-reload.ts';
import { sessionStore } from '../../core/tenant/safe-storage.ts';
import { LoadFailed } from '../../ui/load-failed.tsx';

/**
 * A page that failed (spec section 2): Internal Server Error with the error message. A page whose
 * code is gone because a newer build was deployed reloads instead (spec section 8).
 */
export function ErrorPage({ error }: { error: Error }) {
  const t = useT();
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForNewBuild(sessionStore(), () => location.reload());
  }, [error]);
  return (
    <LoadFailed
      title={t('app.error.title')}
      error={error}
      retry={t('app.retry')}
      onRetry={() => location.reload()}
    />
  );
}
