/**
 * When the nearest branch and the delivery price are asked for again (spec section 4): never on the
 * basket route, never without an address description or coordinates, never with an empty cart or a
 * product total of 0. Otherwise the inputs of the two calls, which key their queries: a change of
 * address or basket asks again, the same inputs reuse the answer.
 */
import {
  roundCoordinate,
  type Address,
  type Branch,
  type BodyOf,
  type GeoPoint,
} from '../../contract/index.ts';

export type QuoteSkip = 'basketRoute' | 'noAddress' | 'noCoordinates' | 'noDescription' | 'emptyCart';

export type QuoteInputs =
  | { ok: true; point: GeoPoint; description: string; productPrice: number; cityId: number | null }
  | { ok: false; skip: QuoteSkip };

export function quoteInputs(input: {
  pathname: string;
  address: Pick<Address, 'latitude' | 'longitude' | 'description' | 'cityId'> | null;
  /** The products' price after their own discounts (what the tariff's productPrice is). */
  productPrice: number;
  cartEmpty: boolean;
}): QuoteInputs {
  if (/^\/basket\/?$/.test(input.pathname)) return { ok: false, skip: 'basketRoute' };
  const { address } = input;
  if (!address) return { ok: false, skip: 'noAddress' };
  if (!Number.isFinite(address.latitude) || !Number.isFinite(address.longitude))
    return { ok: false, skip: 'noCoordinates' };
  const description = address.description?.trim() ?? '';
  if (!description) return { ok: false, skip: 'noDescription' };
  if (input.cartEmpty || input.productPrice <= 0) return { ok: false, skip: 'emptyCart' };
  return {
    ok: true,
    point: { latitude: roundCoordinate(address.latitude), longitude: roundCoordinate(address.longitude) },
    description,
    productPrice: input.productPrice,
    cityId: address.cityId ?? null,
  };
}

/** The tariff request (spec section 3) for these inputs and the nearest branch. */
export function tariffBody(
  inputs: Extract<QuoteInputs, { ok: true }>,
  branch: Pick<Branch, 'id' | 'cityId' | 'distance'>,
): BodyOf<'tariff'> {
  return {
    productPrice: inputs.productPrice,
    distance: branch.distance ?? null,
    branchId: branch.id,
    latitude: inputs.point.latitude,
    longitude: inputs.point.longitude,
    address: inputs.description,
    cityId: inputs.cityId ?? branch.cityId,
  };
}

/**
 * The delivery price to show (spec section 4: a failed tariff leaves the price unchanged): the
 * answer for these inputs, else, once that call failed, the last price known; nothing while asking.
 */
export function shownDeliveryPrice(input: {
  asking: boolean;
  answered: number | undefined;
  failed: boolean;
  last: number | undefined;
}): number | undefined {
  if (!input.asking) return undefined;
  if (input.answered !== undefined) return input.answered;
  return input.failed ? input.last : undefined;
}

/**
 * The order's branch after a nearest-branch lookup (spec section 4): the branch found; a failed
 * lookup clears it; while nothing is known, the order keeps what it has.
 */
export function branchAfterLookup(input: {
  found: number | null;
  failed: boolean;
  current: number | null;
}): number | null {
  if (input.found !== null) return input.found;
  return input.failed ? null : input.current;
}
