// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import {
  awaitMarks,
  drawnMarks,
  HydrationMark,
  HydrationMarks,
  MarkedSuspense,
  RedrawnAfterHydration,
} from './hydration-marks.tsx';

// React's act() needs to know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('hydration marks', () => {
  it('the browser says all are live once every mark the server drew is, whatever else it draws', () => {
    const allLive = vi.fn();
    const book = awaitMarks(['a', 'b'], allLive);
    book.live('a');
    book.live('client-only');
    expect(allLive).not.toHaveBeenCalled();
    book.live('b');
    book.live('b');
    expect(allLive).toHaveBeenCalledTimes(1);
  });

  it('marks rendered in the browser alone report themselves live', async () => {
    const live: string[] = [];
    const book = { drawn: () => {}, live: (id: string) => void live.push(id) };
    const root = createRoot(document.createElement('div'));
    await act(async () =>
      root.render(
        <HydrationMarks value={book}>
          <MarkedSuspense>
            <p>menu</p>
          </MarkedSuspense>
        </HydrationMarks>,
      ),
    );
    expect(live).toHaveLength(1);
    root.unmount();
  });
});

describe('hydration marks on the server', () => {
  it('lists what it drew, not what the browser draws anew after hydration', () => {
    // Node's render: no window, as on the server.
    const window = globalThis.window;
    vi.stubGlobal('window', undefined);
    try {
      const book = drawnMarks();
      renderToString(
        <HydrationMarks value={book}>
          <HydrationMark />
          <MarkedSuspense>
            <p>menu</p>
          </MarkedSuspense>
          <RedrawnAfterHydration value>
            <HydrationMark />
          </RedrawnAfterHydration>
        </HydrationMarks>,
      );
      expect(book.ids()).toHaveLength(2);
      book.clear();
      expect(book.ids()).toEqual([]);
    } finally {
      vi.stubGlobal('window', window);
    }
  });
});
