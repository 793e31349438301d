/**
 * The archive arrives 10 orders a page (spec section 9: zero-based). Pages are joined for the list;
 * an order placed or archived while the customer reads shifts later pages by one, so an order may
 * come twice: the first copy stays.
 */
import type { Order } from '../../contract/index.ts';

export const ORDER_PAGE_SIZE = 10;

export interface OrderPage {
  content: Order[];
  page: number;
  totalPages: number;
}

export function joinPages(pages: readonly Pick<OrderPage, 'content'>[]): Order[] {
  const seen = new Set<number>();
  const orders: Order[] = [];
  for (const page of pages) {
    for (const order of page.content) {
      if (seen.has(order.id)) continue;
      seen.add(order.id);
      orders.push(order);
    }
  }
  return orders;
}

/** The page after `last`, or undefined when it was the last one. */
export const nextPageOf = (last: Pick<OrderPage, 'page' | 'totalPages'>): number | undefined =>
  last.page + 1 < last.totalPages ? last.page + 1 : undefined;
