import { describe, expect, it } from 'vitest';
import { kitchenTime, orderTime, orderTimeKey } from './order-time.ts';

const base = { status: 'CREATED' as const, later: null, deliveryAt: null, atTime: null, cookingTime: null };

describe('orderTime', () => {
  it("shows a scheduled order's set time on the merchant's clock", () => {
    const time = orderTime({ ...base, later: true, deliveryAt: '2026-06-09T09:30:00Z' }, 'Asia/Tashkent');
    expect(time).toEqual({ kind: 'scheduled', iso: '2026-06-09T09:30:00Z', time: '14:30', date: '09.06' });
    expect(orderTimeKey(time ?? { kind: 'expected' })).toBe('orders.time.scheduledAt');
  });

  it('reads atTime when deliveryAt is missing, and keeps the offset the order was sent with', () => {
    expect(orderTime({ ...base, atTime: '2026-06-09T23:30:00+05:00' }, 'Asia/Almaty')).toMatchObject({
      kind: 'scheduled',
      time: '23:30',
      date: '09.06',
    });
  });

  it('gives the expected time of an order for now from cookingTime, and nothing without one', () => {
    expect(orderTime({ ...base, cookingTime: '2026-06-09T07:05:00Z' }, 'Asia/Tashkent')).toMatchObject({
      kind: 'expected',
      time: '12:05',
    });
    expect(orderTime(base, 'Asia/Tashkent')).toBeNull();
    expect(orderTime({ ...base, deliveryAt: 'soon' }, 'Asia/Tashkent')).toBeNull();
  });

  it("prefers the server's expected time to the kitchen's, and expects nothing of an ended order", () => {
    const estimated = { ...base, cookingTime: '2026-06-09T07:05:00Z', expectedAt: '2026-06-09T07:30:00Z' };
    expect(orderTime(estimated, 'Asia/Tashkent')).toMatchObject({ kind: 'expected', time: '12:30' });
    expect(orderTime({ ...estimated, status: 'DELIVERED' }, 'Asia/Tashkent')).toBeNull();
    // A set time stays, whatever the status.
    expect(
      orderTime({ ...estimated, status: 'DONE', deliveryAt: '2026-06-09T09:30:00Z' }, 'Asia/Tashkent'),
    ).toMatchObject({ kind: 'scheduled', time: '14:30' });
  });
});

describe('kitchenTime', () => {
  const cooking = {
    status: 'COOKING' as const,
    serviceType: 'DELIVERY' as const,
    cookingTime: '2026-06-09T07:05:00Z',
  };
  it("gives a delivery's ready time while the kitchen has it, and nothing after or for a pickup", () => {
    expect(kitchenTime(cooking, 'Asia/Tashkent')).toMatchObject({ time: '12:05' });
    expect(kitchenTime({ ...cooking, status: 'ON_WAY' }, 'Asia/Tashkent')).toBeNull();
    expect(kitchenTime({ ...cooking, status: 'DONE' }, 'Asia/Tashkent')).toBeNull();
    expect(kitchenTime({ ...cooking, serviceType: 'PICK_UP' }, 'Asia/Tashkent')).toBeNull();
  });
});
