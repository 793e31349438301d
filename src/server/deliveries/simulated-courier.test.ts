import { describe, expect, it } from 'vitest';
import { haversineKm } from '../../contract/index.ts';
import { courierAfterSwitch, simulatedCourierId } from './courier-progress.ts';
import { courierNow, courierRoute, pointAlong, routeKm, simulatedPerson } from './simulated-courier.ts';

const branch = { latitude: 41.35, longitude: 69.29 };
const home = { latitude: 41.38, longitude: 69.22 };
const MINUTE = 60_000;

describe('the simulated courier route', () => {
  it('is an L from the branch to the address, turning at the branch latitude', () => {
    expect(courierRoute(branch, home)).toEqual([
      [41.35, 69.29],
      [41.35, 69.22],
      [41.38, 69.22],
    ]);
    const km = routeKm(courierRoute(branch, home));
    // Longer than the straight line, as streets are.
    expect(km).toBeGreaterThan(haversineKm(branch, home));
    expect(km).toBeCloseTo(5.85 + 3.34, 1);
  });

  it('finds the point a distance along the route, and stops at its end', () => {
    const route = courierRoute(branch, home);
    expect(pointAlong(route, 0)).toEqual(branch);
    const firstLeg = haversineKm(branch, { latitude: 41.35, longitude: 69.22 });
    expect(pointAlong(route, firstLeg / 2)).toEqual({ latitude: 41.35, longitude: 69.255 });
    expect(pointAlong(route, 1000)).toEqual(home);
  });
});

describe('where the courier is, by the clock', () => {
  const onWay = { status: 'PERFORMER_PICKUPED' as const, since: 0, kmh: 25 };
  const km = routeKm(courierRoute(branch, home));
  const travel = (km / 25) * 60 * MINUTE;

  it('drives at 25 km/h from the moment the order went on its way', () => {
    const start = courierNow(onWay, branch, home, 0);
    expect(start).toMatchObject({ status: 'PERFORMER_PICKUPED', position: branch });
    expect(start.arrivesAt).toBe(Math.round(travel));
    const later = courierNow(onWay, branch, home, 5 * MINUTE);
    // 5 minutes at 25 km/h: about 2.08 km along the first (east-west) leg.
    expect(later.position?.latitude).toBe(41.35);
    expect(haversineKm(branch, later.position!)).toBeCloseTo(25 / 12, 2);
    expect(later.route).toEqual(courierRoute(branch, home));
  });

  it('arrives at the address at the end of the route', () => {
    expect(courierNow(onWay, branch, home, travel + 1)).toMatchObject({
      status: 'PERFORMER_ARRIVED',
      position: home,
    });
  });

  it('goes faster when the switch asked for it', () => {
    const fast = courierNow({ ...onWay, kmh: 600 }, branch, home, MINUTE);
    expect(fast.status).toBe('PERFORMER_ARRIVED');
  });

  it('waits at the branch before pickup, at the address once delivered, nowhere once cancelled', () => {
    expect(
      courierNow({ status: 'PERFORMER_FOUND', since: 0, kmh: 25 }, branch, home, MINUTE).position,
    ).toEqual(branch);
    expect(
      courierNow({ status: 'PERFORMER_DELIVERED_FINISH', since: 0, kmh: 25 }, branch, home, MINUTE).position,
    ).toEqual(home);
    expect(courierNow({ status: 'CANCELLED', since: 0, kmh: 25 }, branch, home, MINUTE).position).toBeNull();
  });

  it('has a made-up name and a phone of the branch country', () => {
    expect(simulatedPerson(1_000_007, '+998 71 200 00 00')).toEqual({
      name: 'Arman',
      phone: '+998901000007',
    });
    expect(simulatedPerson(1_000_007, '+7 727 300 00 00').phone).toBe('+77001000007');
  });
});

describe('the courier the status switch sets', () => {
  const delivery = { id: 42, serviceType: 'DELIVERY' as const };
  const none = { id: null, status: null, since: null, kmh: null };

  it('looks for a courier, finds one while cooking, and drives when the order is on its way', () => {
    expect(courierAfterSwitch(delivery, 'ACCEPTED', none, 1)).toEqual({
      ...none,
      status: 'PERFORMER_LOOK_UP',
      since: 1,
    });
    const found = courierAfterSwitch(delivery, 'COOKING', none, 2);
    expect(found).toEqual({ id: simulatedCourierId(42), status: 'PERFORMER_FOUND', since: 2, kmh: 25 });
    const driving = courierAfterSwitch(delivery, 'ON_WAY', found!, 3, 60);
    expect(driving).toEqual({ id: simulatedCourierId(42), status: 'PERFORMER_PICKUPED', since: 3, kmh: 60 });
    // ON_WAY again does not restart the drive.
    expect(courierAfterSwitch(delivery, 'ON_WAY', driving!, 9)).toBeUndefined();
    expect(courierAfterSwitch(delivery, 'DELIVERED', driving!, 10)).toMatchObject({
      status: 'PERFORMER_DELIVERED_FINISH',
      since: 10,
    });
    expect(courierAfterSwitch(delivery, 'CANCELED', driving!, 11)).toMatchObject({ status: 'CANCELLED' });
  });

  it('leaves pickup orders, and statuses without a courier meaning, alone', () => {
    expect(courierAfterSwitch({ id: 1, serviceType: 'PICK_UP' }, 'ON_WAY', none, 1)).toBeUndefined();
    expect(courierAfterSwitch(delivery, 'CREATED', none, 1)).toBeUndefined();
    expect(courierAfterSwitch(delivery, 'CANCELED', none, 1)).toBeUndefined();
  });

  it('express orders get a courier too', () => {
    expect(courierAfterSwitch({ id: 5, serviceType: 'EXPRESS_24' }, 'ON_WAY', none, 1)).toMatchObject({
      status: 'PERFORMER_PICKUPED',
    });
  });
});
