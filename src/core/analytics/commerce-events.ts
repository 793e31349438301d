/**
 * The e-commerce events screens report (view item, add to cart, begin checkout, purchase), on one
 * small bus. Screens call `track(...)` with ids and counts only; the analytics module, when the
 * merchant turned a service on, listens and turns them into each service's calls (names and prices
 * come from the catalogue it already has). This file is on the start-up path of every screen that
 * reports, so it stays tiny and knows nothing of any service.
 */

/** A product and how many of it, as the events name them. */
export interface TrackedLine {
  productId: number;
  quantity: number;
}

export type CommerceEvent =
  | { name: 'view_item'; productId: number }
  | { name: 'add_to_cart'; productId: number; quantity: number }
  | { name: 'begin_checkout'; lines: TrackedLine[]; value: number }
  | { name: 'purchase'; orderId: number; lines: TrackedLine[]; value: number };

type Listener = (event: CommerceEvent) => void;

/**
 * Events sent before the analytics module listens (it starts after the first paint, when the browser
 * is idle) wait here; a bounded queue, so a storefront whose merchant has no analytics keeps at most
 * this many small objects.
 */
const QUEUE_LIMIT = 50;
const waiting: CommerceEvent[] = [];
let listener: Listener | null = null;

/** Reports an event; never throws, never waits. */
export function track(event: CommerceEvent): void {
  if (listener) listener(event);
  else if (waiting.length < QUEUE_LIMIT) waiting.push(event);
}

/** The analytics module's subscription: receives the events that waited, then each new one. */
export function listenToCommerceEvents(next: Listener): () => void {
  listener = next;
  for (const event of waiting.splice(0)) next(event);
  return () => {
    if (listener === next) listener = null;
  };
}
