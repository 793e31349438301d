/**
 * The place search (spec sections 2 and 4): a bottom drawer with a clearable text input and the
 * results, each with its name and full display name. The input takes focus 500 ms after opening
 * (once the drawer has slid up), typing is searched 300 ms after the last key, and closing forgets
 * the text and the results (the drawer's content unmounts).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PLACE_SEARCH_MAX_LENGTH } from '../../contract/index.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { backendLanguageOf } from '../../core/i18n/languages.ts';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { CloseIcon, PinIcon, SearchIcon } from '../../ui/icons.tsx';
import { Sheet } from '../../ui/sheet.tsx';
import { MIN_SEARCH_LENGTH, placeSearchQuery } from './geocoder-queries.ts';
import { placeAddress, type PinAddress } from './place-address.ts';
import { useDebouncedValue } from './use-debounced-value.ts';
import './place-search.css';

/** Spec section 9: search focus delay 500 ms; remote search debounce 300 ms. */
export const SEARCH_FOCUS_DELAY_MS = 500;
export const SEARCH_DEBOUNCE_MS = 300;

export function PlaceSearchDrawer({
  open,
  onClose,
  onSelect,
}: {
  open: boolean;
  onClose: () => void;
  onSelect: (place: PinAddress) => void;
}) {
  const t = useT();
  return (
    <Sheet open={open} onClose={onClose} title={t('delivery.search.title')} closeLabel={t('delivery.close')}>
      <PlaceSearch
        onSelect={(place) => {
          onSelect(place);
          onClose();
        }}
      />
    </Sheet>
  );
}

/** The search field and its results: in the drawer, or on its own where the map cannot show. */
export function PlaceSearch({
  onSelect,
  autoFocus = true,
}: {
  onSelect: (place: PinAddress) => void;
  /** Focus the input after the drawer's delay. */
  autoFocus?: boolean;
}) {
  const { api, merchant, lang } = useStorefront();
  const t = useT();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const searching = query.length >= MIN_SEARCH_LENGTH;
  const results = useQuery({
    ...placeSearchQuery(api, merchant.id, backendLanguageOf(lang), query),
    enabled: searching,
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (!autoFocus) return;
    const timer = setTimeout(() => input.current?.focus(), SEARCH_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [autoFocus]);

  const places = searching ? (results.data ?? []) : [];
  return (
    <div className={`place-search${autoFocus ? '' : ' place-search--inline'}`}>
      <h2 className="place-search__title">{t('delivery.search.title')}</h2>
      <div className="place-search__field">
        <span className="place-search__icon" aria-hidden="true">
          <SearchIcon />
        </span>
        <label className="visually-hidden" htmlFor={inputId}>
          {t('delivery.search.label')}
        </label>
        <input
          ref={input}
          id={inputId}
          className="place-search__input"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={PLACE_SEARCH_MAX_LENGTH}
          placeholder={t('delivery.search.placeholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        {text ? (
          <button
            type="button"
            className="place-search__clear"
            aria-label={t('delivery.search.clear')}
            onClick={() => {
              setText('');
              input.current?.focus();
            }}
          >
            <CloseIcon />
          </button>
        ) : null}
      </div>
      <div className="place-search__results" aria-live="polite" aria-busy={results.isFetching || undefined}>
        {!searching ? null : results.isError ? (
          <p className="place-search__state" role="alert">
            {t('delivery.search.failed')}
          </p>
        ) : results.isPending ? (
          <p className="place-search__state">{t('delivery.search.searching')}</p>
        ) : places.length === 0 ? (
          <p className="place-search__state">{t('delivery.search.nothing')}</p>
        ) : (
          <ul className="place-search__list" aria-label={t('delivery.search.results')}>
            {places.map((place, index) => {
              const found = placeAddress(place);
              return (
                <li key={`${place.lat},${place.lon},${index}`}>
                  <button type="button" className="place-search__result" onClick={() => onSelect(found)}>
                    <span className="place-search__pin" aria-hidden="true">
                      <PinIcon />
                    </span>
                    <span className="place-search__text">
                      <span className="place-search__name">
                        {found.name || found.streetName || place.display_name}
                      </span>
                      <span className="place-search__full">{place.display_name}</span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
