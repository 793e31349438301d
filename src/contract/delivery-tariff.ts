/**
 * Delivery tariffs: how the reference server prices a delivery (the spec names the tariff call and
 * its request, not the rules). Kept in the tenant's `delivery-tariffs.json`, read by the server only:
 * no call sends a tariff to a browser, the tariff call answers the price it computed.
 *
 * Rules (the server's deliveries/tariff-quote.ts applies them):
 * - The first active tariff of the file that applies to the point wins, so specific tariffs (one
 *   zone, one branch) go before general ones. A tariff applies when its branchIds (empty: any) hold
 *   the order's branch, its cityId (null: any) is the point's city (its zone's, else the branch's),
 *   its regionIds (empty: any, outside every zone too) hold the point's zone, a ZONE tariff has a
 *   zone under the point, and the road-like distance is within maxKm (when set).
 * - ZONE: the zone's price (else the tariff's basePrice). DISTANCE: basePrice, plus perKmPrice for
 *   every kilometre beyond includedKm (fractions count pro rata).
 * - The distance is road-like: the great-circle distance from the branch times the file's
 *   detourFactor (1.3 by default: streets are not straight lines; no road graph is used).
 * - Free when the products (after their own discounts, before a promo) cost at least freeAbove.
 * - Otherwise at least the order settings' minimalDeliveryPrice (the floor of the delivery price),
 *   then rounded up to the file's roundingStep (e.g. 500 so'm).
 * - minOrderPrice is the delivery minimum amount: a delivery order with products below it is refused.
 * - A merchant with the file but no tariff for a point does not deliver there ('Delivery unavailable
 *   at chosen address'); a merchant without the file prices by the zone, else the branch's
 *   deliveryPrice.
 */
import { z } from 'zod';
import { Id, Money, OptionalId, SchemaRef } from './primitives.ts';

export const TariffKind = z.enum(['ZONE', 'DISTANCE']);
export type TariffKind = z.infer<typeof TariffKind>;

export const DeliveryTariff = z.object({
  id: Id,
  /** For the merchant's staff; customers never see it. */
  name: z.string().nullish(),
  isActive: z.boolean().default(true),
  kind: TariffKind,
  cityId: OptionalId,
  branchIds: z.array(Id).default([]),
  regionIds: z.array(Id).default([]),
  basePrice: Money.default(0),
  includedKm: z.number().nonnegative().default(0),
  perKmPrice: Money.default(0),
  maxKm: z.number().positive().nullish(),
  /** Products costing at least this make delivery free (null: never free). */
  freeAbove: Money.nullish(),
  /** The delivery minimum amount: products must cost at least this. */
  minOrderPrice: Money.default(0),
});
export type DeliveryTariff = z.infer<typeof DeliveryTariff>;

/** The default road-like detour over the straight line. */
export const DEFAULT_DETOUR_FACTOR = 1.3;

export const DeliveryTariffsFile = z
  .strictObject({
    $schema: SchemaRef,
    /** Delivery prices are rounded up to a multiple of this (1: whole so'm or tenge). */
    roundingStep: z.number().positive().default(1),
    detourFactor: z.number().min(1).max(3).default(DEFAULT_DETOUR_FACTOR),
    items: z.array(DeliveryTariff),
  })
  .meta({ description: 'Delivery tariffs (server only): zone or distance prices, free delivery, minimum' });
export type DeliveryTariffsFile = z.infer<typeof DeliveryTariffsFile>;

/** What a tariff is matched against. */
export interface TariffPlace {
  branchId: number;
  /** The point's city: its zone's, else the branch's. */
  cityId: number;
  /** The zone under the point, if any. */
  regionId: number | null;
  /** Road-like kilometres from the branch. */
  km: number;
}

/** Whether a tariff prices a delivery to this place (see the file's comment). */
export function tariffApplies(tariff: DeliveryTariff, place: TariffPlace): boolean {
  if (!tariff.isActive) return false;
  if (tariff.branchIds.length > 0 && !tariff.branchIds.includes(place.branchId)) return false;
  if (tariff.cityId != null && tariff.cityId !== place.cityId) return false;
  if (tariff.regionIds.length > 0 && (place.regionId === null || !tariff.regionIds.includes(place.regionId)))
    return false;
  if (tariff.kind === 'ZONE' && place.regionId === null) return false;
  return tariff.maxKm == null || place.km <= tariff.maxKm;
}

/**
 * Whether a tariff may price points of a zone, whatever the branch and distance: for the fixture
 * checker's "every zone has a price".
 */
export const tariffCoversZone = (
  tariff: DeliveryTariff,
  zone: { id: number; cityId?: number | null },
): boolean =>
  tariff.isActive &&
  (tariff.regionIds.length > 0
    ? tariff.regionIds.includes(zone.id)
    : tariff.cityId == null || tariff.cityId === zone.cityId);
