/**
 * The page's module script. On a server-rendered page it first holds taps, forms sent and typing
 * (ssr/early-taps.ts: the page is drawn but not live yet), then starts the storefront (main.tsx)
 * once the first screen is shown (ssr/after-first-screen.ts); on a page the browser draws itself it
 * starts the storefront at once. The storefront's code downloads as the dynamic import's chunks, in
 * parallel.
 *
 * It also puts the placeholder in place of any picture that fails (broken-pictures.ts).
 *
 * This file imports nothing else of the storefront, so that it is the only script the page asks for
 * before its first screen is shown. Should the storefront's files be gone (a newer build was deployed
 * a moment ago), the server's page stays as it is: its links are plain links, and the next page
 * loads the new build.
 */
import { RENDERED_PAGE_ELEMENT_ID } from '../contract/page-data-ids.ts';
import { placeholderForBrokenPictures } from './broken-pictures.ts';
import { afterFirstScreen } from './ssr/after-first-screen.ts';
import { startEarlyTaps } from './ssr/early-taps.ts';

placeholderForBrokenPictures();
if (document.getElementById(RENDERED_PAGE_ELEMENT_ID)) {
  startEarlyTaps();
  // Says the hold is on (browser tests wait for it before tapping a page whose code they hold back).
  document.documentElement.dataset.earlyHold = '';
}
void afterFirstScreen().then(() => import('./main.tsx'));
