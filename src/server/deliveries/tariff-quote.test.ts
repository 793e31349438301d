import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Branch } from '../../contract/index.ts';
import { ApiError } from '../base/api-error.ts';
import {
  INSIDE_ZONE,
  OUTSIDE_ZONE,
  writeOrderTenant,
  ZONE_PRICE,
} from '../../../tests/support/server/orders/test-orders.ts';
import { loadTenants, type Tenant } from '../tenants/load-tenants.ts';
import { makeTempDir, removeDir } from '../../../tests/support/server/tenants/test-tenant.ts';
import { quoteDelivery, roadKm, roundUpTo } from './tariff-quote.ts';

let root: string;
let sequence = 0;

beforeAll(() => {
  root = makeTempDir();
});
afterAll(() => removeDir(root));

/** The order tenant (one zone priced 12,000, branch 2 delivers) with extra files. */
function tenant(files: Record<string, unknown> = {}): Tenant {
  sequence += 1;
  const [loaded] = loadTenants([writeOrderTenant(root, 100 + sequence, `t${sequence}`, files)]);
  if (!loaded) throw new Error('tenant did not load');
  return loaded;
}

const branchOf = (t: Tenant, id: number): Branch => {
  const found = t.data.branches.items.find((b) => b.id === id);
  if (!found) throw new Error(`no branch ${id}`);
  return found;
};

const tariffs = (items: unknown[], extra: Record<string, unknown> = {}) => ({
  'delivery-tariffs.json': { roundingStep: 500, ...extra, items },
});

/** The error code quoteDelivery throws. */
function refusal(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error.body.code;
    throw error;
  }
  return undefined;
}

describe('road-like distance and rounding', () => {
  it('is the straight line times the detour factor (1.3 by default)', () => {
    const from = { latitude: 41.35, longitude: 69.29 };
    const straight = roadKm(from, INSIDE_ZONE, 1);
    expect(straight).toBeGreaterThan(6.5);
    expect(straight).toBeLessThan(7);
    expect(roadKm(from, INSIDE_ZONE)).toBeCloseTo(straight * 1.3, 2);
  });

  it('rounds up to the step, and keeps an exact multiple', () => {
    expect(roundUpTo(14_750, 500)).toBe(15_000);
    expect(roundUpTo(15_000, 500)).toBe(15_000);
    expect(roundUpTo(15_001, 1000)).toBe(16_000);
    expect(roundUpTo(1234.5, 50)).toBe(1250);
    expect(roundUpTo(12_000.4, 1)).toBe(12_001);
  });
});

