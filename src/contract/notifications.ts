/**
 * The notification centre (notificationsActive): the customer's order status changes and the
 * merchant's news (notifications.json), newest first, each read or not. The read state is the
 * server's, per customer, so it follows the customer to another device. The spec names the feature
 * only; these shapes and paths are this contract's.
 */
import { z } from 'zod';
import { OrderStatus } from './enums.ts';
import { DateTime, Id, LocalizedText, MediaPath } from './primitives.ts';

/** A piece of merchant news, as notifications.json holds it. */
export const NewsItem = z
  .strictObject({
    id: Id.min(1),
    title: LocalizedText,
    text: LocalizedText,
    /** Shown from this moment on (a later date schedules it). */
    publishedAt: DateTime,
    image: MediaPath.nullish(),
  })
  .meta({ description: 'Merchant news shown in the notification centre' });
export type NewsItem = z.infer<typeof NewsItem>;

/** "order-<event id>" for a status change, "news-<id>" for merchant news. */
export const NotificationId = z
  .string()
  .regex(/^(order|news)-\d{1,15}$/, 'expected a notification id such as order-12 or news-3');

// A plain union (TypeScript still tells the kinds apart by `kind`): discriminatedUnion would bring
// its own part of zod into every page's first download for this one schema.
export const Notification = z.union([
  z.object({
    kind: z.literal('ORDER'),
    id: NotificationId,
    createdAt: DateTime,
    read: z.boolean(),
    orderId: Id,
    /** The merchant's number of the order, as its page shows it. */
    orderNumber: z.number().int().nullish(),
    status: OrderStatus,
  }),
  z.object({
    kind: z.literal('NEWS'),
    id: NotificationId,
    createdAt: DateTime,
    read: z.boolean(),
    title: LocalizedText,
    text: LocalizedText,
    image: MediaPath.nullish(),
  }),
]);
export type Notification = z.infer<typeof Notification>;

export const NotificationList = z.object({
  items: z.array(Notification),
  /** How many of the items are unread (the header's badge). */
  unread: z.number().int().nonnegative(),
});
export type NotificationList = z.infer<typeof NotificationList>;

export const NotificationsRead = z.object({ ids: z.array(NotificationId).min(1).max(100) });
export const UnreadCount = z.object({ unread: z.number().int().nonnegative() });
