/** The review calls: an order's review, a product's review pages, and what a saved review refreshes. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { PRODUCT_REVIEWS_PAGE_SIZE } from '../../contract/index.ts';
import type { ApiClient } from '../../core/api/client.ts';
import { unwrapOrThrow } from '../../core/api/unwrap.ts';
import type { PageDataContext } from '../../core/registry/define-module.ts';

export const orderReviewQuery = (api: ApiClient, merchantId: number, orderId: number) =>
  queryOptions({
    queryKey: ['reviews', merchantId, 'order', orderId],
    queryFn: ({ signal }) => unwrapOrThrow(api.call('orderReview', { params: { id: orderId }, signal })),
    staleTime: 60_000,
  });

/**
 * One page of a product's reviews. Pages are plain queries (not an infinite query): the product page
 * shows the first and adds the next on "more", and the menu's shared code keeps no infinite-query
 * machinery for it.
 */
export const productReviewsQuery = (api: ApiClient, merchantId: number, productId: number, page: number) =>
  queryOptions({
    queryKey: ['reviews', merchantId, 'product', productId, page],
    queryFn: ({ signal }) =>
      unwrapOrThrow(
        api.call('productReviews', {
          params: { productId },
          query: { page, size: PRODUCT_REVIEWS_PAGE_SIZE },
          signal,
        }),
      ),
    staleTime: 60_000,
  });

/** A saved review changes product grades and lists: ask for them again. */
export function afterReviewSaved(queryClient: QueryClient, merchantId: number): void {
  void queryClient.invalidateQueries({ queryKey: ['grades', merchantId] });
  void queryClient.invalidateQueries({ queryKey: ['reviews', merchantId, 'product'] });
}

/** Slot product.reviews' data loader: the first page of the reviews of the product the page shows. */
export function productReviewsData({
  queryClient,
  api,
  merchantId,
  page,
}: PageDataContext): Promise<unknown> {
  const id = /^\/product\/(\d+)$/.exec(page.path)?.[1];
  return id
    ? queryClient.prefetchQuery(productReviewsQuery(api, merchantId, Number(id), 0))
    : Promise.resolve();
}
