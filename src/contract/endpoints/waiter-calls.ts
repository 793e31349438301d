/**
 * Calling a waiter to the table of a dine-in order, from a button loaded on demand (index.ts); the
 * rules of a call are in waiter-call.ts.
 */
import { LatestWaiterCall, WaiterCall } from '../waiter-call.ts';
import { def } from './define.ts';

export const waiterCallEndpoints = {
  waiterCall: def({
    method: 'GET',
    path: '/orders/v1/orders/{id}/waiter/WITH_TOKEN',
    response: LatestWaiterCall,
    summary: 'The latest waiter call of an own dine-in order',
  }),
  waiterCallCreate: def({
    method: 'POST',
    path: '/orders/v1/orders/{id}/waiter/WITH_TOKEN',
    response: WaiterCall,
    // Refusal: WAITER_CALL_NOT_AVAILABLE (not a dine-in order at a table, or the order is finished).
    summary: 'Call a waiter to the table of an own dine-in order (an open call is answered as it is)',
  }),
  devWaiterAnswer: def({
    method: 'PUT',
    path: '/dev/v1/orders/{id}/waiter/answer',
    response: LatestWaiterCall,
    summary: "Development only: the staff answer an order's open waiter call, for demos and tests",
  }),
} as const;
