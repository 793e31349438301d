/**
 * Taps and typing on a server-rendered page before it is live. The page is drawn from the first
 * response, but its buttons do nothing until the browser has loaded the code and hydrated it; a
 * customer who taps a "+" or a heart in that moment must not lose the tap, nor the words typed into
 * the search box. Until the page is live (core/hydration-marks.tsx), clicks and forms sent are held
 * (the element remembered, the event stopped), typing and options chosen in a list are noted (they
 * show as usual); once live, they are given again to the same elements, in order. Scrolling goes
 * through as usual.
 *
 * Hydration keeps the server's elements, except where the live page lays out differently (the
 * virtual menu regroups the cards after the first row): an element that is gone is found again by
 * what it is, its tag and its label (aria-label, else its name or text) or its link, waiting a moment
 * for it (the virtual list draws its rows once it has measured the window). A page the browser draws
 * anew instead (rendered by the server for another visit) gets its taps the same way, waiting longer.
 */

/** Where the page's module script (app/boot.ts) leaves its hold for the storefront to take over. */
export const EARLY_TAPS_GLOBAL = '__storefrontEarlyTaps';

/** Begins the page's hold (app/boot.ts, the page's module script), once. */
export function startEarlyTaps(doc: Document = document): void {
  const holder = window as unknown as Record<string, EarlyTaps | undefined>;
  holder[EARLY_TAPS_GLOBAL] ??= holdEarlyTaps(doc);
}

/**
 * The hold the page's first script began, for the storefront to release once the page is live;
 * null if it did not run (no server-rendered page: then there is nothing to tap before the storefront
 * draws the page).
 */
export function takeEarlyTaps(): EarlyTaps | null {
  const holder = window as unknown as Record<string, EarlyTaps | undefined>;
  return holder[EARLY_TAPS_GLOBAL] ?? null;
}

/** What a tap may be for: a held click is one on these. */
const ACTIONABLE = 'a[href], button, [role="button"], label, input';
/** How long after the page is live a tap whose element was drawn anew under the finger is still given. */
const REDRAWN_UNDER_FINGER_MS = 3000;
/** How long a replayed tap waits for its element to be drawn again, by default. */
const REDRAW_WAIT_MS = 500;
export interface EarlyTaps {
  /**
   * The page is live: the held taps are replayed, and taps are no longer held.
   * @param redrawWithinMs how long a tap's element may take to be drawn again (the browser drawing the
   *   page anew instead of hydrating it takes longer than hydration's regrouping)
   */
  release(options?: { redrawWithinMs?: number }): void;
}

type HeldAction =
  | { kind: 'click'; element: HTMLElement }
  /** A form sent (Enter in a field): the browser would load another page. */
  | { kind: 'submit'; element: HTMLFormElement }
  /** The value as typed: hydrating a controlled field may set it back to the server's value. */
  | { kind: 'typed'; element: TextField; value: string }
  /** The option chosen in a list (a city): hydrating it sets the server's back, and no one heard it. */
  | { kind: 'chosen'; element: HTMLSelectElement; value: string };

type TextField = HTMLInputElement | HTMLTextAreaElement;
const isTextField = (element: EventTarget | null): element is TextField =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;

/**
 * Gives a field its typed value so React hears it: React's input tracker remembers the value the
 * field had when it was hydrated (the typed one), and reports a change only from another. So the
 * tracked value is cleared first (through the field's own setter, which React watches), then the
 * typed value is set past React (the prototype's setter) and announced.
 */
