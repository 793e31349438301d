import { describe, expect, it } from 'vitest';
import type { NotificationList } from '../../contract/notifications.ts';
import type { OrderStreamEvent } from '../../contract/order-stream.ts';
import { noticeFor, showsOrder } from './live-notice.ts';
import { markedRead } from './notifications-query.ts';

const list: NotificationList = {
  unread: 2,
  items: [
    {
      kind: 'ORDER',
      id: 'order-9',
      createdAt: '2026-03-01T09:00:00.000Z',
      read: false,
      orderId: 41,
      orderNumber: 7,
      status: 'COOKING',
    },
    {
      kind: 'ORDER',
      id: 'order-8',
      createdAt: '2026-03-01T08:00:00.000Z',
      read: true,
      orderId: 41,
      orderNumber: 7,
      status: 'ACCEPTED',
    },
    {
      kind: 'NEWS',
      id: 'news-1',
      createdAt: '2026-02-01T08:00:00.000Z',
      read: false,
      title: { ru: 'Новость' },
      text: { ru: 'Текст' },
    },
  ],
};
const event = (status: OrderStreamEvent['status'], orderId = 41): OrderStreamEvent => ({
  orderId,
  status,
  isPaid: false,
  courierStatus: null,
  at: 1,
});

describe('the notice of a live status change', () => {
  it("is the centre's unread notification of that change, with the order's number", () => {
    expect(noticeFor(list, event('COOKING'))).toEqual({ orderId: 41, number: 7, status: 'COOKING' });
  });

  it('is nothing for a change the centre does not list, one already read, or before the list came', () => {
    expect(noticeFor(list, event('ON_WAY'))).toBeNull();
    expect(noticeFor(list, event('ACCEPTED'))).toBeNull();
    expect(noticeFor(list, event('COOKING', 42))).toBeNull();
    expect(noticeFor(undefined, event('COOKING'))).toBeNull();
  });

  it("is not shown over the order's own screens", () => {
    expect(showsOrder('/profile/orders/41', 41)).toBe(true);
    expect(showsOrder('/profile/orders/41/map', 41)).toBe(true);
    expect(showsOrder('/profile/orders/410', 41)).toBe(false);
    expect(showsOrder('/profile/orders', 41)).toBe(false);
  });
});

describe('markedRead', () => {
  it('reads the given ones, or all, and counts what is left', () => {
    expect(markedRead(list, ['order-9'])).toMatchObject({ unread: 1 });
    expect(markedRead(list, ['order-9']).items.map((i) => i.read)).toEqual([true, true, false]);
    expect(markedRead(list)).toMatchObject({ unread: 0 });
  });
});
