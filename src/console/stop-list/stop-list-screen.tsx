/** The stop list: the catalogue by category with a search box; stop, resume and count each dish. */
import { useMemo, useState } from 'react';
import { TextField } from '../../ui/field.tsx';
import { useConsole } from '../app/console-context.ts';
import { useAvailability } from '../availability/use-availability.ts';
import { useCatalogue } from '../catalogue/use-catalogue.ts';
import { localize } from '../../core/i18n/localize.ts';
import { catalogueSections } from './catalogue-sections.ts';
import { ProductRow } from './product-row.tsx';

export default function StopListScreen() {
  const { t, lang } = useConsole();
  const catalogue = useCatalogue();
  const availability = useAvailability();
  const [search, setSearch] = useState('');
  const sections = useMemo(
    () => (catalogue.data ? catalogueSections(catalogue.data, search, lang) : []),
    [catalogue.data, search, lang],
  );
  const error = catalogue.error ?? availability.error;
  return (
    <section className="stack" aria-labelledby="stop-title">
      <div className="screen-head">
        <h1 id="stop-title">{t('nav.stopList')}</h1>
        <TextField
          id="stop-search"
          label={t('stop.search')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {error && <p role="alert">{error.message}</p>}
      {!availability.data || !catalogue.data ? (
        !error && <p role="status">{t('app.loading')}</p>
      ) : sections.length === 0 ? (
        <p>{t('stop.nothingFound')}</p>
      ) : (
        sections.map((section) => (
          <section key={section.category.id} aria-labelledby={`category-${section.category.id}`}>
            <h2 id={`category-${section.category.id}`}>{localize(section.category.name, lang)}</h2>
            <ul className="product-list">
              {section.products.map((product) => (
                <ProductRow key={product.id} product={product} availability={availability.data} />
              ))}
            </ul>
          </section>
        ))
      )}
    </section>
  );
}
