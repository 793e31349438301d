import { describe, expect, it } from 'vitest';
import { Order } from '../../contract/index.ts';
import { joinPages, nextPageOf } from './order-pages.ts';

const order = (id: number) =>
  Order.parse({ id, status: 'DONE', serviceType: 'PICK_UP', orderDevice: 'CLIENT_WEB', paymentType: 'CASH' });

describe('archive pages', () => {
  it('joins pages in order and keeps the first copy of an order that shifted pages', () => {
    const pages = [{ content: [order(12), order(11), order(10)] }, { content: [order(10), order(9)] }];
    expect(joinPages(pages).map((o) => o.id)).toEqual([12, 11, 10, 9]);
    expect(joinPages([])).toEqual([]);
  });

  it('asks for the next zero-based page until the last', () => {
    expect(nextPageOf({ page: 0, totalPages: 2 })).toBe(1);
    expect(nextPageOf({ page: 1, totalPages: 2 })).toBeUndefined();
    expect(nextPageOf({ page: 0, totalPages: 0 })).toBeUndefined();
  });
});
