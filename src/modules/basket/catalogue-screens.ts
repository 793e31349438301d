/**
 * The menu's screens (home, a category, a product, search): where the customer is choosing and the
 * basket is the next step, so Telegram's Main button carries it there (basket-main-button.tsx).
 * Not the basket or checkout (they have their own step), nor the profile and its pages.
 */
export const isCatalogueScreen = (pathname: string): boolean =>
  pathname === '/' || /^\/(category|search)(\/|$)|^\/product\//.test(pathname);
