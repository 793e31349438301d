import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { Branch } from '../../contract/index.ts';
import { BranchChoiceList } from '../../ui/branches/branch-choice-list.tsx';
import { BranchDetailSheet } from '../../ui/branches/branch-detail-sheet.tsx';
import { BranchMap } from '../../map/branch-map.tsx';
import { BranchTabs, type BranchTab } from '../../ui/branches/branch-tabs.tsx';
import { CitySelect } from '../../ui/branches/city-select.tsx';
import { useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { BackIcon } from '../../ui/icons.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { PageState, Skeleton } from '../../ui/page-state.tsx';
import { offersListTab, PICKUP_RETURN_PATH } from './pickup-routes.ts';
import { usePickupView } from './use-pickup-view.ts';
import './pickup-map-page.css';
import { hasNativeButtons } from '../../core/channel-buttons.ts';

/**
 * Routes address-pickup and address-pickup2 (layout map): the pickup branch chosen on a full-screen
 * map (see pickup-routes.ts for what tells the two apart). Tapping a branch opens its detail drawer,
 * whose select button puts it on the order and returns to the checkout; on the list tab a card only
 * marks the branch (when it is open today) until the customer confirms it (spec section 4).
 */
export default observer(function PickupMapPage() {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { draft, branches, view, city, now, pickCity } = usePickupView();
  const withList = offersListTab(pathname);
  const [tab, setTab] = useState<BranchTab>('map');
  const [opened, setOpened] = useState<Branch | null>(null);
  const [tentativeId, setTentativeId] = useState<number | null>(null);

  function choose(branch: Branch) {
    if (!view?.isOpen(branch)) return;
    draft.setServiceType('PICK_UP');
    draft.setBranch(branch.id);
    void navigate(PICKUP_RETURN_PATH);
  }

  const bar = (
    <div className="pickup-map__bar">
      <Link
        className="icon-btn"
        to={PICKUP_RETURN_PATH}
        aria-label={t('pickup.back')}
        title={t('pickup.back')}
        data-channel-button="back"
        hidden={hasNativeButtons()}
      >
        <BackIcon />
      </Link>
      <h1 className="pickup-map__title">{t('pickup.mapTitle')}</h1>
    </div>
  );

  if (branches.isPending)
    return (
      <div className="pickup-map" aria-busy="true">
        {bar}
        <div className="pickup-map__body">
          <Skeleton width="100%" height="100%" />
        </div>
      </div>
    );
  if (!view)
    return (
      <div className="pickup-map">
        {bar}
        <LoadFailed
          level={2}
          title={t('pickup.loadFailed')}
          error={branches.error}
          retry={t('pickup.retry')}
          onRetry={() => void branches.refetch()}
        />
      </div>
    );

  // The order's branch (or the preselection) is what the map marks until the customer picks another.
  const markedId = tentativeId ?? draft.branchId ?? view.chosen?.id ?? null;
  const tentative = view.branches.find((b) => b.id === markedId) ?? null;

  return (
    <div className="pickup-map">
      {bar}
      <CitySelect
        id="pickup-map-city"
        className="pickup-map__city"
        cities={view.cities}
        cityId={view.cityId}
        onChange={(cityId) => {
          setTentativeId(null);
          pickCity(cityId);
        }}
      />
      {view.branches.length === 0 ? (
        <PageState level={2} title={t('pickup.none')} />
      ) : (
        <BranchTabs
          id="pickup-map"
          className="pickup-map__body"
          tab={withList ? tab : 'map'}
          tabs={withList ? ['list', 'map'] : ['map']}
          onChange={setTab}
        >
          {tab === 'map' || !withList ? (
            <BranchMap
              className="pickup-map__map"
              branches={view.branches}
              city={city}
              selectedId={markedId}
              kind="PICK_UP"
              now={now}
              onOpen={setOpened}
              onShowList={withList ? () => setTab('list') : undefined}
            />
          ) : (
            <div className="pickup-map__list">
              <BranchChoiceList
                name="pickup-map-branch"
                branches={view.branches}
                kind="PICK_UP"
                chosenId={markedId}
                // A closed card is disabled, so only an open branch becomes the tentative one.
                onChoose={setTentativeId}
                now={now}
                texts={{
                  choose: t('pickup.choose'),
                  today: (value) => t('pickup.today', { value }),
                  openToday: t('pickup.openToday'),
                  dayOff: t('pickup.dayOff'),
                  closedToday: t('pickup.closedToday'),
                  paused: t('pickup.paused'),
                }}
              />
              <Button
                className="pickup-map__confirm"
                data-channel-button="main"
                hidden={hasNativeButtons()}
                disabled={!tentative || !view.isOpen(tentative)}
                onClick={() => tentative && choose(tentative)}
              >
                {t('pickup.select')}
              </Button>
            </div>
          )}
        </BranchTabs>
      )}
      <BranchDetailSheet
        branch={opened}
        kind="PICK_UP"
        now={now}
        onClose={() => setOpened(null)}
        select={{ label: t('pickup.select'), onSelect: choose }}
      />
    </div>
  );
});
