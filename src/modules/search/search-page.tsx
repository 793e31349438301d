import { useDeferredValue, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useCatalogue } from '../../core/catalogue/catalogue-queries.ts';
import { useMeasureText, usePriceText } from '../../core/catalogue/product-text.ts';
import { useLocalize, useT } from '../../core/storefront.tsx';
import { CloseIcon, SearchIcon } from '../../ui/icons.tsx';
import { MediaImage } from '../../ui/media-image.tsx';
import { PageState } from '../../ui/page-state.tsx';
import { Price } from '../../ui/price.tsx';
import { buildIndex, searchProducts } from './match-products.ts';
import './search.css';

/** Route search: the query lives in the URL (?q=), so a reload or a shared link keeps it. */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const deferred = useDeferredValue(query);
  const t = useT();
  const localize = useLocalize();
  const priceText = usePriceText();
  const measure = useMeasureText();
  const { catalogue, isPending, error, refetch } = useCatalogue();
  const index = useMemo(() => (catalogue ? buildIndex(catalogue.productsById.values()) : []), [catalogue]);
  const { results, total } = useMemo(() => searchProducts(index, deferred), [index, deferred]);

  const setQuery = (q: string) => setParams(q ? { q } : {}, { replace: true });

  return (
    <div className="search">
      <h1 className="visually-hidden">{t('search.title')}</h1>
      <div className="search__field">
        <SearchIcon className="search__icon" />
        <input
          type="search"
          className="search__input"
          value={query}
          placeholder={t('search.placeholder')}
          aria-label={t('search.placeholder')}
          autoFocus
          enterKeyHint="search"
          onChange={(e) => setQuery(e.target.value)}
        />
        {query ? (
          <button
            type="button"
            className="search__clear"
            aria-label={t('search.clear')}
            onClick={() => setQuery('')}
          >
            <CloseIcon />
          </button>
        ) : null}
      </div>
      {error ? (
        <PageState
          tone="error"
          title={t('search.loadFailed')}
          message={error.message}
          action={{ label: t('search.retry'), onClick: refetch }}
        />
      ) : isPending ? (
        <p className="search__status" aria-busy="true">
          {t('search.loading')}
        </p>
      ) : deferred.trim().length < 2 ? (
        <p className="search__status">{t('search.hint')}</p>
      ) : total === 0 ? (
        <PageState title={t('search.nothing', { query: deferred })} message={t('search.nothingHint')} />
      ) : (
        <>
          <p className="search__status" role="status">
            {total > results.length
              ? t('search.countLimited', { shown: results.length, count: total })
              : t('search.count', { count: total })}
          </p>
          <ul className="search__results">
            {results.map((product) => {
              const price = priceText(product.costPrice, product.discount);
              return (
                <li key={product.id}>
                  <Link className="search__item" to={`/product/${product.id}`}>
                    <MediaImage path={product.image} width={64} height={64} className="search__image" />
                    <span className="search__name">{localize(product.name)}</span>
                    <span className="search__meta">
                      <Price current={price.current} old={price.old} />
                      <span className="search__unit">{measure(product)}</span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
