/**
 * Catalogues a screen loads when it first shows, instead of in the start-up wave: texts that only a
 * few screens read (the branch list, map and drawer) need not be downloaded by every visit's home
 * page. The screen suspends (React's `use`) until its catalogue is part of the visit's messages.
 */
import { use } from 'react';
import type { AppLanguage } from './languages.ts';
import { loadCatalogue, type CatalogueLoader, type Messages } from './messages.ts';

const loads = new WeakMap<Messages, Map<string, Promise<void>>>();

/**
 * Adds the catalogue of `namespace` to `messages` once: every caller for the same messages (one
 * language of one visit) shares the same download. A failed download is forgotten, so the next
 * attempt tries again.
 */
export function loadLazyCatalogue(
  messages: Messages,
  namespace: string,
  loader: CatalogueLoader | undefined,
): Promise<void> {
  let byNamespace = loads.get(messages);
  if (!byNamespace) loads.set(messages, (byNamespace = new Map()));
  const known = byNamespace.get(namespace);
  if (known) return known;
  const load = (loader ? loadCatalogue(loader) : Promise.resolve({})).then(
    (catalogue) => messages.add(namespace, catalogue),
    (error: unknown) => {
      byNamespace.delete(namespace);
      throw error;
    },
  );
  byNamespace.set(namespace, load);
  return load;
}

/** A namespace and its catalogue per language (what `messagesOf` gives). */
export interface LazyCatalogue {
  namespace: string;
  loaders: Partial<Record<AppLanguage, CatalogueLoader>>;
}

/**
 * Suspends the calling component until these catalogues, in `messages.lang`, are loaded. They
 * download side by side, not one after the other.
 */
export function useLazyCatalogues(messages: Messages, catalogues: readonly LazyCatalogue[]): void {
  const loads = catalogues.map(({ namespace, loaders }) =>
    loadLazyCatalogue(messages, namespace, loaders[messages.lang] ?? loaders.ru),
  );
  for (const load of loads) use(load);
}
