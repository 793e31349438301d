/**
 * The first script of a server-rendered page (a file of its own, `early-taps.js`, `defer` in the
 * page's head: it runs once the page is parsed, before the storefront's module script, which waits
 * for all its chunks): holds taps, forms sent and typing from then on (early-taps.ts). The storefront
 * takes the hold over when it starts (main.tsx) and gives everything held back once the page is live.
 */
import { startEarlyTaps } from './early-taps.ts';

startEarlyTaps();
// Says the hold is on (browser tests wait for it before tapping a page whose code they hold back).
document.documentElement.dataset.earlyHold = '';
