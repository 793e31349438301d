import { describe, expect, it } from 'vitest';
import { CourierStatus, OrderStatus } from '../../../contract/index.ts';
import en from './i18n/en.json';
import uz from './i18n/uz.json';
import {
  canTrack,
  courierRefetchInterval,
  courierStatusKey,
  geoPointOf,
  TRACKING_REFRESH_MS,
  trackingCentre,
  trackingFit,
  trackingPoints,
  trackingRefetchInterval,
} from './tracking.ts';

/** The catalogue key of a message id ("orders.map.courier.none" -> "courier.none"). */
const catalogueKey = (id: string) => id.replace(/^orders\.map\./, '');

describe('which orders can be followed on the map', () => {
  it('is a delivery that has not ended', () => {
    expect(canTrack({ serviceType: 'DELIVERY', status: 'ON_WAY' })).toBe(true);
    expect(canTrack({ serviceType: 'DELIVERY', status: 'COOKING' })).toBe(true);
    expect(canTrack({ serviceType: 'DELIVERY', status: 'DELIVERED' })).toBe(false);
    expect(canTrack({ serviceType: 'DELIVERY', status: 'CANCELED' })).toBe(false);
    expect(canTrack({ serviceType: 'PICK_UP', status: 'COOKING' })).toBe(false);
  });
});

describe('polling', () => {
  it('asks again every few seconds while the order is under way, and stops once it has ended', () => {
    const running = OrderStatus.options.filter((s) => trackingRefetchInterval({ status: s }) !== false);
    const stopped = OrderStatus.options.filter((s) => trackingRefetchInterval({ status: s }) === false);
    expect(running).toEqual(['OPEN', 'ACCEPTED', 'CREATED', 'COOKING', 'ON_WAY', 'ATTACHED', 'AT_TIME']);
    expect(stopped).toEqual(['CANCELED', 'DONE', 'DELIVERED', 'CLOSED']);
    expect(trackingRefetchInterval({ status: 'ON_WAY' })).toBe(TRACKING_REFRESH_MS);
    expect(TRACKING_REFRESH_MS).toBeLessThanOrEqual(5_000);
    // Before the order's first answer: keep asking.
    expect(trackingRefetchInterval(undefined)).toBe(TRACKING_REFRESH_MS);
  });
});

describe('courier status text', () => {
  it('has an Uzbek text and an English one for every courier status of the contract', () => {
    const keys = CourierStatus.options.map((s) => catalogueKey(courierStatusKey(s)));
    expect(keys.filter((key) => !(key in uz))).toEqual([]);
    expect(keys.filter((key) => !(key in en))).toEqual([]);
    // Seventeen statuses, seventeen different texts: none reads like another.
    expect(new Set(keys.map((key) => uz[key as keyof typeof uz])).size).toBe(CourierStatus.options.length);
  });

  it('maps a status to its own text, no status to "none" and an unknown one to a neutral text', () => {
    expect(courierStatusKey('PERFORMER_PICKUPED')).toBe('orders.map.courier.PERFORMER_PICKUPED');
    expect(courierStatusKey(null)).toBe('orders.map.courier.none');
    expect(courierStatusKey('')).toBe('orders.map.courier.none');
    expect(courierStatusKey('TELEPORTED')).toBe('orders.map.courier.unknown');
    expect(uz['courier.PERFORMER_ARRIVED']).toBe('Kuryer manzilga yetib keldi');
  });
});

describe('map points', () => {
  const branch = { latitude: 41.28, longitude: 69.2, name: 'Chilonzor' };
  const destination = { latitude: 41.31, longitude: 69.28 };
  const courier = { latitude: 41.29, longitude: 69.24, name: 'Timur' };

  it('shows the branch, the destination and the courier, named where a name is known', () => {
    expect(trackingPoints({ branch, destination, courier })).toEqual([
      { id: 'branch', kind: 'branch', label: 'Chilonzor', latitude: 41.28, longitude: 69.2 },
      { id: 'destination', kind: 'destination', latitude: 41.31, longitude: 69.28 },
      { id: 'courier', kind: 'courier', label: 'Timur', selected: true, latitude: 41.29, longitude: 69.24 },
    ]);
    expect(trackingPoints({ branch: null, destination, courier: null }).map((p) => p.id)).toEqual([
      'destination',
    ]);
  });

  it('fits to the places that do not move, and to the courier while only one of them is known', () => {
    expect(trackingFit({ branch, destination, courier })).toEqual([
      { latitude: 41.28, longitude: 69.2 },
      destination,
    ]);
    expect(trackingFit({ branch: null, destination, courier })).toEqual([
      destination,
      { latitude: 41.29, longitude: 69.24 },
    ]);
    expect(trackingFit({ branch: null, destination: null, courier: null })).toEqual([]);
  });

  it('opens on the address, else the branch, and never follows the courier', () => {
    expect(trackingCentre({ branch, destination, courier })).toEqual(destination);
    expect(trackingCentre({ branch, destination: null, courier })).toEqual({
      latitude: 41.28,
      longitude: 69.2,
    });
    expect(trackingCentre({ branch: null, destination: null, courier: null })).toBeNull();
  });

  it('takes a point only with both coordinates', () => {
    expect(geoPointOf({ latitude: 41.3, longitude: 69.2 })).toEqual({ latitude: 41.3, longitude: 69.2 });
    expect(geoPointOf({ latitude: 41.3, longitude: null })).toBeNull();
    expect(geoPointOf({ latitude: Number.NaN, longitude: 69.2 })).toBeNull();
    expect(geoPointOf(null)).toBeNull();
  });
});

describe('how often the courier is read again', () => {
  it('with the live stream open: only a courier on the road, or one the order names that is not readable yet', () => {
    expect(courierRefetchInterval(false, true, 'PERFORMER_PICKUPED')).toBe(TRACKING_REFRESH_MS);
    expect(courierRefetchInterval(false, true, 'PERFORMER_FOUND')).toBe(false);
    expect(courierRefetchInterval(false, true, null, false)).toBe(false);
    expect(courierRefetchInterval(false, true, 'PERFORMER_LOOK_UP', false)).toBe(false);
    // Found, but the read the event caused came before the courier could be read: asked again.
    expect(courierRefetchInterval(false, true, 'PERFORMER_FOUND', false)).toBe(TRACKING_REFRESH_MS);
  });

  it('as the order while the stream is down, and never once the order has ended', () => {
    expect(courierRefetchInterval(false, false, null, false)).toBe(TRACKING_REFRESH_MS);
    expect(courierRefetchInterval(true, false, 'PERFORMER_PICKUPED', false)).toBe(false);
  });
});
