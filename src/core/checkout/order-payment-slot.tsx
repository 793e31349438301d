/**
 * The slot on an order's page for what its payment method can still do while the order waits to be
 * paid: `order.payment.<PaymentType>` (the saved-card module fills `order.payment.CARD` with "pay with
 * a saved card", for a card payment that failed right after placing). The orders module renders it
 * without knowing which modules fill it; nothing shows for a paid or cancelled order.
 */
import { createContext, useContext } from 'react';
import type { Order, PaymentType } from '../../contract/index.ts';
import { Slot } from '../layout/slot.tsx';

export const orderPaymentSlotName = (type: PaymentType) => `order.payment.${type}`;

const OrderContext = createContext<Order | null>(null);

export function OrderPaymentSlot({ order }: { order: Order }) {
  if (order.isPaid || order.status === 'CANCELED') return null;
  return (
    <OrderContext.Provider value={order}>
      <Slot name={orderPaymentSlotName(order.paymentType)} />
    </OrderContext.Provider>
  );
}

/**
 * Any other slot of an order's page (`order.actions`: what can be done for the order now, such as
 * calling a waiter to a dine-in table). Its components read the order with useSlotOrder.
 */
export function OrderSlot({ order, name }: { order: Order; name: string }) {
  return (
    <OrderContext.Provider value={order}>
      <Slot name={name} />
    </OrderContext.Provider>
  );
}

/** For a component in an order slot: the order it is shown for. */
export function useSlotOrder(): Order {
  const order = useContext(OrderContext);
  if (!order) throw new Error('useSlotOrder() is used outside an order.payment slot');
  return order;
}
