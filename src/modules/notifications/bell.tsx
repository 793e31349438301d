import { MarkedSuspense } from '../../core/hydration-marks.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import type { StoredSession } from '../../core/session/session-store.ts';
import { notify } from '../../core/notify.ts';
import { useOrderStream } from '../../core/live-orders/use-order-stream.ts';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { noticeFor, showsOrder } from './live-notice.ts';
import { notificationsQuery } from './notifications-query.ts';
import './notifications.css';

const NotificationCentre = lazy(() => import('./notification-centre.tsx'));

/** The header's bell for a signed-in customer: the unread count, the centre, live notices. */
export default function Bell({ session }: { session: StoredSession }) {
  const { api, merchant } = useStorefront();
  const t = useT();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const query = notificationsQuery(api, merchant.id, session.user.id);
  const list = useQuery(query);

  // A status change: the list is read again (it holds the change, with the order's number), and
  // the change is told in a notice (spec section 9: 4.5 s, top right), unless the order's own
  // screen is open and shows it.
  useOrderStream(true, (event) => {
    void queryClient.invalidateQueries({ queryKey: query.queryKey }).then(() => {
      const notice = noticeFor(queryClient.getQueryData(query.queryKey), event);
      if (!notice || showsOrder(window.location.pathname, notice.orderId)) return;
      notify(
        t('notifications.centre.order.text', { status: t(`notifications.centre.status.${notice.status}`) }),
        'info',
        undefined,
        t('notifications.centre.order.title', { number: String(notice.number) }),
      );
    });
  });

  const unread = list.data?.unread ?? 0;
  const label =
    unread > 0 ? t('notifications.centre.openUnread', { count: unread }) : t('notifications.centre.open');
  return (
    <>
      <button
        type="button"
        className="icon-btn notif-bell"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <BellIcon />
        {unread > 0 ? (
          <span className="notif-bell__count" aria-hidden="true" data-testid="notifications-unread">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <MarkedSuspense fallback={null}>
          <NotificationCentre session={session} onClose={() => setOpen(false)} />
        </MarkedSuspense>
      ) : null}
    </>
  );
}

function BellIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}
