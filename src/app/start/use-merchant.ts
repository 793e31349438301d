/**
 * The visit's merchant: asked by sub, told to every later call (the merchant header), remembered on
 * this device, the calls that need only the merchant (catalogue, cities) started with the settings
 * call, and its changes followed. An unknown merchant (or a host naming none) forgets what the
 * device kept.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect } from 'react';
import { ApiRequestError } from '../../core/api/unwrap.ts';
import { followTenantChanges } from '../../core/tenant/live-changes.ts';
import type { AppServices } from './app-services.ts';
import { forgetEverything, rememberMerchant } from './merchant-memory.ts';
import { merchantQuery, merchantWave } from './start-queries.ts';
import type { Visit } from './visit.ts';

export function useMerchant(visit: Visit, { api, callContext }: AppServices) {
  const queryClient = useQueryClient();
  const query = useQuery(merchantQuery(api, visit.tenant.sub));
  const merchant = query.data;
  useLayoutEffect(() => {
    if (merchant) callContext.setMerchant(merchant.id);
  }, [merchant, callContext]);
  useEffect(() => {
    if (!merchant) return;
    rememberMerchant(merchant.id, merchant.sub);
    void merchantWave(queryClient, api, merchant.id, visit.catalogueType);
  }, [merchant, api, queryClient, visit.catalogueType]);

  // The staff's changes (a dish stopped, a branch paused) reach the screen without a reload.
  const merchantId = merchant?.id;
  useEffect(
    () => (merchantId === undefined ? undefined : followTenantChanges(queryClient, api.baseUrl, merchantId)),
    [merchantId, api, queryClient],
  );

  const missing =
    visit.tenant.sub === null || (query.error instanceof ApiRequestError && query.error.status === 404);
  useEffect(() => {
    if (missing) forgetEverything();
  }, [missing]);
  return { query, merchant, missing };
}
