/**
 * When a server-rendered page is wholly live. `hydrateRoot` hydrates the page's shell at once and
 * each Suspense boundary on its own, a moment later; a boundary then renders once more with what only
 * the device knows (core/hydration.ts), and the virtual menu regroups its cards in that render. A tap
 * that lands in between hits elements about to be replaced, or handlers still holding the server's
 * stand-ins, and is lost.
 *
 * So every boundary carries a mark. The server lists the marks it drew (each one's `useId`, which is
 * the same in the browser for the same tree), and the browser ticks them off as each boundary has
 * gone live; held taps (app/ssr/early-taps.ts) are given back once every mark has.
 */
import { createContext, Suspense, useContext, useEffect, useId, type ReactNode } from 'react';
import { useHydrated } from './hydration.ts';

export interface MarkBook {
  /** The server drew this mark (called while rendering). */
  drawn(id: string): void;
  /** The browser: this mark's boundary is hydrated and has rendered with the device's state. */
  live(id: string): void;
}

export const HydrationMarks = createContext<MarkBook | null>(null);

/**
 * True inside what the browser draws anew once the device's state has joined (the virtual menu's
 * server-drawn first screen): those boundaries are dropped unhydrated, so their marks are not
 * waited for; the boundary around them going live says the new drawing is there.
 */
export const RedrawnAfterHydration = createContext(false);

/** Renders nothing: tells the mark book where a boundary is, and when it is live. */
export function HydrationMark() {
  const id = useId();
  const book = useContext(HydrationMarks);
  const hydrated = useHydrated();
  const redrawn = useContext(RedrawnAfterHydration);
  if (typeof window === 'undefined' && !redrawn) book?.drawn(id);
  useEffect(() => {
    if (hydrated) book?.live(id);
  }, [hydrated, book, id]);
  return null;
}

/** A Suspense boundary with its mark: the storefront's boundaries are all of this kind. */
export function MarkedSuspense({ fallback, children }: { fallback?: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <HydrationMark />
      {children}
    </Suspense>
  );
}

/** The server's book: the marks of one render pass. */
export function drawnMarks(): MarkBook & { ids(): string[]; clear(): void } {
  const ids = new Set<string>();
  return {
    drawn: (id) => void ids.add(id),
    live: () => {},
    ids: () => [...ids],
    clear: () => ids.clear(),
  };
}

/**
 * The browser's book: calls `allLive` once every mark the server drew is live. Marks of what the
 * browser draws by itself (client-only slots) are not waited for.
 */
export function awaitMarks(expected: readonly string[], allLive: () => void): MarkBook {
  const waiting = new Set(expected);
  let done = false;
  return {
    drawn: () => {},
    live: (id) => {
      waiting.delete(id);
      if (done || waiting.size) return;
      done = true;
      allLive();
    },
  };
}
