import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '../../core/storefront.tsx';
import './branch-tabs.css';

export const BRANCH_TABS = ['list', 'map'] as const;
export type BranchTab = (typeof BRANCH_TABS)[number];

/**
 * The list and map tabs of the branches page and the pickup choice (spec section 2): a WAI-ARIA tab
 * list (arrow keys, Home and End move between tabs and open them) and the open tab's panel.
 *
 * `focusOnMount` puts focus on the open tab when the component appears: the branches page changes
 * its route on a tab switch, which draws the page anew, and the keyboard must not lose its place.
 */
export function BranchTabs({
  id,
  tab,
  onChange,
  tabs = BRANCH_TABS,
  focusOnMount = false,
  className = '',
  children,
}: {
  /** Prefix of the element ids (tabs and panel), unique on the page. */
  id: string;
  tab: BranchTab;
  onChange: (tab: BranchTab) => void;
  /** The tabs offered, in order; both by default. */
  tabs?: readonly BranchTab[];
  focusOnMount?: boolean;
  className?: string;
  /** The open tab's content. */
  children: ReactNode;
}) {
  const t = useT();
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusOnMount) listRef.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.focus();
    // Only when the tabs appear: later focus belongs to the customer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // From the focused tab, not the open one: on a route change the old tabs stay on screen for a
    // moment with focus already on the next tab, and a second key press must go on from there.
    const focused = tabs.find((name) => name === (event.target as HTMLElement).dataset.tab);
    const index = tabs.indexOf(focused ?? tab);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step: Record<string, number> = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 };
    let next: number | null = null;
    if (event.key in step) next = (index + (step[event.key] ?? 0) + tabs.length) % tabs.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = tabs.length - 1;
    const nextTab = next === null ? undefined : tabs[next];
    if (!nextTab) return;
    event.preventDefault();
    if (nextTab !== tab) onChange(nextTab);
    listRef.current?.querySelector<HTMLElement>(`#${id}-tab-${nextTab}`)?.focus();
  }

  return (
    <div className={`branch-tabs ${className}`}>
      {tabs.length > 1 ? (
        <div
          ref={listRef}
          role="tablist"
          aria-label={t('core.branches.tabs')}
          className="branch-tabs__list"
          onKeyDown={onKeyDown}
        >
          {tabs.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`${id}-tab-${name}`}
              data-tab={name}
              aria-selected={name === tab}
              aria-controls={`${id}-panel`}
              tabIndex={name === tab ? 0 : -1}
              className="branch-tabs__tab"
              onClick={() => name !== tab && onChange(name)}
            >
              {t(`core.branches.tab.${name}`)}
            </button>
          ))}
        </div>
      ) : null}
      <div
        id={`${id}-panel`}
        role={tabs.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={tabs.length > 1 ? `${id}-tab-${tab}` : undefined}
        className={`branch-tabs__panel branch-tabs__panel--${tab}`}
      >
        {children}
      </div>
    </div>
  );
}
