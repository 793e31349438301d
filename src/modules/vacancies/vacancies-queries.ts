/**
 * The merchant's vacancies as react-query holds them. Plain keys (['vacancies', merchantId] and
 * ['vacancies', merchantId, id]) so a server render can fill the same cache the browser reads.
 */
import { queryOptions } from '@tanstack/react-query';
import { vacancyEndpoints } from '../../contract/endpoints/vacancies.ts';
import type { ApiClient } from '../../core/api/client.ts';
import { addEndpoints } from '../../core/api/checked-calls.ts';
import { ApiRequestError, unwrapOrThrow } from '../../core/api/unwrap.ts';
import type { PageDataContext } from '../../core/registry/define-module.ts';

// The vacancy calls come with these screens, not with the start-up code (contract/endpoints/index.ts).
addEndpoints(vacancyEndpoints);

export const vacanciesKey = (merchantId: number) => ['vacancies', merchantId] as const;

export const vacanciesQuery = (api: ApiClient, merchantId: number) =>
  queryOptions({
    queryKey: vacanciesKey(merchantId),
    queryFn: ({ signal }) => unwrapOrThrow(api.call('vacancies', { signal })),
    staleTime: 10 * 60_000,
  });

export const vacancyQuery = (api: ApiClient, merchantId: number, id: number) =>
  queryOptions({
    queryKey: [...vacanciesKey(merchantId), id] as const,
    queryFn: ({ signal }) => unwrapOrThrow(api.call('vacancyById', { params: { id }, signal })),
    staleTime: 10 * 60_000,
    // A vacancy that is gone will not come back by asking again.
    retry: (failures, error) => failures < 2 && !(error instanceof ApiRequestError && error.status === 404),
  });

/** The signed-in customer's applications, to say "you applied" on a vacancy. */
export const applicationsQuery = (api: ApiClient, merchantId: number, userId: number) =>
  queryOptions({
    queryKey: ['vacancy-applications', merchantId, userId] as const,
    queryFn: ({ signal }) => unwrapOrThrow(api.call('vacancyApplications', { signal })),
    staleTime: 60_000,
  });

/** Route vacancy's data loader (core/registry/define-module.ts: ScreenModule). */
export const vacanciesData = ({ queryClient, api, merchantId }: PageDataContext) =>
  queryClient.prefetchQuery(vacanciesQuery(api, merchantId));

/** Route vacancy-id's data loader: nothing to load for an id that is not one. */
export const vacancyData = async ({ queryClient, api, merchantId, params }: PageDataContext) => {
  if (/^\d+$/.test(params.id ?? ''))
    await queryClient.prefetchQuery(vacancyQuery(api, merchantId, Number(params.id)));
};
