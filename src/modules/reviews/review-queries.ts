/** The review calls: an order's review, a product's review pages, and what a saved review refreshes. */
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { PRODUCT_REVIEWS_PAGE_SIZE } from '../../contract/index.ts';
import type { ApiClient } from '../../core/api/client.ts';
import { unwrapOrThrow } from '../../core/api/unwrap.ts';

export const orderReviewQuery = (api: ApiClient, merchantId: number, orderId: number) =>
  queryOptions({
    queryKey: ['reviews', merchantId, 'order', orderId],
    queryFn: ({ signal }) => unwrapOrThrow(api.call('orderReview', { params: { id: orderId }, signal })),
    staleTime: 60_000,
  });

export const productReviewsQuery = (api: ApiClient, merchantId: number, productId: number) =>
  infiniteQueryOptions({
    queryKey: ['reviews', merchantId, 'product', productId],
    queryFn: ({ signal, pageParam }) =>
      unwrapOrThrow(
        api.call('productReviews', {
          params: { productId },
          query: { page: pageParam, size: PRODUCT_REVIEWS_PAGE_SIZE },
          signal,
        }),
      ),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.page + 1 < last.totalPages ? last.page + 1 : undefined),
    staleTime: 60_000,
  });

/** A saved review changes product grades and lists: ask for them again. */
export function afterReviewSaved(queryClient: QueryClient, merchantId: number): void {
  void queryClient.invalidateQueries({ queryKey: ['grades', merchantId] });
  void queryClient.invalidateQueries({ queryKey: ['reviews', merchantId, 'product'] });
}
