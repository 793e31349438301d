import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { timeZoneOf } from '../../contract/index.ts';
import type { Notification } from '../../contract/notifications.ts';
import { citiesQuery } from '../../core/branches/branch-queries.ts';
import { formatDateIn } from '../../core/i18n/format-time.ts';
import type { StoredSession } from '../../core/session/session-store.ts';
import { useLocalize, useStorefront, useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { PageState, Skeleton } from '../../ui/page-state.tsx';
import { Sheet } from '../../ui/sheet.tsx';
import { markRead, notificationsQuery } from './notifications-query.ts';

/**
 * The notification centre: the customer's notifications, newest first, unread ones marked. Opening
 * one marks it read (an order's goes to the order); "Mark all as read" clears the count.
 */
export default function NotificationCentre({
  session,
  onClose,
}: {
  session: StoredSession;
  onClose: () => void;
}) {
  const { api, merchant } = useStorefront();
  const t = useT();
  const queryClient = useQueryClient();
  const list = useQuery(notificationsQuery(api, merchant.id, session.user.id));
  // Times on the merchant's clock (its main city's zone), as the order screens show them.
  const cities = useQuery(citiesQuery(api, merchant.id));
  const timeZone = timeZoneOf(merchant.mainCityId ?? null, cities.data ?? []);
  const read = (ids?: string[]) => void markRead(queryClient, api, merchant.id, session.user.id, ids);
  const unread = list.data?.unread ?? 0;

  return (
    <Sheet
      open
      onClose={onClose}
      title={t('notifications.centre.title')}
      closeLabel={t('notifications.centre.close')}
    >
      <div className="notif-centre">
        <header className="notif-centre__head">
          <h2 className="notif-centre__title">{t('notifications.centre.title')}</h2>
          {unread > 0 ? (
            <Button variant="secondary" className="notif-centre__all" onClick={() => read()}>
              {t('notifications.centre.markAll')}
            </Button>
          ) : null}
        </header>
        {list.isPending ? (
          <div aria-busy="true" className="notif-centre__loading">
            <Skeleton width="100%" height={64} />
            <Skeleton width="100%" height={64} />
          </div>
        ) : list.error && !list.data ? (
          <LoadFailed
            level={2}
            title={t('notifications.centre.loadFailed')}
            error={list.error}
            retry={t('notifications.centre.retry')}
            onRetry={() => void list.refetch()}
          />
        ) : list.data.items.length === 0 ? (
          <PageState
            level={2}
            title={t('notifications.centre.empty.title')}
            message={t('notifications.centre.empty.text')}
          />
        ) : (
          <ul className="notif-list">
            {list.data.items.map((item) => (
              <li key={item.id}>
                <NotificationRow
                  item={item}
                  timeZone={timeZone}
                  onOpen={() => read([item.id])}
                  onLeave={onClose}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Sheet>
  );
}

function NotificationRow({
  item,
  timeZone,
  onOpen,
  onLeave,
}: {
  item: Notification;
  timeZone: string;
  onOpen: () => void;
  onLeave: () => void;
}) {
  const t = useT();
  const localize = useLocalize();
  const title =
    item.kind === 'ORDER'
      ? t('notifications.centre.order.title', { number: String(item.orderNumber ?? item.orderId) })
      : localize(item.title);
  const text =
    item.kind === 'ORDER'
      ? t('notifications.centre.order.text', { status: t(`notifications.centre.status.${item.status}`) })
      : localize(item.text);
  const body = (
    <>
      <span className="notif-item__head">
        {item.read ? null : (
          <span className="notif-item__dot">
            <span className="visually-hidden">{t('notifications.centre.unread')}</span>
          </span>
        )}
        <strong className="notif-item__title">{title}</strong>
        <time className="notif-item__time" dateTime={item.createdAt}>
          {formatDateIn(item.createdAt, timeZone, true)}
        </time>
      </span>
      <span className="notif-item__text">{text}</span>
      {item.kind === 'NEWS' ? (
        <span className="notif-item__kind">{t('notifications.centre.news')}</span>
      ) : null}
    </>
  );
  const className = item.read ? 'notif-item' : 'notif-item notif-item--unread';
  if (item.kind === 'ORDER') {
    return (
      <Link
        className={className}
        to={`/profile/orders/${item.orderId}`}
        onClick={() => {
          if (!item.read) onOpen();
          onLeave();
        }}
      >
        {body}
      </Link>
    );
  }
  return (
    <button type="button" className={className} onClick={() => (item.read ? undefined : onOpen())}>
      {body}
    </button>
  );
}
