/**
 * Where the kept order goes, read from the stored draft as plain JSON: the menu needs it on the
 * first screen, which does without the draft's store and its schemas (kept-draft.ts). A value of
 * any other shape reads as nothing chosen, as the store itself would read it.
 */
import { isDeliveryService } from '../../contract/pricing.ts';
import type { ServiceType } from '../../contract/index.ts';

export type KeptPlace =
  | { kind: 'branch'; branchId: number }
  | { kind: 'point'; serviceType: ServiceType; latitude: number; longitude: number };

const BRANCH_SERVICES: readonly string[] = ['PICK_UP', 'DINE_IN'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isCoordinate = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The place a draft's text names: a pickup or dine-in branch, or a delivery address's point. */
export function placeOfDraft(raw: string | null): KeptPlace | null {
  let draft: unknown;
  try {
    draft = raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(draft) || typeof draft.serviceType !== 'string') return null;
  const serviceType = draft.serviceType as ServiceType;
  if (BRANCH_SERVICES.includes(serviceType))
    return typeof draft.branchId === 'number' ? { kind: 'branch', branchId: draft.branchId } : null;
  const address = draft.address;
  if (!isDeliveryService(serviceType) || !isRecord(address)) return null;
  const { latitude, longitude } = address;
  return isCoordinate(latitude) && isCoordinate(longitude)
    ? { kind: 'point', serviceType, latitude, longitude }
    : null;
}
