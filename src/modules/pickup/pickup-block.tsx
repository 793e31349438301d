import { serverDate } from '../../core/server-clock.ts';
import { useQuery } from '@tanstack/react-query';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { branchesQuery, citiesQuery } from '../../core/branches/branch-queries.ts';
import { BranchChoiceList } from '../../core/branches/branch-choice-list.tsx';
import { useServiceReady } from '../../core/checkout/checkout-slots.tsx';
import { useOrderDraft } from '../../core/order-draft/use-order-draft.ts';
import { useLocalize, useStorefront, useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { ChoiceListPlaceholder } from '../../ui/choice-placeholder.tsx';
import { pickupView } from './pickup-view.ts';
import '../../ui/field.css';
import './pickup.css';

/**
 * The checkout's PICK_UP block: where the customer collects the order. A list for now; the map view
 * of the spec's branch sheet comes with the map module (mapType), which needs maplibre and its own
 * code split. A branch closed today is listed but cannot be chosen (spec section 5).
 */
export default observer(function PickupBlock() {
  const { api, merchant } = useStorefront();
  const t = useT();
  const localize = useLocalize();
  const draft = useOrderDraft();
  const branches = useQuery(branchesQuery(api, merchant.id));
  // Without cities the list still works: every branch shows, without a city choice.
  const cities = useQuery(citiesQuery(api, merchant.id));
  // "Today" for this visit of the page; a customer choosing at midnight reloads anyway.
  const [now] = useState(serverDate);
  const [pickedCityId, setPickedCityId] = useState<number | null>(null);

  const view = branches.data
    ? pickupView({
        branches: branches.data,
        cities: cities.data ?? [],
        orderBranchId: draft.branchId,
        pickedCityId,
        mainCityId: merchant.mainCityId ?? null,
        now,
      })
    : null;
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
      {view.cities.length > 1 ? (
        <div className="field">
          <label className="field__label" htmlFor="pickup-city">
            {t('pickup.city')}
          </label>
          <select
            id="pickup-city"
            className="field__input"
            value={view.cityId ?? ''}
            onChange={(e) => setPickedCityId(Number(e.target.value))}
          >
            {view.cities.map((city) => (
              <option key={city.id} value={city.id}>
                {localize(city.name)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {view.branches.length === 0 ? (
        <p className="pickup__state">{t('pickup.none')}</p>
      ) : (
        <BranchChoiceList
          name="pickup-branch"
          branches={view.branches}
          kind="PICK_UP"
          chosenId={draft.branchId}
          onChoose={(id) => draft.setBranch(id)}
          now={now}
          texts={{
            choose: t('pickup.choose'),
            today: (value) => t('pickup.today', { value }),
            openToday: t('pickup.openToday'),
            dayOff: t('pickup.dayOff'),
            closedToday: t('pickup.closedToday'),
          }}
        />
      )}
      {view.branches.length > 0 && !view.chosen ? (
        <p className="pickup__state" role="status">
          {t('pickup.allClosed')}
        </p>
      ) : null}
    </div>
  );
});
