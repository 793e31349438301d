/**
 * When the storefront's code may start downloading on a server-rendered page: once the page's first
 * screen is shown, with its main picture (the one marked `fetchpriority="high"`: the first banner,
 * the product's photo) loaded, or after CAP_MS at the latest.
 *
 * Why wait: the server's page is complete without its code, but on a phone network the code (some
 * 150 KB) shares the line with the stylesheet and that picture, and everything the customer sees waited
 * for all of it together. Taps meanwhile are held and given back once the page is live
 * (early-taps.ts). A page the browser draws itself (no server-rendered page in it) has nothing to show
 * without its code: that starts at once.
 */
import { RENDERED_PAGE_ELEMENT_ID } from '../../contract/page-data-ids.ts';

/** The longest the code waits for the main picture: a slow picture must not keep the page dead. */
export const CAP_MS = 2500;

export function afterFirstScreen(doc: Document = document, capMs: number = CAP_MS): Promise<void> {
  if (!doc.getElementById(RENDERED_PAGE_ELEMENT_ID)) return Promise.resolve();
  const picture = doc.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const pictureDone =
    !picture || picture.complete
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          picture.addEventListener('load', () => resolve(), { once: true });
          picture.addEventListener('error', () => resolve(), { once: true });
        });
  const cap = new Promise<void>((resolve) => setTimeout(resolve, capMs));
  return Promise.race([pictureDone, cap]).then(afterNextPaint);
}

/** Resolves once the browser has painted the frame it is preparing. */
const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
