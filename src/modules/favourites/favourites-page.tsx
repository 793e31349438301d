import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { Product } from '../../contract/index.ts';
import { useMenuCatalogue } from '../../core/catalogue/catalogue-queries.ts';
import { useMeasureText, usePriceText } from '../../core/catalogue/product-text.ts';
import { RequireSession } from '../../core/session/require-session.tsx';
import type { StoredSession } from '../../core/session/session-store.ts';
import { useLocalize, useStorefront, useT } from '../../core/storefront.tsx';
import { MediaImage } from '../../ui/media-image.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { PageState, Skeleton } from '../../ui/page-state.tsx';
import { Price } from '../../ui/price.tsx';
import { favouritesQuery } from './favourites-queries.ts';
import { useGuestFavourites } from './guest-favourites.ts';
import { HeartButton } from './heart-button.tsx';
import './favourites-page.css';

/** Route profile-favorites: the customer's favourite products, newest first. */
export default function FavouritesPage() {
  return <RequireSession>{(session) => <Favourites session={session} />}</RequireSession>;
}

function Favourites({ session }: { session: StoredSession }) {
  const { api, merchant } = useStorefront();
  const t = useT();
  const favourites = useQuery(favouritesQuery(api, merchant.id, session.user.id));
  // Hearts tapped before signing in, on their way to the account (guest-sync.ts), show first.
  const guestIds = useGuestFavourites(merchant.id);
  // Names, pictures and today's prices come from the menu the storefront already holds.
  const menu = useMenuCatalogue();

  const heading = <h1 className="favs__title">{t('favourites.title')}</h1>;
  const failed = (!favourites.data && favourites.error) || (!menu.catalogue && menu.error);
  if (failed) {
    return (
      <div className="favs">
        {heading}
        <LoadFailed
          level={2}
          title={t('favourites.loadFailed')}
          error={failed}
          retry={t('favourites.retry')}
          onRetry={() => {
            if (favourites.error) void favourites.refetch();
            if (menu.error) menu.refetch();
          }}
        />
      </div>
    );
  }
  if (!favourites.data || !menu.catalogue) {
    return (
      <div className="favs" aria-busy="true">
        {heading}
        <FavouritesSkeleton />
      </div>
    );
  }

  const { productsById } = menu.catalogue;
  // A favourite whose product left the menu has nothing to show or order.
  const ids = new Set([...guestIds, ...favourites.data.map((f) => f.productId)]);
  const products = [...ids].map((id) => productsById.get(id)).filter((p): p is Product => !!p);
  if (products.length === 0) {
    return (
      <div className="favs">
        {heading}
        <PageState level={2} title={t('favourites.empty.title')} message={t('favourites.empty.text')}>
          <Link className="btn btn--primary" to="/">
            {t('favourites.toMenu')}
          </Link>
        </PageState>
      </div>
    );
  }
  return (
    <div className="favs">
      {heading}
      <ul className="favs__list">
        {products.map((product) => (
          <FavouriteRow key={product.id} product={product} />
        ))}
      </ul>
    </div>
  );
}

function FavouriteRow({ product }: { product: Product }) {
  const t = useT();
  const localize = useLocalize();
  const priceText = usePriceText();
  const measure = useMeasureText();
  const price = priceText(product.costPrice, product.discount);
  const unit = measure(product);
  return (
    <li className="fav-row">
      <Link className="fav-row__link" to={`/product/${product.id}`}>
        <MediaImage className="fav-row__image" path={product.image} width={72} height={72} />
        <span className="fav-row__body">
          <span className="fav-row__name">{localize(product.name)}</span>
          <span className="fav-row__meta">
            <Price current={price.current} old={price.old} oldLabel={t('favourites.oldPrice')} />
            {unit ? <span className="fav-row__unit">{unit}</span> : null}
          </span>
          {!product.isAvailable ? (
            <span className="fav-row__unavailable">{t('favourites.unavailable')}</span>
          ) : null}
        </span>
      </Link>
      <HeartButton product={product} variant="row" />
    </li>
  );
}

function FavouritesSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <ul className="favs__list" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="fav-row fav-row--skeleton">
          <Skeleton width={72} height={72} />
          <span className="fav-row__body">
            <Skeleton width="70%" height={16} radius={8} />
            <Skeleton width="35%" height={16} radius={8} />
          </span>
        </li>
      ))}
    </ul>
  );
}
