/**
 * The first script of a server-rendered page (a file of its own, `early-taps.js`, loaded `async` from
 * the page's head, so it runs as soon as it arrives, long before the storefront's code): holds taps,
 * forms sent and typing from then on (early-taps.ts). The storefront takes the hold over when it
 * starts (main.tsx), and gives everything held back once the page is live.
 */
import { theEarlyTaps } from './early-taps.ts';

theEarlyTaps();
// Says the hold is on (browser tests wait for it before tapping a page whose code they hold back).
document.documentElement.dataset.earlyHold = '';
