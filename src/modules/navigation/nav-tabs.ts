/** The tab bar's tabs and which one the current address belongs to. */

export type TabId = 'menu' | 'search' | 'basket' | 'orders' | 'profile';

export interface NavTab {
  id: TabId;
  /** Where the tab goes; null for the basket when it opens as a sheet (no basket page). */
  path: string | null;
}

export interface TabInputs {
  /** Paths of the routes the storefront has (registry.routes(settings)). */
  routePaths: readonly string[];
  /** The merchant has a basket page (cartPageActive); otherwise the basket tab opens the sheet. */
  basketPage: boolean;
  /** Telegram's Main button is the basket's way in: no basket tab. */
  nativeBasket: boolean;
}

/** The tabs, in order, each only where its screen exists. */
export function navTabs({ routePaths, basketPage, nativeBasket }: TabInputs): NavTab[] {
  const has = (path: string) => routePaths.includes(path);
  const tabs: (NavTab | null)[] = [
    { id: 'menu', path: '/' },
    has('/search') ? { id: 'search', path: '/search' } : null,
    nativeBasket ? null : { id: 'basket', path: basketPage && has('/basket') ? '/basket' : null },
    has('/profile/orders') ? { id: 'orders', path: '/profile/orders' } : null,
    has('/profile') ? { id: 'profile', path: '/profile' } : null,
  ];
  return tabs.filter((tab): tab is NavTab => tab !== null);
}

/** Screens under the menu: a category and a product belong to it. */
const MENU_PATHS = /^\/(category|product)(\/|$)/;

/**
 * The tab the address belongs to: the one whose path is the longest prefix of it (an order's page is
 * under orders, not profile), the menu for the home page and the menu's screens; none elsewhere.
 */
export function activeTab(pathname: string, tabs: readonly NavTab[]): TabId | null {
  if (pathname === '/' || MENU_PATHS.test(pathname)) return tabs.some((t) => t.id === 'menu') ? 'menu' : null;
  let best: NavTab | null = null;
  for (const tab of tabs) {
    if (!tab.path || tab.path === '/') continue;
    const under = pathname === tab.path || pathname.startsWith(`${tab.path}/`);
    if (under && (!best || (best.path?.length ?? 0) < tab.path.length)) best = tab;
  }
  return best?.id ?? null;
}

/** Screens with their own action along the bottom (placing the order, adding the product): no bar. */
export const hidesBar = (pathname: string): boolean => /^\/(checkout|product\/)/.test(pathname);
