/**
 * When the picker's Save may be pressed (spec section 5): with shouldValidateDeliveryArea on, not
 * while the centre lies outside every delivery zone, nor without a street name; with it off, only
 * not without a street name. Also not while the map moves or the address of the new centre is
 * still being looked up: what would be saved is not known yet.
 *
 * Decision: when the zones could not be loaded, the picker does not judge the zone (it would refuse
 * every address); the server checks the zone again when the order is placed.
 */
import { zoneHolding, type GeoPoint, type Region } from '../../contract/index.ts';

export type SaveBlock = 'moving' | 'looking' | 'outOfZone' | 'noStreet';

export interface PickerSaveInput {
  centre: GeoPoint;
  streetName: string;
  moving: boolean;
  looking: boolean;
  validateArea: boolean;
  /** Null: not loaded (or failed). */
  zones: readonly Region[] | null;
}

export interface PickerSave {
  allowed: boolean;
  /** Why not; the picker says it for outOfZone and noStreet. */
  reason: SaveBlock | null;
  /** The zone holding the centre, when known. */
  zone: Region | undefined;
}

export function pickerSave(input: PickerSaveInput): PickerSave {
  const zone = input.zones ? zoneHolding(input.centre, input.zones) : undefined;
  const block = (reason: SaveBlock): PickerSave => ({ allowed: false, reason, zone });
  if (input.moving) return block('moving');
  if (input.looking) return block('looking');
  if (input.validateArea && input.zones !== null && !zone) return block('outOfZone');
  if (!input.streetName.trim()) return block('noStreet');
  return { allowed: true, reason: null, zone };
}
