/**
 * Following a delivery on the map (route profile-orders-id-map): which orders can be followed, how
 * often the screen asks again, what the courier's status says, and which points the map shows.
 * Pure, so the screen only renders.
 */
import { CourierStatus, isDeliveryService, type GeoPoint, type Order } from '../../../contract/index.ts';
import type { MapPoint } from '../../../map/map-points.ts';
import { isFinished } from '../order-labels.ts';

/** How often an order under way is read again (its status, its courier's position). */
export const TRACKING_REFRESH_MS = 4_000;

/** A delivery that has not ended yet: the order page offers "Track on the map". */
export const canTrack = (order: Pick<Order, 'serviceType' | 'status'>): boolean =>
  isDeliveryService(order.serviceType) && !isFinished(order.status);

/**
 * react-query's refetchInterval for the order and its courier: every TRACKING_REFRESH_MS while the
 * order is under way, and no more once it is delivered, done, closed or cancelled (nothing will move
 * again). Before the first answer it asks at the same pace.
 */
export const trackingRefetchInterval = (order: Pick<Order, 'status'> | undefined): number | false =>
  order && isFinished(order.status) ? false : TRACKING_REFRESH_MS;

/** Courier statuses under which a courier is there to be read (found, at the branch, on the way...). */
const WITH_COURIER: ReadonlySet<string> = new Set([
  'PERFORMER_FOUND',
  'PERFORMER_PICK_UP_ARRIVED',
  'PERFORMER_PICKUPED',
  'PERFORMER_ARRIVED',
]);

/** Courier statuses of a delivery no courier has taken yet (still looked for, or never found). */
const NO_COURIER: ReadonlySet<string> = new Set([
  'none',
  'NEW_ORDER',
  'ESTIMATING_FAILED',
  'READY_FOR_APPROVAL',
  'PERFORMER_LOOK_UP',
  'PERFORMER_NOT_FOUND',
]);

/**
 * The order names a courier: its id, or a status only a taken delivery has. Before that the courier
 * endpoint answers 404, so the screen does not ask (each 404 is a red line in the browser's console).
 */
export const courierAssigned = (order: Pick<Order, 'courierId' | 'courierStatus'>): boolean =>
  order.courierId != null || (order.courierStatus != null && !NO_COURIER.has(order.courierStatus));

/**
 * How often the courier is read again: as the order while the live stream is down; while it is open,
 * the stream brings every status change (the hub reads the courier again then), so only a courier on
 * the road is read again, for a position that moves with the clock and that no event carries.
 */
export function courierRefetchInterval(
  ended: boolean,
  live: boolean,
  courierStatus: string | null | undefined,
  /** Whether the courier's answer is here: a courier the order names but not yet readable is asked again. */
  courierKnown = true,
): number | false {
  if (ended) return false;
  if (!live) return TRACKING_REFRESH_MS;
  // The order says a courier was found, but the read the stream's event caused came too early (no
  // courier yet at that instant): no further event will come for it, so ask until it is there.
  if (courierStatus && WITH_COURIER.has(courierStatus) && !courierKnown) return TRACKING_REFRESH_MS;
  return courierStatus === 'PERFORMER_PICKUPED' ? TRACKING_REFRESH_MS : false;
}

/**
 * The message key of the courier's status (spec section 4: each status has an Uzbek display text;
 * the other languages translate it). No status yet reads as "none"; a status the contract does not
 * know (the backend added one) reads as a neutral "on its way" text rather than a raw code.
 */
export function courierStatusKey(status: string | null | undefined): string {
  if (!status) return 'orders.map.courier.none';
  const known = CourierStatus.safeParse(status);
  return known.success ? `orders.map.courier.${known.data}` : 'orders.map.courier.unknown';
}

/** A place with the name the map writes beside it (the branch's, the address's, the courier's). */
type Named = GeoPoint & { name?: string };

export interface TrackingPlaces {
  branch: Named | null;
  destination: Named | null;
  courier: Named | null;
}

/** A point a map can draw: both coordinates present and finite (a courier without a fix has none). */
export function geoPointOf(
  place: { latitude?: number | null; longitude?: number | null } | null | undefined,
): GeoPoint | null {
  const latitude = place?.latitude;
  const longitude = place?.longitude;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  return { latitude, longitude };
}

/** The map's points: the branch the order comes from, where it goes, and the courier. */
export function trackingPoints(places: TrackingPlaces): MapPoint[] {
  const points: MapPoint[] = [];
  const add = (id: string, kind: MapPoint['kind'], place: Named | null, selected?: boolean) => {
    if (!place) return;
    points.push({
      id,
      kind,
      ...(place.name ? { label: place.name } : {}),
      ...(selected ? { selected } : {}),
      ...pick(place),
    });
  };
  add('branch', 'branch', places.branch);
  add('destination', 'destination', places.destination);
  add('courier', 'courier', places.courier, true);
  return points;
}

/**
 * What the map fits its view to: every point it shows. Only the places that do not move count
 * (branch and destination) when both are known, so the view does not jump on every courier step;
 * the courier is added while it is the only other point known.
 */
export function trackingFit(places: TrackingPlaces): GeoPoint[] {
  const fixed = [places.branch, places.destination].filter((p): p is GeoPoint => p !== null).map(pick);
  if (fixed.length >= 2 || !places.courier) return fixed;
  return [...fixed, pick(places.courier)];
}

/**
 * Where the map opens: the address, else the branch. Never the courier: the map flies to every new
 * centre, and following each courier step would undo the fit to the whole way.
 */
export const trackingCentre = (places: TrackingPlaces): GeoPoint | null => {
  const place = places.destination ?? places.branch ?? places.courier;
  return place ? pick(place) : null;
};

const pick = ({ latitude, longitude }: GeoPoint): GeoPoint => ({ latitude, longitude });
