/**
 * Where an order is made and what its delivery costs: the branch (named by the client, or the nearest
 * one that delivers), and the delivery price and city of the zone holding the address.
 */
import { haversineKm, type Address, type Branch, type ServiceType } from '../../contract/index.ts';
import { ApiError } from '../http/api-error.ts';
import { validatesDeliveryArea, zoneAt } from '../places/delivery-zone.ts';
import { messages } from '../http/error-messages.ts';
import type { Tenant } from '../tenants/load-tenants.ts';
import { namesOf } from './order-lines.ts';

const branchFlags: Partial<Record<ServiceType, 'pickupEnabled' | 'deliveryEnabled' | 'dineinEnabled'>> = {
  PICK_UP: 'pickupEnabled',
  DELIVERY: 'deliveryEnabled',
  DINE_IN: 'dineinEnabled',
};

const takes = (branch: Branch, type: ServiceType) => {
  const flag = branchFlags[type];
  return flag !== undefined && branch.settings[flag];
};

/**
 * The branch of an order. A named branch must exist, be active and take this service type. Without
 * one, a delivery goes to the nearest active branch that delivers; pickup and dine-in need the
 * customer's choice.
 * @throws ApiError 400 BRANCH_NOT_FOUND, BRANCH_INACTIVE, BRANCH_SERVICE_DISABLED, NO_BRANCHES or VALIDATION
 */
export function orderBranch(
  tenant: Tenant,
  branchId: number | null | undefined,
  type: ServiceType,
  address: Address | null,
): Branch {
  const branches = tenant.data.branches.items.filter((b) => !b.deleted);
  if (branchId !== null && branchId !== undefined) {
    const branch = branches.find((b) => b.id === branchId);
    if (!branch) throw new ApiError(400, 'BRANCH_NOT_FOUND', messages.branchNotFound(branchId));
    if (!branch.isActive)
      throw new ApiError(400, 'BRANCH_INACTIVE', messages.branchInactive(namesOf(branch.name)));
    if (!takes(branch, type)) {
      throw new ApiError(
        400,
        'BRANCH_SERVICE_DISABLED',
        messages.branchServiceDisabled(namesOf(branch.name), type),
      );
    }
    return branch;
  }
  if (type !== 'DELIVERY' || !address) {
    throw new ApiError(400, 'VALIDATION', messages.requiredField('branchId'));
  }
  let best: { branch: Branch; km: number } | undefined;
  for (const branch of branches) {
    if (!branch.isActive || !takes(branch, type)) continue;
    const km = haversineKm(address, branch);
    if (!best || km < best.km) best = { branch, km };
  }
  if (!best) throw new ApiError(400, 'NO_BRANCHES', messages.noBranches());
  return best.branch;
}

/** What delivering to an address means for the order: its price and the city it is in. */
export interface DeliveryTerms {
  price: number;
  cityId: number;
}

/**
 * The delivery price of an address (its zone's price, else the branch's) and its city (its zone's,
 * else the branch's). A merchant that validates the delivery area refuses an address outside every zone.
 * @throws ApiError 400 OUT_OF_SERVICE_ZONE
 */
export function deliveryTo(tenant: Tenant, branch: Branch, address: Address): DeliveryTerms {
  const zone = zoneAt(tenant, address.latitude, address.longitude);
  if (!zone && validatesDeliveryArea(tenant)) {
    throw new ApiError(400, 'OUT_OF_SERVICE_ZONE', messages.outOfServiceZone());
  }
  return { price: zone?.price ?? branch.deliveryPrice ?? 0, cityId: zone?.cityId ?? branch.cityId };
}
