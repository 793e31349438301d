import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CategoryView } from '../../core/catalogue/assemble.ts';
import { CategoryTabs } from './category-tabs.tsx';
import { useHydrated } from '../../core/hydration.ts';
import { RedrawnAfterHydration } from '../../core/hydration-marks.tsx';
import {
  activeCategory,
  buildMenuRows,
  estimateRowHeight,
  firstScreenRows,
  headerIndexes,
} from './menu-rows.ts';
import { MenuRowView } from './menu-row-view.tsx';
import { useDocumentOffset, useElementWidth } from './use-element-width.ts';

/** Sticky page header (60px) plus the category tabs (about 57px): where a scrolled-to heading lands. */
const STICKY_TOP = 124;
/** Rows drawn with eager images: what a phone shows before the first scroll. */
const EAGER_ROWS = 3;

/**
 * The menu with categories inline (categoryView TABS). Only the rows on screen are in the DOM, so a
 * menu of thousands of products scrolls as smoothly as one of ten.
 *
 * A server-rendered page knows neither the window nor the scroll: until it is hydrated
 * (core/hydration.ts) it shows its first screen in the page's flow, and the room the rest takes
 * (firstScreenRows), so the page is as tall as it will be. Those rows carry the keys the virtual
 * rows have, so hydration keeps their elements (and the pictures in them) when the virtual list
 * takes over.
 */
export function VirtualMenu({ categories }: { categories: readonly CategoryView[] }) {
  const hydrated = useHydrated();
  const firstScreen = useMemo(() => firstScreenRows(categories), [categories]);
  const listRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(
    listRef,
    typeof window === 'undefined' ? 390 : Math.min(window.innerWidth, 1120) - 32,
  );
  const offset = useDocumentOffset(listRef);
  const rows = useMemo(() => buildMenuRows(categories, width), [categories, width]);
  const headers = useMemo(() => headerIndexes(rows), [rows]);

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => {
      const row = rows[index];
      return row ? estimateRowHeight(row, width) : 100;
    },
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 3,
    scrollMargin: offset,
    scrollPaddingStart: STICKY_TOP,
  });

  // The chip the customer tapped stays marked until they scroll by themselves. The scroll-spy alone
  // cannot be trusted right after a jump: the virtualizer corrects its position as rows are measured,
  // and its last correction may not re-render, leaving the chip before the chosen one marked.
  // Scrolling by hand also ends the jump itself: the virtualizer keeps steering towards the chosen
  // row for a while (up to seconds, while rows are measured), and a short last category, which cannot
  // reach the top, kept it steering; a wheel or a swipe in that time was pulled back down to it.
  const [chosen, setChosen] = useState<number | null>(null);
  useEffect(() => {
    if (chosen === null) return;
    const release = () => {
      virtualizer.cancelScroll();
      setChosen(null);
    };
    const events = ['wheel', 'touchstart', 'keydown'] as const;
    for (const event of events) window.addEventListener(event, release, { passive: true });
    return () => {
      for (const event of events) window.removeEventListener(event, release);
    };
  }, [chosen, virtualizer]);

  const items = virtualizer.getVirtualItems();
  const scrollTop = virtualizer.scrollOffset ?? 0;
  const viewport = typeof window === 'undefined' ? 0 : window.innerHeight;
  const pageEnd = offset + virtualizer.getTotalSize();
  const spied = activeCategory(rows, items, {
    top: scrollTop,
    height: viewport,
    stickyTop: STICKY_TOP,
    // Within a couple of pixels of the list's end: the page cannot scroll any further.
    atEnd: viewport > 0 && scrollTop + viewport >= pageEnd - 2,
  });
  const active = hydrated ? (chosen ?? spied) : (categories[0]?.id ?? null);

  return (
    <>
      {categories.length > 1 ? (
        <CategoryTabs
          categories={categories}
          active={active}
          onSelect={(id) => {
            const index = headers.get(id);
            if (index === undefined) return;
            setChosen(id);
            virtualizer.scrollToIndex(index, { align: 'start' });
          }}
        />
      ) : null}
      <div
        ref={listRef}
        className={hydrated ? 'menu__rows' : 'menu__rows menu__rows--first-screen'}
        style={hydrated ? { height: virtualizer.getTotalSize() } : undefined}
      >
        {/* One list, not two: the first screen's rows and the virtual rows share their keys. */}
        {hydrated
          ? items.map((item) => {
              const row = rows[item.index];
              if (!row) return null;
              return (
                <div
                  key={item.key}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  className="menu__row"
                  style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
                >
                  {/* The same tree as the first screen's rows, so hydration keeps their cards. */}
                  <RedrawnAfterHydration value={false}>
                    <MenuRowView row={row} eager={item.index < EAGER_ROWS} />
                  </RedrawnAfterHydration>
                </div>
              );
            })
          : firstScreen.map((row, index) => (
              <div key={row.key} className="menu__row">
                {/* Regrouped by width once hydrated (core/hydration-marks.tsx). */}
                <RedrawnAfterHydration value>
                  <MenuRowView row={row} eager={index < EAGER_ROWS} />
                </RedrawnAfterHydration>
              </div>
            ))}
      </div>
    </>
  );
}
