import { useT } from '../../core/storefront.tsx';
import { CloseIcon } from '../../ui/icons.tsx';
import type { RecentSearches } from './recent-searches.ts';

const ClockIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className="search__recent-icon">
    <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
    <path d="M12 7.5V12l3 2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
  </svg>
);

/** The recent searches under an empty field: each runs again with a tap, or goes with its cross. */
export function RecentSearchesList({
  recent,
  onPick,
  onEmptied,
}: {
  recent: RecentSearches;
  onPick: (query: string) => void;
  /** The list went (cleared, or its last entry removed): focus goes back to the field. */
  onEmptied: () => void;
}) {
  const t = useT();
  return (
    <section className="search__recent" aria-labelledby="search-recent-title">
      <div className="search__recent-head">
        <h2 id="search-recent-title" className="search__recent-title">
          {t('search.recentTitle')}
        </h2>
        <button
          type="button"
          className="search__recent-clear"
          onClick={() => {
            recent.clear();
            onEmptied();
          }}
        >
          {t('search.recentClear')}
        </button>
      </div>
      <ul className="search__recent-list">
        {recent.searches.map((query) => (
          <li key={query} className="search__recent-item">
            <button type="button" className="search__recent-pick" onClick={() => onPick(query)}>
              <ClockIcon />
              <span className="search__recent-text">{query}</span>
            </button>
            <button
              type="button"
              className="search__recent-remove"
              aria-label={t('search.recentRemove', { query })}
              title={t('search.recentRemove', { query })}
              onClick={(event) => {
                // Focus stays in the list, on the neighbour's cross, instead of falling to the page.
                const item = event.currentTarget.closest('li');
                const neighbour = (item?.nextElementSibling ?? item?.previousElementSibling)?.querySelector(
                  '.search__recent-remove',
                );
                recent.forget(query);
                if (neighbour instanceof HTMLElement) neighbour.focus();
                else onEmptied();
              }}
            >
              <CloseIcon />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
