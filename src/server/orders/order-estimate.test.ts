import { describe, expect, it } from 'vitest';
import { Order } from '../../contract/index.ts';
import { cookingMinutes, DEFAULT_COOKING_MINUTES, driveMinutes, estimateAfter } from './order-estimate.ts';

const order = (fields: Record<string, unknown> = {}) =>
  Order.parse({
    id: 1,
    status: 'CREATED',
    serviceType: 'DELIVERY',
    orderDevice: 'CLIENT_WEB',
    paymentType: 'CASH',
    cartItems: [
      { product: { id: 1, count: 1, costPrice: 1 } },
      { product: { id: 2, count: 2, costPrice: 1 } },
    ],
    ...fields,
  });
const MIN = 60_000;

describe('order estimate', () => {
  it("cooks as long as the order's slowest product, or the default when no product says", () => {
    const products = [
      { id: 1, timeCookingMin: 5, timeCookingMax: 12 },
      { id: 2, timeCookingMin: 18, timeCookingMax: null },
      { id: 3, timeCookingMax: 60 },
    ];
    expect(cookingMinutes(order(), products)).toBe(18);
    expect(cookingMinutes(order(), [])).toBe(DEFAULT_COOKING_MINUTES);
  });

  it("drives the courier's route at its speed; a pickup drives nothing", () => {
    const branch = { latitude: 41.3, longitude: 69.2 };
    // About 5.6 km north and 0 east: 14 minutes at 25 km/h, 7 at 50.
    const delivery = order({ address: { latitude: 41.35, longitude: 69.2 } });
    expect(driveMinutes(delivery, branch)).toBe(14);
    expect(driveMinutes(delivery, branch, 50)).toBe(7);
    expect(driveMinutes(order({ serviceType: 'PICK_UP' }), branch)).toBe(0);
    expect(driveMinutes(order({ distance: 10 }), undefined)).toBe(24);
  });

  it('moves with the status: from now while cooking, from the road once on its way, none once ended', () => {
    const minutes = { cooking: 12, drive: 20 };
    const none = { readyAt: null, expectedAt: null };
    expect(estimateAfter('CREATED', 0, minutes, none)).toEqual({ readyAt: 12 * MIN, expectedAt: 32 * MIN });
    const cooking = estimateAfter('COOKING', 5 * MIN, minutes, none);
    expect(cooking).toEqual({ readyAt: 17 * MIN, expectedAt: 37 * MIN });
    expect(estimateAfter('ATTACHED', 6 * MIN, minutes, cooking)).toBe(cooking);
    expect(estimateAfter('ON_WAY', 15 * MIN, minutes, cooking)).toEqual({
      readyAt: 15 * MIN,
      expectedAt: 35 * MIN,
    });
    for (const ended of ['DELIVERED', 'DONE', 'CLOSED', 'CANCELED', 'AT_TIME'] as const)
      expect(estimateAfter(ended, 40 * MIN, minutes, cooking)).toEqual(none);
  });
});
