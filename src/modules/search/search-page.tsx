import { useCallback, useDeferredValue, useMemo, useRef } from 'react';
import type { Product } from '../../contract/index.ts';
import { useMenuCatalogue } from '../../core/catalogue/catalogue-queries.ts';
import { useSlotCode } from '../../core/layout/use-slot-code.ts';
import { useLocalize, useStorefront, useT } from '../../core/storefront.tsx';
import { CloseIcon, SearchIcon } from '../../ui/icons.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { PageState } from '../../ui/page-state.tsx';
import { wordsOf } from './fold-text.ts';
import { buildIndex, searchProducts } from './match-products.ts';
import { useRecentSearches } from './recent-searches.ts';
import { RecentSearchesList } from './recent-searches-list.tsx';
import { SearchResults } from './search-results.tsx';
import { useTypedQuery } from './use-typed-query.ts';
import './search.css';

/** Route search: the field owns the words, the address (?q=) follows them (use-typed-query.ts). */
export default function SearchPage() {
  const [query, setQuery] = useTypedQuery();
  const deferred = useDeferredValue(query);
  const t = useT();
  const localize = useLocalize();
  const { merchant } = useStorefront();
  const recent = useRecentSearches(merchant.id);
  const input = useRef<HTMLInputElement>(null);
  const { catalogue, isPending, error, refetch } = useMenuCatalogue();
  // Each result row holds the add button (a slot): the rows wait for its code, so both show at once.
  const actionsReady = useSlotCode('product-card.actions');
  // The index is built after the page has painted (a deferred render), so the field is there to
  // type in at once even for a catalogue of thousands of products.
  const indexed = useDeferredValue(catalogue, undefined);
  const index = useMemo(
    () =>
      indexed
        ? buildIndex(
            indexed.categories.flatMap((c) => c.products),
            (product) => localize(product.name),
          )
        : null,
    [indexed, localize],
  );
  const categories = useMemo(() => new Map(indexed?.categories.map((c) => [c.id, c])), [indexed]);
  const categoryOf = useCallback((product: Product) => categories.get(product.categoryId), [categories]);
  const found = useMemo(() => (index ? searchProducts(index, deferred) : null), [index, deferred]);

  const remember = () => recent.remember(deferred);
  const tooShort = wordsOf(deferred).join('').length < 2;

  return (
    <div className="search">
      <h1 className="visually-hidden">{t('search.title')}</h1>
      <form
        role="search"
        className="search__field"
        onSubmit={(event) => {
          event.preventDefault();
          // The field's own words (a held Enter given back once the page is live comes after the
          // typing replayed before it: app/ssr/early-taps.ts).
          recent.remember(input.current?.value ?? query);
          // Enter on a phone: the keyboard goes, the results stay.
          input.current?.blur();
        }}
      >
        {/* A button as well as Enter: switch access and some on-screen keyboards have no Enter. */}
        <button type="submit" className="search__submit" aria-label={t('search.open')}>
          <SearchIcon className="search__icon" />
        </button>
        <input
          ref={input}
          type="search"
          // Named as the address's parameter: sent before the page is live, the form is /search?q=…
          name="q"
          className="search__input"
          value={query}
          placeholder={t('search.placeholder')}
          aria-label={t('search.placeholder')}
          autoFocus
          enterKeyHint="search"
          maxLength={100}
          onChange={(e) => setQuery(e.target.value)}
        />
        {query ? (
          <button
            type="button"
            className="search__clear"
            aria-label={t('search.clear')}
            onClick={() => {
              setQuery('');
              input.current?.focus();
            }}
          >
            <CloseIcon />
          </button>
        ) : null}
      </form>
      {error ? (
        <LoadFailed
          level={2}
          title={t('search.loadFailed')}
          error={error}
          retry={t('search.retry')}
          onRetry={refetch}
        />
      ) : !query.trim() && recent.searches.length > 0 ? (
        <RecentSearchesList
          recent={recent}
          onPick={(q) => {
            setQuery(q);
            recent.remember(q);
          }}
          onEmptied={() => input.current?.focus()}
        />
      ) : tooShort ? (
        <p className="search__status">{t('search.hint')}</p>
      ) : isPending || !found || !actionsReady ? (
        <p className="search__status" aria-busy="true">
          {t('search.loading')}
        </p>
      ) : found.total === 0 ? (
        <PageState
          level={2}
          title={t('search.nothing', { query: deferred })}
          message={t('search.nothingHint')}
        />
      ) : (
        // Keyed by the query: a new search starts again at its first page.
        <SearchResults key={deferred} results={found.results} categoryOf={categoryOf} onUse={remember} />
      )}
    </div>
  );
}
