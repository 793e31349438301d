import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommerceEvent } from './commerce-events.ts';
import { trackedLines } from './tracked-lines.ts';

// A fresh bus for each test: the unit tests share one module graph, and other tests add to baskets.
let bus: typeof import('./commerce-events.ts');
beforeEach(async () => {
  vi.resetModules();
  bus = await import('./commerce-events.ts');
});

describe('the commerce event bus', () => {
  it('keeps events until a listener comes, then passes each new one straight on', () => {
    const { track, listenToCommerceEvents } = bus;
    track({ name: 'view_item', productId: 1 });
    track({ name: 'add_to_cart', productId: 1, quantity: 2 });
    const heard: CommerceEvent[] = [];
    const stop = listenToCommerceEvents((event) => heard.push(event));
    expect(heard.map((e) => e.name)).toEqual(['view_item', 'add_to_cart']);
    track({ name: 'begin_checkout', lines: [], value: 0 });
    expect(heard).toHaveLength(3);
    stop();
    track({ name: 'view_item', productId: 2 });
    expect(heard).toHaveLength(3);
  });

  it('keeps at most 50 events while nobody listens', () => {
    const { track, listenToCommerceEvents } = bus;
    for (let i = 0; i < 80; i++) track({ name: 'view_item', productId: i });
    const heard: CommerceEvent[] = [];
    const stop = listenToCommerceEvents((event) => heard.push(event));
    expect(heard).toHaveLength(50);
    expect(heard.at(-1)).toEqual({ name: 'view_item', productId: 49 });
    stop();
  });
});

describe('trackedLines', () => {
  it('sums the lines of one product (its options differ) into one entry', () => {
    expect(
      trackedLines([
        { productId: 5, count: 2 },
        { productId: 7, count: 1 },
        { productId: 5, count: 1 },
      ]),
    ).toEqual([
      { productId: 5, quantity: 3 },
      { productId: 7, quantity: 1 },
    ]);
  });
});
