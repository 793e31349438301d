/**
 * Where an order is made: the branch named by the client, or the nearest one that delivers (express:
 * the nearest with expressEnabled).
 */
import {
  branchTakes,
  haversineKm,
  isDeliveryService,
  type Address,
  type Branch,
  type ServiceType,
} from '../../contract/index.ts';
import { ApiError, fieldError } from '../base/api-error.ts';
import { messages } from '../base/error-messages.ts';
import type { Tenant } from '../tenants/load-tenants.ts';
import { namesOf } from '../base/localized-names.ts';

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
    if (!branchTakes(branch, type)) {
      throw new ApiError(
        400,
        'BRANCH_SERVICE_DISABLED',
        messages.branchServiceDisabled(namesOf(branch.name), type),
      );
    }
    return branch;
  }
  if (!isDeliveryService(type) || !address) {
    throw fieldError('branchId', { kind: 'required' });
  }
  let best: { branch: Branch; km: number } | undefined;
  for (const branch of branches) {
    if (!branch.isActive || !branchTakes(branch, type)) continue;
    const km = haversineKm(address, branch);
    if (!best || km < best.km) best = { branch, km };
  }
  if (!best) throw new ApiError(400, 'NO_BRANCHES', messages.noBranches());
  return best.branch;
}
