import { MarkedSuspense } from '../../core/hydration-marks.tsx';
import { lazy } from 'react';
import { useStorefront } from '../../core/storefront.tsx';

/** The box's queries, times and live stream: a guest's home page downloads none of them. */
const ActiveOrders = lazy(() => import('./active-orders.tsx'));

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
