import { MarkedSuspense } from '../../core/hydration-marks.tsx';
import { lazy } from 'react';
import { ensureMessages } from '../../core/i18n/screen-messages.ts';
import { messagesOf } from '../../core/i18n/module-messages.ts';
import { useStorefront } from '../../core/storefront.tsx';

/** The box's queries, times, live stream and texts: a guest's home page downloads none of them. */
const ActiveOrders = lazy(() =>
  Promise.all([
    import('./active-orders.tsx'),
    ensureMessages('orders', messagesOf(import.meta.glob('./i18n/*.json'))),
  ]).then(([box]) => box),
);

/**
 * The order status box on the home page (spec: the start sequence loads a signed-in customer's active
 * orders), for a signed-in customer only.
 */
export default function ActiveOrdersBox() {
  const { session } = useStorefront();
  if (!session) return null;
  return (
    <MarkedSuspense fallback={null}>
      <ActiveOrders userId={session.user.id} />
    </MarkedSuspense>
  );
}
