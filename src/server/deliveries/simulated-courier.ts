/**
 * The simulated courier of the development status switch: there is no courier app here, so a demo
 * (and a browser test) needs someone to drive. Nothing runs in the background: where the courier is
 * comes from the clock at read time (time since the order went ON_WAY, along a fixed route, at a fixed
 * speed), so every server instance computes the same answer and nothing is lost on a restart.
 *
 * - The route is an L: from the branch along its latitude to the address's longitude, then along
 *   that longitude to the address. Streets are not a grid, but the courier visibly turns a corner,
 *   and the route needs no map data.
 * - City speed, 25 km/h by default (DEFAULT_COURIER_KMH); the switch may set another speed per order
 *   (a demo or a browser test that does not want to wait minutes).
 * - While PERFORMER_PICKUPED the courier moves; at the end of the route the status reads
 *   PERFORMER_ARRIVED. Before pickup the courier waits at the branch; once delivered, at the address.
 */
import {
  haversineKm,
  roundCoordinate,
  type CourierStatus,
  type GeoPoint,
  type LatLng,
} from '../../contract/index.ts';

/** City speed of the simulated courier, km/h. */
export const DEFAULT_COURIER_KMH = 25;

/** The L-shaped way from `from` to `to`, as [latitude, longitude] points. */
export function courierRoute(from: GeoPoint, to: GeoPoint): LatLng[] {
  const start: LatLng = [from.latitude, from.longitude];
  const corner: LatLng = [from.latitude, to.longitude];
  const end: LatLng = [to.latitude, to.longitude];
  return [start, corner, end];
}

const pointOf = ([latitude, longitude]: LatLng): GeoPoint => ({ latitude, longitude });

/** Kilometres along a route. */
export const routeKm = (route: readonly LatLng[]): number =>
  route.slice(1).reduce((sum, point, i) => sum + haversineKm(pointOf(route[i]!), pointOf(point)), 0);

/** The point `km` along a route (its end beyond it), rounded to 6 decimals. */
export function pointAlong(route: readonly LatLng[], km: number): GeoPoint {
  let left = Math.max(0, km);
  for (let i = 1; i < route.length; i++) {
    const a = route[i - 1]!;
    const b = route[i]!;
    const leg = haversineKm(pointOf(a), pointOf(b));
    if (leg > 0 && left <= leg) {
      const t = left / leg;
      return {
        latitude: roundCoordinate(a[0] + (b[0] - a[0]) * t),
        longitude: roundCoordinate(a[1] + (b[1] - a[1]) * t),
      };
    }
    left -= leg;
  }
  const end = route[route.length - 1]!;
  return { latitude: roundCoordinate(end[0]), longitude: roundCoordinate(end[1]) };
}

/** The courier as the customer sees them now. */
export interface CourierView {
  status: CourierStatus;
  /** null when the delivery was cancelled. */
  position: GeoPoint | null;
  /** When the courier reaches (or reached) the address, while driving and after. */
  arrivesAt: number | null;
  route: LatLng[];
}

/**
 * Where a delivery stands at `now`.
 * @param stored the status the switch set and since when
 */
export function courierNow(
  stored: { status: CourierStatus; since: number | null; kmh: number | null },
  from: GeoPoint,
  to: GeoPoint,
  now: number,
): CourierView {
  const route = courierRoute(from, to);
  const at = ([latitude, longitude]: LatLng): GeoPoint => ({
    latitude: roundCoordinate(latitude),
    longitude: roundCoordinate(longitude),
  });
  switch (stored.status) {
    case 'PERFORMER_PICKUPED': {
      const since = stored.since ?? now;
      const km = routeKm(route);
      const travelMs = (km / (stored.kmh ?? DEFAULT_COURIER_KMH)) * 3_600_000;
      const arrivesAt = Math.round(since + travelMs);
      if (now >= arrivesAt) {
        return { status: 'PERFORMER_ARRIVED', position: at(route[2]!), arrivesAt, route };
      }
      const driven = travelMs > 0 ? ((now - since) / travelMs) * km : km;
      return { status: 'PERFORMER_PICKUPED', position: pointAlong(route, driven), arrivesAt, route };
    }
    case 'PERFORMER_ARRIVED':
    case 'PERFORMER_DELIVERED_FINISH':
      return { status: stored.status, position: at(route[2]!), arrivesAt: stored.since, route };
    case 'CANCELLED':
    case 'FAILED':
      return { status: stored.status, position: null, arrivesAt: null, route };
    default:
      // Found, waiting at the branch, or any status before pickup.
      return { status: stored.status, position: at(route[0]!), arrivesAt: null, route };
  }
}

const NAMES = ['Aziz', 'Timur', 'Bekzod', 'Ruslan', 'Sardor', 'Daniyar', 'Jasur', 'Arman'] as const;

/**
 * The simulated courier's name and phone, fixed per courier id. The phone is a made-up number of the
 * branch's country (+7 when the branch's phone is Kazakh, else +998).
 */
export function simulatedPerson(
  courierId: number,
  branchPhone?: string | null,
): { name: string; phone: string } {
  const name = NAMES[courierId % NAMES.length] ?? 'Aziz';
  const digits = String(courierId % 10_000_000).padStart(7, '0');
  const phone = branchPhone?.replace(/\s/g, '').startsWith('+7') ? `+7700${digits}` : `+99890${digits}`;
  return { name, phone };
}
