import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useRef, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Order } from '../../contract/index.ts';
import { RequireSession } from '../../core/session/require-session.tsx';
import type { StoredSession } from '../../core/session/session-store.ts';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { PageState } from '../../ui/page-state.tsx';
import { joinPages } from './order-pages.ts';
import { OrderRow, OrderRowsSkeleton } from './order-row.tsx';
import { activeOrdersQuery, archiveOrdersQuery } from './orders-queries.ts';
import { useLiveOrders } from './use-live-orders.ts';
import './orders.css';

type Tab = 'active' | 'archive';
const tabs: readonly Tab[] = ['active', 'archive'];

/** Route profile-orders: the customer's orders, active ones and the archive (10 at a time). */
export default function OrdersPage() {
  return <RequireSession>{(session) => <Orders session={session} />}</RequireSession>;
}

function Orders({ session }: { session: StoredSession }) {
  const { api, merchant } = useStorefront();
  const t = useT();
  // The tab lives in the address, so coming back from an order opens the tab it was found in.
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'archive' ? 'archive' : 'active';
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  useLiveOrders();
  const active = useQuery(activeOrdersQuery(api, merchant.id, session.user.id));
  const archive = useInfiniteQuery(archiveOrdersQuery(api, merchant.id, session.user.id));

  const select = (next: Tab) => setParams(next === 'archive' ? { tab: 'archive' } : {}, { replace: true });
  // Arrow keys move between tabs, as the ARIA tabs pattern expects.
  function onTabKey(event: KeyboardEvent) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = tab === 'active' ? 'archive' : 'active';
    select(next);
    tabRefs.current[next]?.focus();
  }

  const heading = <h1 className="orders__title">{t('orders.title')}</h1>;
  if (active.isPending || archive.isPending) {
    return (
      <div className="orders" aria-busy="true">
        {heading}
        <OrderRowsSkeleton />
      </div>
    );
  }
  const archived = archive.data ? joinPages(archive.data.pages) : [];
  if (active.data?.length === 0 && archive.data && archived.length === 0) {
    return (
      <div className="orders">
        {heading}
        <PageState level={2} title={t('orders.empty.title')} message={t('orders.empty.text')}>
          <Link className="btn btn--primary" to="/">
            {t('orders.toMenu')}
          </Link>
        </PageState>
      </div>
    );
  }

  const current = tab === 'active' ? active : archive;
  // A failed first load replaces the list; a failed refresh or next page keeps what is shown.
  const failed = current.error && !current.data ? current.error : null;
  const from = `/profile/orders${tab === 'archive' ? '?tab=archive' : ''}`;
  return (
    <div className="orders">
      {heading}
      <div className="orders__tabs" role="tablist" aria-label={t('orders.tabs')} onKeyDown={onTabKey}>
        {tabs.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`orders-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="orders-panel"
            tabIndex={tab === name ? 0 : -1}
            className="orders__tab"
            onClick={() => select(name)}
          >
            {t(`orders.tab.${name}`)}
            {name === 'active' && active.data?.length ? (
              <span className="orders__count">{active.data.length}</span>
            ) : null}
          </button>
        ))}
      </div>
      <section id="orders-panel" role="tabpanel" aria-labelledby={`orders-tab-${tab}`}>
        {failed ? (
          <LoadFailed
            level={2}
            title={t('orders.loadFailed')}
            error={failed}
            retry={t('orders.retry')}
            onRetry={() => void current.refetch()}
          />
        ) : tab === 'active' ? (
          <OrderList orders={active.data ?? []} from={from} empty={t('orders.activeEmpty')} />
        ) : (
          <>
            <OrderList orders={archived} from={from} empty={t('orders.archiveEmpty')} />
            {archive.isFetchNextPageError ? (
              <p className="orders__more-error" role="alert">
                {t('orders.loadFailed')}
              </p>
            ) : null}
            {archive.hasNextPage ? (
              <Button
                variant="secondary"
                className="orders__more"
                disabled={archive.isFetchingNextPage}
                onClick={() => void archive.fetchNextPage()}
              >
                {archive.isFetchingNextPage
                  ? t('orders.loading')
                  : archive.isFetchNextPageError
                    ? t('orders.retry')
                    : t('orders.showMore')}
              </Button>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}

function OrderList({ orders, from, empty }: { orders: readonly Order[]; from: string; empty: string }) {
  const t = useT();
  if (orders.length === 0) {
    return (
      <div className="orders__empty">
        <p>{empty}</p>
        <Link to="/">{t('orders.toMenu')}</Link>
      </div>
    );
  }
  return (
    <ul className="order-list">
      {orders.map((order) => (
        <OrderRow key={order.id} order={order} from={from} />
      ))}
    </ul>
  );
}
