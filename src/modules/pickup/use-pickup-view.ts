import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { branchesQuery, citiesQuery } from '../../core/branches/branch-queries.ts';
import { useOrderDraft } from '../../core/order-draft/use-order-draft.ts';
import { serverDate } from '../../core/server-clock.ts';
import { useStorefront } from '../../core/storefront.tsx';
import { pickupView, type PickupView } from './pickup-view.ts';

/**
 * The pickup choice's data, shared by the checkout's block and the full-screen map: every branch
 * (filtered to those that take pickup) and the cities, with the customer's city pick. Components
 * using it are mobx observers (it reads the order draft).
 */
export function usePickupView() {
  const { api, merchant } = useStorefront();
  const draft = useOrderDraft();
  const branches = useQuery(branchesQuery(api, merchant.id));
  // Without cities the list still works: every branch shows, without a city choice.
  const cities = useQuery(citiesQuery(api, merchant.id));
  // "Today" for this visit of the page, by the server's clock; a customer choosing at midnight
  // reloads anyway.
  const [now] = useState(serverDate);
  const [pickedCityId, setPickedCityId] = useState<number | null>(null);

  const view: PickupView | null = branches.data
    ? pickupView({
        branches: branches.data,
        cities: cities.data ?? [],
        orderBranchId: draft.branchId,
        pickedCityId,
        mainCityId: merchant.mainCityId ?? null,
        now,
      })
    : null;
  const city = view?.cities.find((c) => c.id === view.cityId) ?? null;
  return { draft, branches, view, city, now, pickCity: setPickedCityId };
}
