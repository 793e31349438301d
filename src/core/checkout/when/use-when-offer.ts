import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { ServiceType } from '../../../contract/index.ts';
import { branchOpening, branchSlots, branchTimeZone, daysFromToday } from '../../branches/branch-hours.ts';
import { branchesQuery, citiesQuery } from '../../branches/branch-queries.ts';
import { useOrderDraft } from '../../order-draft/use-order-draft.ts';
import { serverNow } from '../../server-clock.ts';
import { useStorefront } from '../../storefront.tsx';
import { whenOffer, type WhenOffer } from './when-offer.ts';

/** How often the choice looks at the clock again: slots pass, the branch opens or closes. */
const TICK_MS = 30_000;

const MINUTE_MS = 60_000;

/**
 * The server's clock (the hours are its rules, and a phone's clock may be wrong: server-clock.ts), to
 * the minute. Read on every render, so the first answers' Date headers count as soon as they arrive,
 * and the screen renders again every `everyMs` so passing slots drop out while it stays open.
 */
export function useNow(everyMs = TICK_MS): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((tick) => tick + 1), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return Math.floor(serverNow() / MINUTE_MS) * MINUTE_MS;
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
  const branch = branches.data?.find((b) => b.id === branchId) ?? null;
  const timeZone = branchTimeZone(branch, cities.data ?? []);
  // The hours and slots change with the minute, the branch and the service, not with every render.
  const hours = useMemo(
    () =>
      branch
        ? {
            opening: branchOpening(branch, serviceType, now, timeZone),
            days: branchSlots(branch, serviceType, now, timeZone),
          }
        : null,
    [branch, serviceType, now, timeZone],
  );
  if (branchId === null) return { status: 'noBranch' };
  if (branches.isPending || cities.isPending) return { status: 'loading' };
  if (!hours) {
    return branches.error
      ? { status: 'failed', retry: () => void branches.refetch() }
      : { status: 'noBranch' };
  }
  const offer = whenOffer({
    ...hours,
    chosen: draft.when,
    daysFromToday: (date) => daysFromToday(date, now, timeZone),
  });
  return { status: 'ready', offer, timeZone, now };
}
