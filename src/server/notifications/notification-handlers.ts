/**
 * The notification centre's calls (notificationsActive): the customer's list, and marking some or all
 * of it read. A customer marks only their own: an order event of another customer, or news the
 * merchant does not have, is 404 and nothing is marked, so ids reveal nothing.
 */
import { sessionOf } from '../accounts/handler-support.ts';
import { ApiError } from '../base/api-error.ts';
import type { Handlers } from '../http/api-types.ts';
import type { Tenant } from '../tenants/load-tenants.ts';
import { notificationList, publishedNews } from './notification-list.ts';
import { notificationsOf } from './notifications-store.ts';

const newsOf = (tenant: Tenant) => tenant.data.notifications?.items ?? [];

/** A 404 whose texts do not say whether the id exists for someone else. */
const notFound = (id: string) =>
  new ApiError(404, 'NOTIFICATION_NOT_FOUND', {
    ru: `Уведомление ${id} не найдено`,
    uz: `${id} bildirishnomasi topilmadi`,
    eng: `Notification ${id} not found`,
  });

export const notificationHandlers = {
  notifications: async ({ tenant, session, db, services }) => {
    const { user } = sessionOf(session);
    const store = notificationsOf(db);
    const [events, read] = await Promise.all([
      store.orderEvents(tenant.id, user.id),
      store.readIds(tenant.id, user.id),
    ]);
    return notificationList(events, newsOf(tenant), read, services.now());
  },

  notificationsRead: async ({ tenant, session, body, db, services }) => {
    const { user } = sessionOf(session);
    const store = notificationsOf(db);
    const now = services.now();
    const news = new Set(publishedNews(newsOf(tenant), now).map((item) => `news-${item.id}`));
    for (const id of new Set(body.ids)) {
      const [kind, number] = id.split('-');
      const mine = kind === 'news' ? news.has(id) : await store.ownsEvent(tenant.id, user.id, Number(number));
      if (!mine) throw notFound(id);
    }
    await store.markRead(tenant.id, user.id, body.ids, now);
    const list = notificationList(
      await store.orderEvents(tenant.id, user.id),
      newsOf(tenant),
      await store.readIds(tenant.id, user.id),
      now,
    );
    return { unread: list.unread };
  },

  notificationsReadAll: async ({ tenant, session, db, services }) => {
    const { user } = sessionOf(session);
    const store = notificationsOf(db);
    const now = services.now();
    const list = notificationList(
      await store.orderEvents(tenant.id, user.id),
      newsOf(tenant),
      await store.readIds(tenant.id, user.id),
      now,
    );
    await store.markRead(
      tenant.id,
      user.id,
      list.items.filter((item) => !item.read).map((item) => item.id),
      now,
    );
    return { unread: 0 };
  },
} satisfies Handlers;
