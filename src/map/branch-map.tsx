import { MarkedSuspense } from '../core/hydration-marks.tsx';
import { lazy, useEffect, useMemo, useRef, useState } from 'react';
import type { Branch, City, WorkHoursType } from '../contract/index.ts';
import { MAP_ZOOM } from './constants.ts';
import { Button } from '../ui/button.tsx';
import { useLocalize, useT } from '../core/storefront.tsx';
import {
  branchExtent,
  branchMapCentre,
  branchOfPoint,
  branchPoints,
} from '../core/branches/branch-map-points.ts';
import { useBranchToday } from '../core/branches/branch-today.ts';
import './branch-map.css';

// The map (and maplibre-gl behind it) downloads only when a branch map is on screen.
const MapView = lazy(() => import('./map-view.tsx'));

/**
 * The map tab of the branch screens (spec section 2): the branches as points at zoom 10, fitted to
 * their extent after the first draw (spec section 4), the chosen one marked; tapping a point opens
 * the branch's detail drawer through `onOpen`.
 *
 * Points on a canvas cannot be reached by keyboard or screen reader, so the same branches are also
 * buttons in a strip under the map, which open the same drawer (and help a finger that misses a
 * point). Without a map (no WebGL2, a lost context, a time-out) the fallback offers the list.
 */
export function BranchMap({
  branches,
  city,
  selectedId,
  kind,
  now,
  onOpen,
  onShowList,
  className = '',
}: {
  branches: readonly Branch[];
  /** The city shown: where the map opens when no branch is chosen. */
  city: City | null;
  /** The branch marked on the map (the order's, or the one last opened). */
  selectedId: number | null;
  /** Which hours the strip's "today" reads: one kind, or chosen per branch. */
  kind: WorkHoursType | ((branch: Branch) => WorkHoursType);
  now: Date;
  onOpen: (branch: Branch) => void;
  /** Opens the list tab; the fallback offers it when the map cannot be drawn. */
  onShowList?: () => void;
  className?: string;
}) {
  const t = useT();
  const localize = useLocalize();
  const today = useBranchToday();
  const points = useMemo(
    () => branchPoints(branches, selectedId, (b) => localize(b.name)),
    [branches, selectedId, localize],
  );
  const fitTo = useMemo(() => branchExtent(branches), [branches]);
  // The map opens on the branch chosen when it appears; choosing another later only marks it, and
  // does not move the view away from the branches around it.
  const [openedOn] = useState(selectedId);
  const centre = branchMapCentre(branches, city, openedOn);

  // The marked branch's button scrolls into the strip's view (the strip only, never the page).
  const stripRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const strip = stripRef.current;
    const chip = strip?.querySelector<HTMLElement>(`[data-branch-id="${selectedId}"]`);
    if (!strip || !chip) return;
    const outer = strip.getBoundingClientRect();
    const inner = chip.getBoundingClientRect();
    const gap = 8;
    const left =
      inner.left < outer.left ? inner.left - outer.left - gap : Math.max(0, inner.right - outer.right + gap);
    const top =
      inner.top < outer.top ? inner.top - outer.top - gap : Math.max(0, inner.bottom - outer.bottom + gap);
    if (left !== 0 || top !== 0) strip.scrollBy({ left, top, behavior: 'smooth' });
  }, [selectedId]);

  const fallback = (
    <div className="branch-map__fallback" role="status">
      <p>{t('core.branches.map.failed')}</p>
      {onShowList ? (
        <Button variant="secondary" onClick={onShowList}>
          {t('core.branches.map.toList')}
        </Button>
      ) : null}
    </div>
  );

  return (
    <div className={`branch-map ${className}`}>
      <div className="branch-map__frame">
        <MarkedSuspense
          fallback={
            <div className="branch-map__loading" role="status">
              {t('core.branches.map.loading')}
            </div>
          }
        >
          <MapView
            label={t('core.branches.map.label')}
            center={centre}
            zoom={MAP_ZOOM.branches}
            points={points}
            fitTo={fitTo}
            onPointTap={(id) => {
              const branch = branchOfPoint(branches, id);
              if (branch) onOpen(branch);
            }}
            fallback={fallback}
          />
        </MarkedSuspense>
      </div>
      <ul ref={stripRef} className="branch-map__strip" aria-label={t('core.branches.onMap')}>
        {branches.map((branch) => {
          const day = today(branch, typeof kind === 'function' ? kind(branch) : kind, now);
          const selected = branch.id === selectedId;
          return (
            <li key={branch.id}>
              <button
                type="button"
                className={`branch-map__chip${selected ? ' branch-map__chip--selected' : ''}`}
                aria-current={selected ? 'true' : undefined}
                data-branch-id={branch.id}
                onClick={() => onOpen(branch)}
              >
                <span className="branch-map__chip-name">{localize(branch.name)}</span>
                <span
                  className={`branch-map__chip-today${day.open ? '' : ' branch-map__chip-today--closed'}`}
                >
                  {day.text}
                </span>
                {selected ? <span className="visually-hidden">{t('core.branches.chosen')}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