function retype(field: TextField, value: string) {
  const prototype = Object.getPrototypeOf(field) as TextField;
  const nativeSetter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  field.value = '';
  if (nativeSetter) nativeSetter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Chooses the option again and says so as the customer's choice would (React hears `change`). */
function chooseAgain(list: HTMLSelectElement, value: string) {
  list.value = value;
  list.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * A link to another site or sub-domain (another brand of a multi-brand merchant) loads a whole page
 * there whether this one is live or not: the browser follows it at once, nothing to hold or replay.
 */
const leavesTheApp = (element: HTMLElement) =>
  element instanceof HTMLAnchorElement && element.origin !== element.ownerDocument.location.origin;

export function holdEarlyTaps(doc: Document = document): EarlyTaps {
  const held: HeldAction[] = [];
  let holding = true;
  const hold = (event: MouseEvent) => {
    if (!event.isTrusted || !(event.target instanceof Element)) return;
    const target = event.target.closest<HTMLElement>(ACTIONABLE);
    // The browser found an element for this tap: it is no lost one (see lift).
    if (target) lostTap = null;
    if (!holding || !target || leavesTheApp(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: 'click', element: target });
  };
  // A tap whose element is drawn anew, or moves, between finger down and up (hydration, the virtual
  // menu's regrouping and measuring) makes no click on it: the browser clicks what both had in
  // common, or nothing. Unless a click on a button or link follows, such a tap is given to the element
  // (or to the one drawn in its place).
  let pressed: HTMLElement | null = null;
  let lostTap: HTMLElement | null = null;
  const press = (event: PointerEvent) => {
    pressed = event.isTrusted && event.target instanceof Element ? event.target.closest(ACTIONABLE) : null;
  };
  const lift = (event: PointerEvent) => {
    const was = pressed;
    pressed = null;
    if (!event.isTrusted || !was) return;
    if (was.isConnected && event.target instanceof Node && was.contains(event.target)) return;
    lostTap = was;
    // The click, if any, comes right after this event, in the same task.
    setTimeout(() => {
      const tap = lostTap;
      lostTap = null;
      if (!tap) return;
      if (holding) held.push({ kind: 'click', element: tap });
      else (tap.isConnected ? tap : sameAs(tap))?.click();
    }, 0);
  };
  const holdSubmit = (event: SubmitEvent) => {
    if (!holding || !event.isTrusted || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: 'submit', element: event.target });
  };
  // The last value counts: one entry per field or list, where it was last changed.
  const noteLast = (action: Extract<HeldAction, { kind: 'typed' | 'chosen' }>) => {
    const before = held.findIndex((a) => a.kind === action.kind && a.element === action.element);
    if (before >= 0) held.splice(before, 1);
    held.push(action);
  };
  const noteChoice = (event: Event) => {
    if (!holding || !event.isTrusted || !(event.target instanceof HTMLSelectElement)) return;
    noteLast({ kind: 'chosen', element: event.target, value: event.target.value });
  };
  const noteTyping = (event: Event) => {
    if (!holding || !event.isTrusted || !isTextField(event.target)) return;
    if (event.target instanceof HTMLInputElement && ['checkbox', 'radio'].includes(event.target.type)) return;
    noteLast({ kind: 'typed', element: event.target, value: event.target.value });
  };
  const signature = (element: HTMLElement) => {
    const label =
      element.getAttribute('aria-label') ??
      element.getAttribute('name') ??
      element.getAttribute('placeholder') ??
      element.textContent?.trim() ??
      '';
    return `${element.tagName} ${label} ${element.getAttribute('href') ?? ''}`;
  };
  const sameAs = (gone: HTMLElement): HTMLElement | undefined => {
    const wanted = signature(gone);
    return [...doc.querySelectorAll<HTMLElement>(gone.tagName)].find(
      (element) => signature(element) === wanted,
    );
  };
  doc.addEventListener('click', hold, true);
  doc.addEventListener('input', noteTyping, true);
  doc.addEventListener('change', noteChoice, true);
  doc.addEventListener('submit', holdSubmit, true);
  doc.addEventListener('pointerdown', press, true);
  doc.addEventListener('pointerup', lift, true);
  return {
    release({ redrawWithinMs = REDRAW_WAIT_MS } = {}) {
      if (!holding) return;
      holding = false;
      doc.removeEventListener('input', noteTyping, true);
      doc.removeEventListener('change', noteChoice, true);
      doc.removeEventListener('submit', holdSubmit, true);
      // The live page may still redraw (the virtual list measures its rows) for a moment.
      setTimeout(() => {
        doc.removeEventListener('click', hold, true);
        doc.removeEventListener('pointerdown', press, true);
        doc.removeEventListener('pointerup', lift, true);
      }, REDRAWN_UNDER_FINGER_MS);
      const queue = held.splice(0);
      const redrawBy = performance.now() + redrawWithinMs;
      // One action per task: React applies a tap's changes after its event (in a microtask), so a
      // second tap given in the same task would reach handlers that have not seen the first (two
      // quick "+" taps would add one).
      const replay = () => {
        const [first] = queue;
        if (!first) return;
        const target = first.element.isConnected ? first.element : sameAs(first.element);
        if (!target && performance.now() < redrawBy) {
          requestAnimationFrame(replay);
          return;
        }
        queue.shift();
        const live = target ?? null;
        if (first.kind === 'click') live?.click();
        else if (first.kind === 'submit') live?.closest('form')?.requestSubmit();
        else if (first.kind === 'chosen' && live instanceof HTMLSelectElement) chooseAgain(live, first.value);
        else if (first.kind === 'typed' && isTextField(live)) retype(live, first.value);
        setTimeout(replay, 0);
      };
      replay();
    },
  };
}
