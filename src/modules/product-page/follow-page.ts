/**
 * A product opens over the page that showed it and closes when the customer leaves that page. The
 * modal sheet keeps the page's own links out of reach, but not what lies outside the page: inside
 * Telegram the Main button opens the basket while a pop-up is up, and a pop-up left open would cover
 * the basket. Kept here (not in the overlay's component) so it holds when a page of another layout
 * draws the overlay anew.
 */
import { productOverlay } from '../../core/catalogue/product-overlay.ts';

/** The page (path) the overlay last saw under it. */
let page: string | null = null;

/** Told the page's path whenever it changes; closes the open product when the page is another. */
export function followPage(path: string): void {
  const left = page !== null && page !== path;
  page = path;
  if (left && productOverlay.get()) productOverlay.close();
}
