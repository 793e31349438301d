import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Branch } from '../../contract/index.ts';
import type { PageDataContext } from '../../core/registry/define-module.ts';
import { BranchCard } from '../../ui/branches/branch-card.tsx';
import { BranchDetailSheet } from '../../ui/branches/branch-detail-sheet.tsx';
import { BranchMap } from '../../map/branch-map.tsx';
import { branchesQuery, citiesQuery, cityBranchesQuery } from '../../core/branches/branch-queries.ts';
import { BranchTabs, type BranchTab } from '../../ui/branches/branch-tabs.tsx';
import { visitHoursType } from '../../core/branches/branch-week.ts';
import { CitySelect } from '../../ui/branches/city-select.tsx';
import { serverDate } from '../../core/server-clock.ts';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { PageState, Skeleton } from '../../ui/page-state.tsx';
import { branchesSource, isVisitable } from './branches-view.ts';
import { branchesHref, readBranchesAddress, type BranchesAddress } from './tab-route.ts';
import './branches-page.css';

/** Set on a navigation that switched tabs, so the new page puts focus back on the tab. */
interface TabSwitchState {
  tabSwitch?: boolean;
}

/**
 * Routes branches (list tab) and branches-map (map tab). Switching tabs changes the route (replacing
 * the entry: Back leaves the page rather than stepping through tabs); the city and the branch asked
 * for on the map are in the query, so a tab switch or a shared link keeps them.
 */
export default function BranchesPage() {
  const { api, merchant } = useStorefront();
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const address = readBranchesAddress(location.pathname, search);
  const tabSwitched = (location.state as TabSwitchState | null)?.tabSwitch === true;
  // "Today" for this visit of the page, by the server's clock (src/core/server-clock.ts).
  const [now] = useState(serverDate);
  const [opened, setOpened] = useState<Branch | null>(null);
  // The branch last opened stays marked on the map after its drawer closes.
  const [markedId, setMarkedId] = useState<number | null>(null);
  const open = (branch: Branch) => {
    setOpened(branch);
    setMarkedId(branch.id);
  };

  const cities = useQuery(citiesQuery(api, merchant.id));
  const source = branchesSource(cities.data, merchant.mainCityId, address.cityId);
  const citiesSettled = !cities.isPending;
  const byCity = useQuery({
    ...cityBranchesQuery(api, merchant.id, source.cityId ?? 0),
    enabled: citiesSettled && source.cityId !== null,
  });
  // No cities (or they failed to load): every branch, without a city choice.
  const all = useQuery({
    ...branchesQuery(api, merchant.id),
    enabled: citiesSettled && source.cityId === null,
  });
  const branches = source.cityId !== null ? byCity : all;

  const go = (next: BranchesAddress, state?: TabSwitchState) =>
    void navigate(branchesHref(next), { replace: true, state });
  const showTab = (tab: BranchTab) => go({ ...address, tab }, { tabSwitch: true });

  const heading = <h1 className="branches__title">{t('branches.title')}</h1>;

  if (!citiesSettled || (branches.isPending && !branches.isError)) {
    return (
      <div className="branches" aria-busy="true">
        {heading}
        <BranchesSkeleton />
      </div>
    );
  }
  if (!branches.data) {
    return (
      <div className="branches">
        {heading}
        <LoadFailed
          level={2}
          title={t('branches.loadFailed')}
          error={branches.error}
          retry={t('branches.retry')}
          onRetry={() => void branches.refetch()}
        />
      </div>
    );
  }

  const shown = branches.data.filter(isVisitable);
  const cityList = cities.data ?? [];

  return (
    <div className={`branches branches--${address.tab}`}>
      {heading}
      <CitySelect
        id="branches-city"
        className="branches__city"
        cities={cityList}
        cityId={source.cityId}
        onChange={(cityId) => {
          setOpened(null);
          setMarkedId(null);
          go({ tab: address.tab, cityId, branchId: null });
        }}
      />
      <BranchTabs id="branches" tab={address.tab} onChange={showTab} focusOnMount={tabSwitched}>
        {shown.length === 0 ? (
          <PageState
            level={2}
            title={t(cityList.length > 1 ? 'branches.emptyCity' : 'branches.empty')}
            message={t('branches.emptyText')}
          />
        ) : address.tab === 'map' ? (
          <BranchMap
            className="branches__map"
            branches={shown}
            city={source.city}
            selectedId={markedId ?? address.branchId}
            kind={visitHoursType}
            now={now}
            onOpen={open}
            onShowList={() => showTab('list')}
          />
        ) : (
          <ul className="branches__list">
            {shown.map((branch) => (
              <li key={branch.id}>
                <BranchCard branch={branch} kind={visitHoursType(branch)} now={now}>
                  <Button
                    variant="secondary"
                    aria-describedby={`branch-${branch.id}-name`}
                    onClick={() => open(branch)}
                  >
                    {t('branches.hours')}
                  </Button>
                  <Button
                    variant="secondary"
                    aria-describedby={`branch-${branch.id}-name`}
                    onClick={() =>
                      go({ tab: 'map', cityId: source.cityId, branchId: branch.id }, { tabSwitch: true })
                    }
                  >
                    {t('branches.showOnMap')}
                  </Button>
                </BranchCard>
              </li>
            ))}
          </ul>
        )}
      </BranchTabs>
      <BranchDetailSheet
        branch={opened}
        kind={opened ? visitHoursType(opened) : 'PICK_UP'}
        now={now}
        onClose={() => setOpened(null)}
      />
    </div>
  );
}

function BranchesSkeleton() {
  return (
    <ul className="branches__list" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <li key={i} className="branches__skeleton">
          <Skeleton width="60%" height={20} radius={8} />
          <Skeleton width="40%" height={16} radius={8} />
          <Skeleton width="80%" height={16} radius={8} />
        </li>
      ))}
    </ul>
  );
}

/** Route branches' data loader: the branches of the city the page opens on, as the page picks it. */
export async function loadData({ queryClient, api, merchant, page }: PageDataContext): Promise<void> {
  const cities = await queryClient.fetchQuery(citiesQuery(api, merchant.id)).catch(() => undefined);
  const address = readBranchesAddress(page.path, page.search);
  const { cityId } = branchesSource(cities, merchant.mainCityId, address.cityId);
  await queryClient.prefetchQuery(
    cityId !== null ? cityBranchesQuery(api, merchant.id, cityId) : branchesQuery(api, merchant.id),
  );
}
