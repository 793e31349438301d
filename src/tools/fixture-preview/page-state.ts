/**
 * What the preview reads from a loaded page, and how it decides that a screen did not load. The
 * in-page scripts are strings on purpose: a function compiled by tsx may carry helper calls that do
 * not exist in the browser.
 */

/**
 * Evaluates to "" when the page has settled, else to what it is still waiting for: the main landmark
 * visible, no aria-busy region (skeletons), web fonts loaded and every image in the viewport complete.
 */
export const pendingScript = `(() => {
  const main = document.querySelector('#main');
  if (!main) return 'no #main landmark yet';
  const box = main.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return '#main is not visible';
  const busy = document.querySelector('[aria-busy="true"]');
  if (busy) return 'a region is still busy (' + (busy.className || busy.tagName.toLowerCase()) + ')';
  if (document.fonts && document.fonts.status !== 'loaded') return 'fonts are loading';
  for (const img of Array.from(document.images)) {
    const r = img.getBoundingClientRect();
    const inView = r.width > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
    if (inView && !img.complete) return 'image loading: ' + img.currentSrc;
  }
  return '';
})()`;

/** What the page shows once settled. */
export interface PageSnapshot {
  pathname: string;
  /** The document's lang attribute. */
  lang: string;
  /** Titles of the page-state boxes (404, empty and error states). */
  stateTitles: string[];
  /** Text of an error state box, when one shows. */
  errorText: string | null;
}

/** Evaluates to a PageSnapshot. */
export const snapshotScript = `(() => {
  const error = document.querySelector('.page-state--error');
  return {
    pathname: location.pathname,
    lang: document.documentElement.lang,
    stateTitles: Array.from(document.querySelectorAll('.page-state__title')).map((e) => (e.textContent || '').trim()),
    errorText: error ? (error.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 300) : null,
  };
})()`;

/** Inputs of judgePage besides the snapshot. */
export interface Expectation {
  /** Pathname of the address that was opened. */
  pathname: string;
  lang: string;
  /** The 404 title in that language, if known. */
  notFoundTitle: string | null;
  /** Uncaught exceptions seen in the page. */
  pageErrors: readonly string[];
}

/** Why the screen failed (undefined when it loaded) and notes that do not fail it. Pure. */
export function judgePage(
  snapshot: PageSnapshot,
  expected: Expectation,
): { failure?: string; notes: string[] } {
  const notes: string[] = [];
  if (snapshot.lang && snapshot.lang !== expected.lang)
    notes.push(`the page is in "${snapshot.lang}", not "${expected.lang}" (a brand forced to Russian?)`);
  const failure = failureOf(snapshot, expected);
  // E.g. a screen behind sign-in shows the login page instead: the picture is not of the address asked.
  if (!failure && snapshot.pathname !== expected.pathname) notes.push(`redirected to ${snapshot.pathname}`);
  return failure ? { failure, notes } : { notes };
}

function failureOf(snapshot: PageSnapshot, expected: Expectation): string | undefined {
  if (snapshot.pathname !== expected.pathname) {
    if (snapshot.pathname === '/blocked') return 'redirected to /blocked: the merchant is not active';
    if (snapshot.pathname === '/merchantNotAvailable')
      return 'redirected to /merchantNotAvailable: no merchant at this address';
  }
  if (snapshot.errorText !== null) return `the page shows an error: ${snapshot.errorText}`;
  if (expected.notFoundTitle && snapshot.stateTitles.includes(expected.notFoundTitle))
    return `404: the storefront has no page at ${expected.pathname}`;
  if (expected.pageErrors.length > 0) return `uncaught error in the page: ${expected.pageErrors[0]}`;
  return undefined;
}
