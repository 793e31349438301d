import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ServiceType } from '../../../contract/index.ts';
import { branchOpening, branchSlots, branchTimeZone, daysFromToday } from '../../branches/branch-hours.ts';
import { branchesQuery, citiesQuery } from '../../branches/branch-queries.ts';
import { useOrderDraft } from '../../order-draft/use-order-draft.ts';
import { useStorefront } from '../../storefront.tsx';
import { whenOffer, type WhenOffer } from './when-offer.ts';

/** How often the choice looks at the clock again: slots pass, the branch opens or closes. */
const TICK_MS = 30_000;

/** The clock, read again every `everyMs` while the screen is open. */
export function useNow(everyMs = TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

export type WhenState =
  /** No branch on the order yet (the service block has not chosen one). */
  | { status: 'noBranch' }
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; offer: WhenOffer; timeZone: string; now: number };

/**
 * The "when" choice of the order's branch (the draft's branchId: the pickup branch, or the delivery's
 * nearest branch) for a service type, from the branches and cities the storefront already holds.
 * Read by the checkout's "when" section and by "Place order", so both see the same offer.
 */
export function useWhenOffer(serviceType: ServiceType): WhenState {
  const { api, merchant } = useStorefront();
  const draft = useOrderDraft();
  const branches = useQuery(branchesQuery(api, merchant.id));
  // Without cities every branch is on Tashkent's clock (the contract's default zone).
  const cities = useQuery(citiesQuery(api, merchant.id));
  const now = useNow();
  const branchId = draft.branchId;
  if (branchId === null) return { status: 'noBranch' };
  if (branches.isPending || cities.isPending) return { status: 'loading' };
  const branch = branches.data?.find((b) => b.id === branchId);
  if (!branch) {
    return branches.error
      ? { status: 'failed', retry: () => void branches.refetch() }
      : { status: 'noBranch' };
  }
  const timeZone = branchTimeZone(branch, cities.data ?? []);
  const offer = whenOffer({
    opening: branchOpening(branch, serviceType, now, timeZone),
    days: branchSlots(branch, serviceType, now, timeZone),
    chosen: draft.when,
    daysFromToday: (date) => daysFromToday(date, now, timeZone),
  });
  return { status: 'ready', offer, timeZone, now };
}
