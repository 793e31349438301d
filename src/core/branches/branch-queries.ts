/**
 * Branches and cities as react-query holds them. They live in core because several modules read them
 * (pickup, dine-in, and later the branches list and the delivery address picker) and modules never
 * import each other: one factory per call keeps one cache entry per call.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client.ts';
import { unwrapOrThrow } from '../api/unwrap.ts';

/** Every branch of the merchant (GET /users/v1/branches); screens filter by what they offer. */
export const branchesQuery = (api: ApiClient, merchantId: number) =>
  queryOptions({
    queryKey: ['branches', merchantId],
    queryFn: ({ signal }) => unwrapOrThrow(api.call('branches', { signal })),
    // Opening hours and flags change in the back office a few times a day at most.
    staleTime: 5 * 60_000,
  });

/** Cities of the merchant: part of the start-up wave (spec section 4). */
export const citiesQuery = (api: ApiClient, merchantId: number) =>
  queryOptions({
    queryKey: ['cities', merchantId],
    queryFn: ({ signal }) => unwrapOrThrow(api.call('cities', { params: { merchantId }, signal })),
    staleTime: 10 * 60_000,
  });

/** Branches of one city (GET /users/v1/branches/full?cityId=): the branches page, city by city. */
export const cityBranchesQuery = (api: ApiClient, merchantId: number, cityId: number) =>
  queryOptions({
    queryKey: ['branches', merchantId, 'city', cityId],
    queryFn: ({ signal }) => unwrapOrThrow(api.call('branchesFull', { query: { cityId }, signal })),
    staleTime: 5 * 60_000,
  });
