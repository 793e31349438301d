/**
 * Queries for the catalogue, which the catalogue, product and search modules all read. It lives in
 * core because modules never import each other.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ClientType } from '../../contract/index.ts';
import type { ApiClient } from '../api/client.ts';
import { unwrapOrThrow as unwrap } from '../api/unwrap.ts';
import { useStorefront } from '../storefront.tsx';
import { assembleCatalogue, type AssembledCatalogue } from './assemble.ts';
import { fetchCatalogue } from './fetch-catalogue.ts';
import { useNearestBranchId } from './nearest-branch.ts';

export const catalogueQuery = (api: ApiClient, merchantId: number, type: ClientType) =>
  queryOptions({
    queryKey: ['catalogue', merchantId, type],
    queryFn: ({ signal }) => fetchCatalogue(api, type, signal),
    staleTime: 5 * 60_000,
  });

export const gradesQuery = (api: ApiClient, merchantId: number) =>
  queryOptions({
    queryKey: ['grades', merchantId],
    queryFn: ({ signal }) => unwrap(api.call('grades', { signal })),
    staleTime: 10 * 60_000,
  });

export interface CatalogueState {
  catalogue: AssembledCatalogue | undefined;
  isPending: boolean;
  error: Error | null;
  refetch: () => void;
}

/**
 * The assembled catalogue. `nearestBranchId` narrows it to what that branch sells; null: every
 * product (what the basket and a product's own page look up by id: a line or a link stays readable).
 */
export function useCatalogue(nearestBranchId: number | null = null): CatalogueState {
  const { api, merchant, catalogueType } = useStorefront();
  const catalogue = useQuery(catalogueQuery(api, merchant.id, catalogueType));
  // Grades are an extra: the menu shows without them and gains stars when they arrive. Asked for
  // once the catalogue is here, so the one call per catalogue never competes with it at start.
  const grades = useQuery({ ...gradesQuery(api, merchant.id), enabled: catalogue.data !== undefined });
  const assembled = useMemo(
    () =>
      catalogue.data
        ? assembleCatalogue(catalogue.data, { nearestBranchId, grades: grades.data ?? undefined })
        : undefined,
    [catalogue.data, grades.data, nearestBranchId],
  );
  return {
    catalogue: assembled,
    isPending: catalogue.isPending,
    error: catalogue.error,
    refetch: () => void catalogue.refetch(),
  };
}

/** The catalogue as the menu shows it: narrowed to the nearest branch once one is known. */
export const useMenuCatalogue = (): CatalogueState => useCatalogue(useNearestBranchId());
