/**
 * What the notification centre lists (pure, so it is tested without a database): the customer's
 * order status changes and the merchant's published news, newest first, each read or not.
 *
 * Which order events are notifications: a change of the order's status that the customer did not
 * make. The order's first status (CREATED, AT_TIME, OPEN: the customer has just placed it) is not,
 * nor an event that left the status as it was (a payment or a courier step on its own: the order's
 * page shows those).
 */
import type { OrderStatus } from '../../contract/index.ts';
import type { NewsItem, Notification, NotificationList } from '../../contract/notifications.ts';

/** The most the centre lists: older ones are not worth scrolling to. */
export const LISTED = 50;

const placedStatuses: ReadonlySet<OrderStatus> = new Set(['CREATED', 'AT_TIME', 'OPEN']);

/** An order event with the order's number, oldest first as the store reads them. */
export interface EventRow {
  id: number;
  orderId: number;
  orderNumber: number | null;
  status: OrderStatus;
  at: number;
}

/** The status changes among a customer's events (see above), in the order given. */
export function statusChanges(events: readonly EventRow[]): EventRow[] {
  const last = new Map<number, OrderStatus>();
  const changes: EventRow[] = [];
  for (const event of events) {
    const before = last.get(event.orderId);
    last.set(event.orderId, event.status);
    if (before === event.status) continue;
    if (before === undefined && placedStatuses.has(event.status)) continue;
    changes.push(event);
  }
  return changes;
}

/** News published by `now`. */
export const publishedNews = (news: readonly NewsItem[], now: number): NewsItem[] =>
  news.filter((item) => Date.parse(item.publishedAt) <= now);

export const orderNotificationId = (eventId: number) => `order-${eventId}`;
export const newsNotificationId = (newsId: number) => `news-${newsId}`;

/** The centre's list: at most LISTED, newest first; `unread` counts the listed ones. */
export function notificationList(
  events: readonly EventRow[],
  news: readonly NewsItem[],
  read: ReadonlySet<string>,
  now: number,
): NotificationList {
  const orders: (Notification & { at: number })[] = statusChanges(events).map((event) => {
    const id = orderNotificationId(event.id);
    return {
      kind: 'ORDER',
      id,
      at: event.at,
      createdAt: new Date(event.at).toISOString(),
      read: read.has(id),
      orderId: event.orderId,
      orderNumber: event.orderNumber,
      status: event.status,
    };
  });
  const posts: (Notification & { at: number })[] = publishedNews(news, now).map((item) => {
    const id = newsNotificationId(item.id);
    return {
      kind: 'NEWS',
      id,
      at: Date.parse(item.publishedAt),
      createdAt: new Date(Date.parse(item.publishedAt)).toISOString(),
      read: read.has(id),
      title: item.title,
      text: item.text,
      image: item.image ?? null,
    };
  });
  const items = [...orders, ...posts]
    .sort((a, b) => b.at - a.at || b.id.localeCompare(a.id))
    .slice(0, LISTED)
    .map(({ at: _at, ...item }) => item);
  return { items, unread: items.filter((item) => !item.read).length };
}
