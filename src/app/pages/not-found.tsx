import { Link, useLocation } from 'react-router-dom';
import { useT } from '../../core/storefront.tsx';
import { PageState } from '../../ui/page-state.tsx';

/** An unknown route (spec section 2): 404 with 'Page not found: {path}'. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const t = useT();
  return (
    <PageState title={t('app.notFound.title')} message={t('app.notFound.message', { path: pathname })}>
      <Link className="btn btn--primary" to="/">
        {t('app.toHome')}
      </Link>
    </PageState>
  );
}
