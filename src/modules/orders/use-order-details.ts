/**
 * One order's page model: its lines named from the whole catalogue (an order may hold a product the
 * current branch or address hides; prices stay the order's own), totals, placed, expected and
 * kitchen times on the merchant's clock, the cashback note, and the "confirmed" notice when the
 * merchant confirms it while the customer watches. OrderDetails (order-details.tsx) draws it.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import type { Order } from '../../contract/index.ts';
import { catalogueQuery } from '../../core/catalogue/catalogue-queries.ts';
import { notify } from '../../core/notify.ts';
import { awaitsConfirmation } from '../../core/order-confirmation.ts';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { placedAt } from './order-labels.ts';
import { cashbackNote, orderLines, orderTotals } from './order-lines.ts';
import { kitchenTime } from './order-time.ts';
import { useOrderTime, useOrderTimeZone } from './use-order-time.ts';

export function useOrderDetails(order: Order) {
  const { api, merchant, catalogueType } = useStorefront();
  const catalogue = useQuery(catalogueQuery(api, merchant.id, catalogueType));
  const productsById = useMemo(
    () => new Map(catalogue.data?.products.map((p) => [p.id, p])),
    [catalogue.data],
  );
  const time = useOrderTime(order);
  // Placed and set times on one clock: the merchant's, whatever zone the phone is in.
  const timeZone = useOrderTimeZone(order.cityId);
  useConfirmedNotice(order);
  return {
    lines: orderLines(order, productsById),
    totals: orderTotals(order),
    date: placedAt(order),
    time,
    timeZone,
    kitchen: kitchenTime(order, timeZone),
    cashback: cashbackNote(order),
  };
}

/**
 * Says "confirmed" ('Tasdiqlandi' / 'Buyurtmangiz tasdiqlandi') when the merchant confirms the order
 * while the customer watches its page: the notice after "Place order" said it was sent, and the two
 * must agree. A cancellation says nothing here: the badge shows it.
 */
function useConfirmedNotice(order: Order): void {
  const t = useT();
  const seen = useRef(order.status);
  useEffect(() => {
    const before = seen.current;
    seen.current = order.status;
    if (awaitsConfirmation(before) && !awaitsConfirmation(order.status) && order.status !== 'CANCELED')
      notify(t('orders.receipt.confirmed.text'), 'success', undefined, t('orders.receipt.confirmed.title'));
  }, [order.status, t]);
}
