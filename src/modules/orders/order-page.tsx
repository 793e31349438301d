import { Link } from 'react-router-dom';
import { hasNativeButtons } from '../../core/channel-buttons.ts';
import { RequireSession } from '../../core/session/require-session.tsx';
import { useT } from '../../core/storefront.tsx';
import { BackIcon } from '../../ui/icons.tsx';
import { PageState, Skeleton } from '../../ui/page-state.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { OrderDetails } from './order-details.tsx';
import { useOrderScreen } from './use-order-screen.ts';
import './orders.css';

/** Route profile-orders-id: one order with its items, totals, branch or address, and payment. */
export default function OrderPage() {
  return <RequireSession>{() => <OrderScreen />}</RequireSession>;
}

function OrderScreen() {
  const t = useT();
  const { back, state } = useOrderScreen();

  // Inside Telegram, Telegram's own Back button in its header does this.
  const backLink = hasNativeButtons() ? null : (
    <Link className="order__back" to={back}>
      <span className="order__back-icon" aria-hidden="true">
        <BackIcon />
      </span>
      {t('orders.back')}
    </Link>
  );
  if (state.kind === 'invalid')
    return (
      <PageState
        title={t('app.notFound.title')}
        message={t('app.notFound.invalid', { path: state.pathname })}
      />
    );
  if (state.kind === 'loading')
    return (
      <div className="order" aria-busy="true">
        {backLink}
        <Skeleton width="50%" height={30} radius={8} />
        <Skeleton width="100%" height={160} />
        <Skeleton width="100%" height={120} />
      </div>
    );
  if (state.kind === 'missing' || state.kind === 'failed') {
    return (
      <div className="order">
        {backLink}
        {state.kind === 'missing' ? (
          <PageState title={t('orders.notFound')} message={t('orders.notFoundText')} />
        ) : (
          <LoadFailed
            title={t('orders.orderFailed')}
            error={state.error}
            retry={t('orders.retry')}
            onRetry={state.retry}
          />
        )}
      </div>
    );
  }
  return (
    <div className="order">
      {backLink}
      <OrderDetails key={state.order.id} order={state.order} />
    </div>
  );
}
