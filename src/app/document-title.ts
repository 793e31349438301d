/**
 * Keeps document.title in step with the page as the customer moves around the storefront or
 * switches language. The server's head names the first page (src/server/seo), so nothing happens
 * until something changes: this hook is part of the first download, and the titles themselves
 * (page-title.ts) load with the first change, never with the page a visit starts on.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useStorefront } from '../core/storefront.tsx';

export function useDocumentTitle(): void {
  const { pathname, search } = useLocation();
  const storefront = useStorefront();
  const queryClient = useQueryClient();
  const first = useRef(true);
  const { merchant, settings, lang } = storefront;

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let current = true;
    void import('./page-title.ts')
      .then((loaded) => loaded.titleOfPage(pathname, search, storefront, queryClient))
      .then((title) => {
        if (current) document.title = title;
      });
    return () => {
      current = false;
    };
    // Only what a title is made of: the storefront also changes with the session, which must not
    // load the titles on the page a visit starts on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, search, merchant, settings, lang]);
}
