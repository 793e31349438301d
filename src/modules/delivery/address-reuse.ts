/**
 * Spec section 4: a pin within 0.000099° of a saved address reuses that address (no second copy of
 * the same door). The tolerance and the comparison are the contract's (isSameSpot).
 */
import { isSameSpot, type Address, type GeoPoint } from '../../contract/index.ts';

/** The saved address at this point, if one is close enough; the first saved one wins. */
export function savedAddressAt<A extends Pick<Address, 'latitude' | 'longitude'>>(
  point: GeoPoint,
  saved: readonly A[],
): A | undefined {
  return saved.find((address) => isSameSpot(point, address));
}
