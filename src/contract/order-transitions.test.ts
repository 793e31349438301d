import { describe, expect, it } from 'vitest';
import { OrderStatus, ServiceType, type CourierStatus } from './enums.ts';
import {
  canMoveCourier,
  checkMove,
  FINAL_STATUSES,
  nextCourierStatuses,
  nextStatuses,
} from './order-transitions.ts';

/** The table written out once more, by hand: a change to the table must be a change to this too. */
const DELIVERY: Record<string, string[]> = {
  CREATED: ['ACCEPTED', 'CANCELED'],
  OPEN: ['ACCEPTED', 'CANCELED'],
  AT_TIME: ['ACCEPTED', 'CANCELED'],
  ACCEPTED: ['COOKING', 'CANCELED'],
  COOKING: ['ATTACHED', 'ON_WAY', 'CANCELED'],
  ATTACHED: ['ON_WAY', 'CANCELED'],
  ON_WAY: ['DELIVERED', 'CANCELED'],
  DELIVERED: ['DONE'],
};
const COUNTER: Record<string, string[]> = {
  CREATED: ['ACCEPTED', 'CANCELED'],
  OPEN: ['ACCEPTED', 'CANCELED'],
  AT_TIME: ['ACCEPTED', 'CANCELED'],
  ACCEPTED: ['COOKING', 'CANCELED'],
  COOKING: ['DONE', 'CANCELED'],
};

const allowedPairs = (table: Record<string, string[]>) =>
  Object.entries(table).flatMap(([from, tos]) => tos.map((to) => [from, to] as const));

describe('order transition table', () => {
  it.each(allowedPairs(DELIVERY))('lets a delivery move %s → %s', (from, to) => {
    const order = { status: OrderStatus.parse(from), serviceType: 'DELIVERY' as const };
    expect(checkMove(order, OrderStatus.parse(to))).toEqual({ ok: true });
    expect(checkMove({ ...order, serviceType: 'EXPRESS_24' }, OrderStatus.parse(to))).toEqual({ ok: true });
  });

  it.each(allowedPairs(COUNTER))('lets a pickup or dine-in order move %s → %s', (from, to) => {
    for (const serviceType of ['PICK_UP', 'DINE_IN'] as const) {
      expect(checkMove({ status: OrderStatus.parse(from), serviceType }, OrderStatus.parse(to))).toEqual({
        ok: true,
      });
    }
  });

  it('allows nothing else, for any status and service type', () => {
    for (const serviceType of ServiceType.options) {
      const table = serviceType === 'DELIVERY' || serviceType === 'EXPRESS_24' ? DELIVERY : COUNTER;
      for (const status of OrderStatus.options) {
        expect([...nextStatuses({ status, serviceType })].sort()).toEqual([...(table[status] ?? [])].sort());
      }
    }
  });

  it('keeps DONE, CANCELED and CLOSED final', () => {
    for (const status of FINAL_STATUSES) {
      for (const to of OrderStatus.options) {
        const check = checkMove({ status, serviceType: 'DELIVERY' }, to);
        expect(check).toEqual({ ok: false, refusal: 'ORDER_FINAL', allowed: [] });
      }
    }
  });

  it('names why a move is refused and what is allowed instead', () => {
    expect(checkMove({ status: 'CREATED', serviceType: 'DELIVERY' }, 'ON_WAY')).toEqual({
      ok: false,
      refusal: 'MOVE_NOT_ALLOWED',
      allowed: ['ACCEPTED', 'CANCELED'],
    });
    // Steps back and the other kind's steps are refused.
    expect(checkMove({ status: 'COOKING', serviceType: 'DELIVERY' }, 'ACCEPTED')).toMatchObject({
      refusal: 'MOVE_NOT_ALLOWED',
    });
    expect(checkMove({ status: 'COOKING', serviceType: 'PICK_UP' }, 'ON_WAY')).toMatchObject({
      refusal: 'MOVE_NOT_ALLOWED',
    });
    expect(checkMove({ status: 'COOKING', serviceType: 'DELIVERY' }, 'DONE')).toMatchObject({
      refusal: 'MOVE_NOT_ALLOWED',
    });
    expect(checkMove({ status: 'ACCEPTED', serviceType: 'DINE_IN' }, 'ACCEPTED')).toMatchObject({
      refusal: 'SAME_STATUS',
    });
    expect(checkMove({ status: 'DELIVERED', serviceType: 'DELIVERY' }, 'CANCELED')).toMatchObject({
      refusal: 'MOVE_NOT_ALLOWED',
    });
  });
});

describe('courier transition table', () => {
  it('follows a delivery from the claim to the hand-over', () => {
    const path: (CourierStatus | null)[] = [
      null,
      'NEW_ORDER',
      'READY_FOR_APPROVAL',
      'ACCEPTED',
      'PERFORMER_LOOK_UP',
      'PERFORMER_FOUND',
      'PERFORMER_PICK_UP_ARRIVED',
      'PERFORMER_PICKUPED',
      'PERFORMER_ARRIVED',
      'PERFORMER_DELIVERED_FINISH',
    ];
    for (let i = 1; i < path.length; i++) expect(canMoveCourier(path[i - 1]!, path[i]!)).toBe(true);
  });

  it('brings an order back, and ends in final statuses', () => {
    expect(canMoveCourier('PERFORMER_ARRIVED', 'PERFORMER_RETURNING')).toBe(true);
    expect(canMoveCourier('PERFORMER_RETURNING', 'PERFORMER_RETURN_ARRIVED')).toBe(true);
    expect(canMoveCourier('PERFORMER_RETURN_ARRIVED', 'PERFORMER_RETURNED_FINISH')).toBe(true);
    for (const final of [
      'FAILED',
      'CANCELLED',
      'PERFORMER_NOT_FOUND',
      'PERFORMER_DELIVERED_FINISH',
      'PERFORMER_RETURNED_FINISH',
    ] as const) {
      expect(nextCourierStatuses(final)).toEqual([]);
    }
  });

  it('refuses skipped and backward steps', () => {
    expect(canMoveCourier(null, 'PERFORMER_PICKUPED')).toBe(false);
    expect(canMoveCourier('PERFORMER_PICKUPED', 'CANCELLED')).toBe(false);
    expect(canMoveCourier('PERFORMER_FOUND', 'PERFORMER_LOOK_UP')).toBe(false);
  });
});
