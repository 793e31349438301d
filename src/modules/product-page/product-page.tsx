import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { hasNativeButtons } from '../../core/channel-buttons.ts';
import { cameFromApp } from '../../core/navigation/came-from-app.ts';
import { useT } from '../../core/storefront.tsx';
import { BackIcon } from '../../ui/icons.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { PageState, Skeleton } from '../../ui/page-state.tsx';
import { ProductDetails } from './product-details.tsx';
import { useProduct } from './use-product.ts';
import './product-page.css';

/** Route product-id: /product/{id}. A malformed id fails validation: 'Page Not Found: {path}'. */
export default function ProductPage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const t = useT();
  const productId = /^\d+$/.test(id) ? Number(id) : null;
  const { product, isPending, error, refetch } = useProduct(productId ?? -1);

  if (productId === null)
    return (
      <PageState title={t('app.notFound.title')} message={t('app.notFound.invalid', { path: pathname })} />
    );
  if (isPending)
    return (
      <div className="product-page" aria-busy="true">
        <Skeleton width="100%" height={360} />
      </div>
    );
  if (error)
    return (
      <LoadFailed
        title={t('product-page.loadFailed')}
        error={error}
        retry={t('product-page.retry')}
        onRetry={refetch}
      />
    );
  if (!product)
    return (
      <PageState title={t('product-page.notAvailable')}>
        <Link className="btn btn--primary" to="/">
          {t('product-page.toMenu')}
        </Link>
      </PageState>
    );

  return (
    <div className="product-page">
      {/* Inside Telegram, Telegram's own Back button in its header does this. */}
      {hasNativeButtons() ? null : (
        <button
          type="button"
          className="icon-btn product-page__back"
          aria-label={t('product-page.back')}
          // Back where the customer was in the store; one who came from a link goes to the menu.
          onClick={() => (cameFromApp() ? navigate(-1) : navigate('/'))}
        >
          <BackIcon />
        </button>
      )}
      <ProductDetails product={product} />
    </div>
  );
}
