import { describe, expect, it } from 'vitest';
import type { ConsoleOrderSummary } from '../../contract/console-orders.ts';
import { applyEvent } from './use-live-board.ts';

const order = (id: number, status: ConsoleOrderSummary['status']): ConsoleOrderSummary => ({
  id,
  number: id,
  status,
  serviceType: 'PICK_UP',
  paymentType: 'CASH',
  isPaid: false,
  branchId: 1,
  totalPrice: 1000,
  createdAt: '2026-06-08T07:00:00Z',
  expectedAt: null,
  nextStatuses: ['ACCEPTED', 'CANCELED'],
});
const event = (orderId: number, status: ConsoleOrderSummary['status'], isPaid = false) => ({
  orderId,
  status,
  isPaid,
  courierStatus: null,
  at: 0,
});

describe('applyEvent', () => {
  it('moves a listed order in place, with the moves its new status allows', () => {
    const next = applyEvent([order(1, 'CREATED'), order(2, 'CREATED')], event(2, 'ACCEPTED', true));
    expect(next?.[1]).toMatchObject({
      status: 'ACCEPTED',
      isPaid: true,
      nextStatuses: ['COOKING', 'CANCELED'],
    });
    expect(next?.[0]?.status).toBe('CREATED');
  });

  it('takes a cancelled order off the board', () => {
    expect(applyEvent([order(1, 'COOKING')], event(1, 'CANCELED'))).toEqual([]);
  });

  it('answers undefined for an order it does not list (the board reads the list again)', () => {
    expect(applyEvent([order(1, 'CREATED')], event(9, 'CREATED'))).toBeUndefined();
  });
});
