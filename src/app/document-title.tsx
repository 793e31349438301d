/**
 * Keeps document.title in step with the page as the customer moves around the storefront: the
 * server's head names the first page, and every later page gets the title the server would give it
 * (the merchant's on home and personal pages, "Classic burger — Burger Lab" on a product's).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { homeTitle } from '../core/seo/site-title.ts';
import { useStorefront } from '../core/storefront.tsx';

export function DocumentTitle() {
  const { pathname, search } = useLocation();
  const { merchant, settings, lang, messages, api, catalogueType } = useStorefront();
  const queryClient = useQueryClient();

  useEffect(() => {
    const home = homeTitle({ merchant, settings }, lang);
    if (pathname === '/') {
      document.title = home;
      return;
    }
    let current = true;
    const storefront = { merchant, settings, lang, messages, api, catalogueType };
    import('./page-title.ts')
      .then(({ titleOfPage }) => titleOfPage({ pathname, search, storefront, queryClient }))
      // Without the menu or the texts (offline), the merchant's title is still a right one.
      .catch(() => home)
      .then((title) => {
        if (current) document.title = title;
      });
    return () => {
      current = false;
    };
  }, [pathname, search, merchant, settings, lang, messages, api, catalogueType, queryClient]);

  return null;
}
