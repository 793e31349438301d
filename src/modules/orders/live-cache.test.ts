import { describe, expect, it } from 'vitest';
import { Order } from '../../contract/index.ts';
import type { OrderStreamEvent } from '../../contract/order-stream.ts';
import { patchActive, patchOrder } from './live-cache.ts';

const order = (id: number, status: Order['status'] = 'CREATED') =>
  Order.parse({ id, status, serviceType: 'DELIVERY', orderDevice: 'CLIENT_WEB', paymentType: 'CASH' });
const event = (orderId: number, status: OrderStreamEvent['status']): OrderStreamEvent => ({
  orderId,
  status,
  isPaid: true,
  courierStatus: 'PERFORMER_FOUND',
  at: 1,
});

describe('live order cache patches', () => {
  it('writes the status, payment and courier status into the order the event is about', () => {
    const patched = patchOrder(order(1), event(1, 'COOKING'));
    expect(patched).toMatchObject({
      id: 1,
      status: 'COOKING',
      isPaid: true,
      courierStatus: 'PERFORMER_FOUND',
    });
    const other = order(2);
    expect(patchOrder(other, event(1, 'COOKING'))).toBe(other);
  });

  it('keeps an order under way in the active list and drops it once it has finished', () => {
    const list = [order(3), order(1)];
    expect(patchActive(list, event(1, 'ON_WAY')).map((o) => [o.id, o.status])).toEqual([
      [3, 'CREATED'],
      [1, 'ON_WAY'],
    ]);
    expect(patchActive(list, event(1, 'DELIVERED')).map((o) => o.id)).toEqual([3]);
    expect(patchActive(list, event(9, 'DONE')).map((o) => o.id)).toEqual([3, 1]);
  });
});
