/**
 * A page the customer goes to opens at its top: the storefront is one document, so without this the
 * next page kept the scroll of the last (a product tapped far down the menu opened on the product
 * page's footer). Back and Forward leave the scroll to the browser, which puts the customer back
 * where they were on that page. A change of query or hash alone (a category's tab, a search, the
 * skip link) is the same page and keeps its place.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType, type NavigationType } from 'react-router-dom';

/** Whether moving from one path to another opens the new page at its top. */
export const opensAtTop = (from: string, to: string, how: `${NavigationType}`): boolean =>
  from !== to && how !== 'POP';

export function useScrollOnNavigate(): void {
  const { pathname } = useLocation();
  const how = useNavigationType();
  const shown = useRef(pathname);
  useEffect(() => {
    const from = shown.current;
    shown.current = pathname;
    if (opensAtTop(from, pathname, how)) window.scrollTo(0, 0);
  }, [pathname, how]);
}
