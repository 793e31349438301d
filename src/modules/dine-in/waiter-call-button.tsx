import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
import { canCallWaiter } from '../../contract/waiter-call.ts';
import { useApiMutation } from '../../core/api/use-api-mutation.ts';
import { useOrderSlot } from '../../core/orders/order-slot.tsx';
import { notify } from '../../core/notify.ts';
import { serverNow } from '../../core/server-clock.ts';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { waiterButtonState } from './waiter-call-state.ts';
import { waiterCallKey, waiterCallQuery } from './waiter-call-query.ts';
import './waiter-call.css';

/**
 * Slot order.actions: on a dine-in order at a table, under way, a button that calls a waiter. It
 * toggles to "the waiter was called" until the staff answer or the call times out; while it says so
 * it takes no taps, and the server keeps one open call per order anyway.
 */
export default function WaiterCallButton() {
  const order = useOrderSlot();
  if (!canCallWaiter(order) || !order.tableId) return null;
  return <WaiterCall orderId={order.id} table={order.tableId} />;
}

function WaiterCall({ orderId, table }: { orderId: number; table: number }) {
  const { api, merchant } = useStorefront();
  const t = useT();
  const queryClient = useQueryClient();
  const latest = useQuery(waiterCallQuery(api, merchant.id, orderId));
  const create = useApiMutation('waiterCallCreate', {
    onSuccess: (made) => queryClient.setQueryData(waiterCallKey(merchant.id, orderId), made),
    onError: (error) => notify(error.message, 'error'),
  });
  const calling = create.isPending;
  function callWaiter() {
    create.mutate({ params: { id: orderId } });
  }
  const state = waiterButtonState(latest.data, serverNow());
  // Re-read the state when the open call times out, so the button comes back on time.
  const [, tick] = useReducer((n: number) => n + 1, 0);
  const expiresIn = state.kind === 'called' ? state.expiresInMs : null;
  useEffect(() => {
    if (expiresIn === null) return;
    const timer = setTimeout(tick, expiresIn + 50);
    return () => clearTimeout(timer);
  }, [expiresIn]);

  const called = state.kind === 'called';
  const note =
    state.kind === 'called'
      ? t('dine-in.waiter.coming', { number: String(table) })
      : state.kind === 'answered'
        ? t('dine-in.waiter.answered')
        : state.kind === 'expired'
          ? t('dine-in.waiter.expired')
          : null;
  return (
    <section className="waiter-call" aria-label={t('dine-in.waiter.section')}>
      <Button
        variant={called ? 'secondary' : 'primary'}
        className="waiter-call__button"
        aria-pressed={called}
        disabled={called || calling || latest.isPending}
        onClick={() => {
          if (!called && !calling) callWaiter();
        }}
      >
        {called ? (
          <>
            <span className="waiter-call__tick" aria-hidden="true">
              ✓
            </span>
            {t('dine-in.waiter.called')}
          </>
        ) : (
          t('dine-in.waiter.call')
        )}
      </Button>
      <p className="waiter-call__note" role="status">
        {note}
      </p>
    </section>
  );
}
