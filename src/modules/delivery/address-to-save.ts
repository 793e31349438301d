/**
 * The address the picker saves: the point and the street it found, the details the customer typed,
 * and, when the pin reuses a saved address (spec section 4), that address's id, so it is updated
 * rather than copied.
 */
import type { Address } from '../../contract/index.ts';
import type { AddressExtras } from '../../core/order-draft/draft-schema.ts';
import type { AddressDetails } from './address-details-drawer.tsx';
import { streetAndHouse, type PinAddress } from './place-address.ts';

/** Labels of the extras in the customer's language, for the address's `details` text. */
export type ExtraLabels = Record<keyof AddressExtras, string>;

const EXTRA_ORDER = ['office', 'entrance', 'floor', 'domophone'] as const;

/**
 * Spec section 3: `details` is one text holding floor, office, entrance and domophone, for people
 * who read the address without the separate fields ("Apartment 12, entrance 3, floor 4").
 */
export function detailsText(extras: AddressExtras, labels: ExtraLabels): string {
  return EXTRA_ORDER.filter((key) => extras[key].trim())
    .map((key) => `${labels[key]} ${extras[key].trim()}`)
    .join(', ');
}

export function addressToSave(input: {
  place: PinAddress;
  details: AddressDetails;
  reused: Address | undefined;
  cityId: number | null;
  labels: ExtraLabels;
}): Address {
  const { place, details, reused } = input;
  const extras = {
    office: details.office.trim(),
    domophone: details.domophone.trim(),
    entrance: details.entrance.trim(),
    floor: details.floor.trim(),
  };
  const street = streetAndHouse(place);
  return {
    ...(reused ?? {}),
    id: reused?.id ?? null,
    // An apartment or office number means a block of flats; otherwise a house.
    type: extras.office ? 'APARTMENT' : 'HOUSE',
    name: details.name.trim() || street,
    streetName: place.streetName.trim() || null,
    houseNumber: place.houseNumber.trim() || null,
    description: place.description.trim() || street,
    latitude: place.point.latitude,
    longitude: place.point.longitude,
    cityId: input.cityId ?? reused?.cityId ?? null,
    details: detailsText(extras, input.labels) || null,
    ...extras,
  };
}
