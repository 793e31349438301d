/**
 * Taps on a server-rendered page before it is hydrated. The page is drawn from the first response,
 * but its buttons do nothing until the browser has loaded the code and hydrated it; a customer who
 * taps a "+" or a heart in that moment must not lose the tap. Until hydration is done, clicks are
 * held (the element remembered, the click stopped) and, once the page is live, given again to the
 * same elements, in order. Anything else (scrolling, typing) goes through as usual.
 *
 * Hydration keeps the server's elements, except where the live page lays out differently (the
 * virtual menu regroups the cards after the first row): a tapped element that is gone is found
 * again by what it is, its tag and its label (aria-label, else its text) or its link, waiting a few
 * frames for it (the virtual list draws its rows once it has measured the window).
 */

/** Frames a replayed tap waits for its element to be drawn again (about half a second). */
const REDRAW_FRAMES = 30;
export interface EarlyTaps {
  /** The page is live: the held taps are replayed, and taps are no longer held. */
  release(): void;
}

export function holdEarlyTaps(doc: Document = document): EarlyTaps {
  const held: HTMLElement[] = [];
  let holding = true;
  const hold = (event: MouseEvent) => {
    if (!holding || !event.isTrusted || !(event.target instanceof Element)) return;
    const target = event.target.closest<HTMLElement>('a[href], button, [role="button"], label, input');
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(target);
  };
  const signature = (element: HTMLElement) =>
    `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''} ${element.getAttribute('href') ?? ''}`;
  const sameAs = (gone: HTMLElement): HTMLElement | undefined => {
    const wanted = signature(gone);
    return [...doc.querySelectorAll<HTMLElement>(gone.tagName)].find(
      (element) => signature(element) === wanted,
    );
  };
  doc.addEventListener('click', hold, true);
  return {
    release() {
      if (!holding) return;
      holding = false;
      doc.removeEventListener('click', hold, true);
      const queue = held.splice(0);
      let frames = 0;
      const replay = () => {
        while (queue.length) {
          const [first] = queue;
          const target = first && (first.isConnected ? first : sameAs(first));
          if (!target && frames < REDRAW_FRAMES) {
            frames += 1;
            requestAnimationFrame(replay);
            return;
          }
          queue.shift();
          target?.click();
        }
      };
      replay();
    },
  };
}
