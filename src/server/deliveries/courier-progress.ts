/**
 * What a status change from the development switch or the console does to a delivery's courier
 * (there is no courier app here: the simulated courier drives the customer's tracking map). Decision, for delivery and express orders only:
 *
 * | order status set            | courier status           | courier                                |
 * | --------------------------- | ------------------------ | -------------------------------------- |
 * | ACCEPTED                    | PERFORMER_LOOK_UP        | none yet                               |
 * | COOKING, ATTACHED           | PERFORMER_FOUND          | assigned, waiting at the branch        |
 * | ON_WAY                      | PERFORMER_PICKUPED       | assigned, driving (simulated-courier)  |
 * | DELIVERED, DONE, CLOSED     | PERFORMER_DELIVERED_FINISH | at the address                       |
 * | CANCELED                    | CANCELLED (if one was looked for) |                               |
 *
 * PERFORMER_ARRIVED is not set by the switch: the courier reaches it by the clock. Setting ON_WAY
 * again does not restart the drive. Other statuses leave the courier as it was.
 */
import type { CourierStatus, OrderStatus, ServiceType } from '../../contract/index.ts';
import { DEFAULT_COURIER_KMH } from './simulated-courier.ts';

/** The courier of a delivery as stored: who, which status since when, and how fast (simulated). */
export interface CourierRecord {
  id: number | null;
  status: CourierStatus | null;
  /** Epoch ms the status was set at. */
  since: number | null;
  kmh: number | null;
}

/** The simulated courier's id for an order: one courier per order, never a real person's id. */
export const simulatedCourierId = (orderId: number): number => 1_000_000 + orderId;

/**
 * The courier after the switch sets `status` (undefined: unchanged).
 * @param kmh the speed the switch asked for, if any
 */
export function courierAfterSwitch(
  order: { id: number; serviceType: ServiceType },
  status: OrderStatus,
  current: CourierRecord,
  now: number,
  kmh?: number,
): CourierRecord | undefined {
  if (order.serviceType !== 'DELIVERY' && order.serviceType !== 'EXPRESS_24') return undefined;
  const assigned = current.id ?? simulatedCourierId(order.id);
  const speed = kmh ?? current.kmh ?? DEFAULT_COURIER_KMH;
  switch (status) {
    case 'ACCEPTED':
      return current.id === null ? { ...current, status: 'PERFORMER_LOOK_UP', since: now } : undefined;
    case 'COOKING':
      return { id: assigned, status: 'PERFORMER_FOUND', since: now, kmh: speed };
    // The console's "courier assigned" (a move straight from ACCEPTED's look-up is a found courier).
    case 'ATTACHED':
      return current.status === 'PERFORMER_FOUND'
        ? undefined
        : { id: assigned, status: 'PERFORMER_FOUND', since: now, kmh: speed };
    case 'ON_WAY':
      if (current.status === 'PERFORMER_PICKUPED') return undefined;
      return { id: assigned, status: 'PERFORMER_PICKUPED', since: now, kmh: speed };
    case 'DELIVERED':
    case 'DONE':
    case 'CLOSED':
      return { id: assigned, status: 'PERFORMER_DELIVERED_FINISH', since: now, kmh: speed };
    case 'CANCELED':
      return current.status === null ? undefined : { ...current, status: 'CANCELLED', since: now };
    default:
      return undefined;
  }
}