describe('quoteDelivery', () => {
  it('without tariffs: the zone price, and the branch price outside zones when allowed', () => {
    const plain = tenant();
    const quote = quoteDelivery(plain, branchOf(plain, 2), INSIDE_ZONE, 50_000);
    expect(quote).toMatchObject({ price: ZONE_PRICE, tariffId: null, regionId: 1, outOfZone: false });
    const open = tenant({
      'settings-web.json': { mainColor: '#FF0000', deliveryActive: true, shouldValidateDeliveryArea: false },
      'branches.json': {
        items: [{ ...branchOf(plain, 2), deliveryPrice: 9_000 }],
      },
    });
    expect(quoteDelivery(open, branchOf(open, 2), OUTSIDE_ZONE, 50_000)).toMatchObject({
      price: 9_000,
      outOfZone: true,
      regionId: null,
    });
  });

  it('refuses a point outside every zone when the merchant validates the area', () => {
    const plain = tenant();
    expect(refusal(() => quoteDelivery(plain, branchOf(plain, 2), OUTSIDE_ZONE, 50_000))).toBe(
      'OUT_OF_SERVICE_ZONE',
    );
  });

  it('ZONE: the zone price, with the tariff id', () => {
    const t = tenant(tariffs([{ id: 5, kind: 'ZONE', minOrderPrice: 40_000 }]));
    expect(quoteDelivery(t, branchOf(t, 2), INSIDE_ZONE, 50_000)).toMatchObject({
      price: ZONE_PRICE,
      tariffId: 5,
      minOrderPrice: 40_000,
      freeAbove: null,
      free: false,
    });
  });

  it('DISTANCE: base price plus each kilometre beyond the included ones, rounded up', () => {
    const t = tenant(
      tariffs([{ id: 6, kind: 'DISTANCE', basePrice: 8_000, includedKm: 2, perKmPrice: 1_000 }]),
    );
    const branch = branchOf(t, 2);
    const quote = quoteDelivery(t, branch, INSIDE_ZONE, 50_000);
    const km = roadKm(branch, INSIDE_ZONE);
    expect(quote.distanceKm).toBe(km);
    expect(quote.price).toBe(Math.ceil((8_000 + (km - 2) * 1_000) / 500) * 500);
    // About 8.75 km: 8,000 + 6,750 = 14,750, rounded up to 15,000.
    expect(quote.price).toBe(15_000);
    // Close to the branch, the base price alone.
    const near = { latitude: 41.351, longitude: 69.289 };
    const zoneAroundBranch = {
      'regions.json': {
        items: [
          {
            id: 1,
            polygon: [
              [41.3, 69.2],
              [41.4, 69.2],
              [41.4, 69.35],
              [41.3, 69.35],
              [41.3, 69.2],
            ],
          },
        ],
      },
    };
    const t2 = tenant({
      ...zoneAroundBranch,
      ...tariffs([{ id: 6, kind: 'DISTANCE', basePrice: 8_000, includedKm: 2, perKmPrice: 1_000 }]),
    });
    expect(quoteDelivery(t2, branchOf(t2, 2), near, 50_000).price).toBe(8_000);
  });

  it('raises a price below minimalDeliveryPrice to it (the floor)', () => {
    const t = tenant({
      ...tariffs([{ id: 5, kind: 'ZONE' }]),
      'order-settings.json': { minimalDeliveryPrice: 20_000 },
    });
    expect(quoteDelivery(t, branchOf(t, 2), INSIDE_ZONE, 50_000).price).toBe(20_000);
  });

  it('is free once the products reach freeAbove, floor or not', () => {
    const t = tenant({
      ...tariffs([{ id: 5, kind: 'ZONE', freeAbove: 100_000 }]),
      'order-settings.json': { minimalDeliveryPrice: 20_000 },
    });
    const branch = branchOf(t, 2);
    expect(quoteDelivery(t, branch, INSIDE_ZONE, 99_999)).toMatchObject({ price: 20_000, free: false });
    expect(quoteDelivery(t, branch, INSIDE_ZONE, 100_000)).toMatchObject({
      price: 0,
      free: true,
      freeAbove: 100_000,
    });
  });

  it('takes the first tariff that applies: zone, branch, city and distance limits', () => {
    const t = tenant(
      tariffs([
        { id: 1, kind: 'DISTANCE', basePrice: 1_000, isActive: false },
        { id: 2, kind: 'DISTANCE', basePrice: 2_000, branchIds: [4] },
        { id: 3, kind: 'DISTANCE', basePrice: 3_000, cityId: 2 },
        { id: 4, kind: 'DISTANCE', basePrice: 4_000, regionIds: [99] },
        { id: 5, kind: 'DISTANCE', basePrice: 5_000, maxKm: 5 },
        { id: 6, kind: 'DISTANCE', basePrice: 6_000, regionIds: [1] },
        { id: 7, kind: 'ZONE' },
      ]),
    );
    expect(quoteDelivery(t, branchOf(t, 2), INSIDE_ZONE, 50_000)).toMatchObject({
      tariffId: 6,
      price: 6_000,
    });
  });

  it('does not deliver where no tariff applies', () => {
    const t = tenant(tariffs([{ id: 5, kind: 'DISTANCE', basePrice: 5_000, maxKm: 5 }]));
    expect(refusal(() => quoteDelivery(t, branchOf(t, 2), INSIDE_ZONE, 50_000))).toBe('DELIVERY_UNAVAILABLE');
  });

  it('outside zones (area not validated): a DISTANCE tariff prices it, a ZONE tariff cannot', () => {
    const noValidation = { 'order-settings.json': { shouldValidateDeliveryArea: false } };
    const distance = tenant({
      ...noValidation,
      ...tariffs([
        { id: 1, kind: 'ZONE' },
        { id: 2, kind: 'DISTANCE', basePrice: 7_000, perKmPrice: 0 },
      ]),
    });
    expect(quoteDelivery(distance, branchOf(distance, 2), OUTSIDE_ZONE, 50_000)).toMatchObject({
      tariffId: 2,
      price: 7_000,
      outOfZone: true,
    });
    const zoneOnly = tenant({ ...noValidation, ...tariffs([{ id: 1, kind: 'ZONE' }]) });
    expect(refusal(() => quoteDelivery(zoneOnly, branchOf(zoneOnly, 2), OUTSIDE_ZONE, 50_000))).toBe(
      'DELIVERY_UNAVAILABLE',
    );
  });
});
