import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Branch } from '../../contract/index.ts';
import { BranchChoiceList } from '../../ui/branches/branch-choice-list.tsx';
import { branchTimeZone, closedNowUntil } from '../../core/branches/branch-hours.ts';
import { BranchDetailSheet } from '../../ui/branches/branch-detail-sheet.tsx';
import { BranchMap } from '../../map/branch-map.tsx';
import { BranchTabs, type BranchTab } from '../../ui/branches/branch-tabs.tsx';
import { CitySelect } from '../../ui/branches/city-select.tsx';
import { useServiceReady } from '../../core/checkout/checkout-slots.tsx';
import { formatDayMonth } from '../../core/i18n/format-day.ts';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { ChoiceListPlaceholder } from '../../ui/choice-placeholder.tsx';
import { fullMapPath } from './pickup-routes.ts';
import { usePickupView } from './use-pickup-view.ts';
import './pickup.css';

/**
 * The checkout's PICK_UP block: where the customer collects the order. It is the spec's branch sheet
 * (section 2) laid into the checkout, which shows it for as long as pickup is chosen: a city choice
 * with several cities, and list and map tabs. A list card or the detail drawer's select button puts
 * the branch on the order at once (the checkout itself is the confirmation step); a branch closed
 * today is listed but cannot be chosen, and its select button is disabled (spec section 5).
 */
export default observer(function PickupBlock() {
  const { channel } = useStorefront();
  const t = useT();
  const { draft, branches, view, city, now, pickCity } = usePickupView();
  const [tab, setTab] = useState<BranchTab>('list');
  const [opened, setOpened] = useState<Branch | null>(null);

  const loaded = view !== null;
  const chosenId = view?.chosen?.id ?? null;

  // The preselection becomes the order's branch (also when the stored one is closed today or gone).
  useEffect(() => {
    if (loaded && chosenId !== draft.branchId) draft.setBranch(chosenId);
  }, [loaded, chosenId, draft]);
  useServiceReady(chosenId !== null && chosenId === draft.branchId);

  if (branches.isPending) return <ChoiceListPlaceholder />;
  if (!view)
    return (
      <div className="pickup__state" role="alert">
        <p>{t('pickup.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void branches.refetch()}>
          {t('pickup.retry')}
        </Button>
      </div>
    );

  return (
    <div className="pickup">
      <CitySelect id="pickup-city" cities={view.cities} cityId={view.cityId} onChange={pickCity} />
      {view.branches.length === 0 ? (
        <p className="pickup__state">{t('pickup.none')}</p>
      ) : (
        <BranchTabs id="pickup" tab={tab} onChange={setTab}>
          {tab === 'map' ? (
            <div className="pickup__map">
              <BranchMap
                branches={view.branches}
                city={city}
                selectedId={draft.branchId}
                kind="PICK_UP"
                now={now}
                onOpen={setOpened}
                onShowList={() => setTab('list')}
              />
              <Link className="pickup__full-map" to={fullMapPath(channel)}>
                {t('pickup.fullMap')}
              </Link>
            </div>
          ) : (
            <BranchChoiceList
              name="pickup-branch"
              branches={view.branches}
              kind="PICK_UP"
              chosenId={draft.branchId}
              onChoose={(id) => draft.setBranch(id)}
              now={now}
              note={(branch) => {
                // Open today, but not now (spec: a branch closed now says when it opens); the order
                // can still be placed for a set time in the "when" section.
                const zone = branchTimeZone(branch, view.cities);
                const next = closedNowUntil(branch, 'PICK_UP', now.getTime(), zone);
                if (!next) return null;
                const values = { time: next.time, date: formatDayMonth(next.date) };
                if (next.inDays === 0) return t('pickup.closedNowToday', values);
                return t(next.inDays === 1 ? 'pickup.closedNowTomorrow' : 'pickup.closedNowOn', values);
              }}
              texts={{
                choose: t('pickup.choose'),
                today: (value) => t('pickup.today', { value }),
                openToday: t('pickup.openToday'),
                dayOff: t('pickup.dayOff'),
                closedToday: t('pickup.closedToday'),
                paused: t('pickup.paused'),
              }}
            />
          )}
        </BranchTabs>
      )}
      {view.branches.length > 0 && !view.chosen ? (
        <p className="pickup__state" role="status">
          {t('pickup.allClosed')}
        </p>
      ) : null}
      <BranchDetailSheet
        branch={opened}
        kind="PICK_UP"
        now={now}
        onClose={() => setOpened(null)}
        select={{
          label: t('pickup.select'),
          onSelect: (branch) => {
            draft.setBranch(branch.id);
            setOpened(null);
          },
        }}
      />
    </div>
  );
});
