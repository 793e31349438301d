/**
 * Slots on an order's page for what other modules add to an order, e.g. "order.review" (the reviews
 * module: rate a done order). The orders module renders them without knowing who fills them; the
 * filling component reads the order with useOrderSlot().
 */
import { createContext, useContext } from 'react';
import type { Order } from '../../contract/index.ts';
import { Slot } from '../layout/slot.tsx';

/** `order.review`: rating a done order; `order.actions`: what can be done for it now (call a waiter). */
export type OrderSlotName = 'order.review' | 'order.actions';

const OrderContext = createContext<Order | null>(null);

export function OrderSlot({ name, order }: { name: OrderSlotName; order: Order }) {
  return (
    <OrderContext.Provider value={order}>
      <Slot name={name} />
    </OrderContext.Provider>
  );
}

/** For a component in an order slot: the order it is shown for. */
export function useOrderSlot(): Order {
  const order = useContext(OrderContext);
  if (!order) throw new Error('useOrderSlot() is used outside an order slot');
  return order;
}
