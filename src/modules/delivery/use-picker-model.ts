/**
 * The address picker's model: where the map opens and where it rests, the address at its centre
 * (known, saved there, or looked up once the map rests), whether it can be saved and why not, the
 * city, and saving (kept in the address book, put on the order when the picker is for the order,
 * then leaving after the close delay). The picker (address-picker.tsx) draws what this says.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { isSameSpot, type Address, type City, type GeoPoint } from '../../contract/index.ts';
import { notify } from '../../core/notify.ts';
import { useOrderDraft } from '../../core/order-draft/use-order-draft.ts';
import { useStorefront, useT } from '../../core/storefront.tsx';
import type { AddressDetails } from './address-details-drawer.tsx';
import { savedAddressAt } from './address-reuse.ts';
import { addressToSave } from './address-to-save.ts';
import { locate } from './geolocation.ts';
import { streetAndHouse, type PinAddress } from './place-address.ts';
import { pickerSave } from './picker-save.ts';
import { merchantCity, pickerStart } from './picker-start.ts';
import type { AddressBook } from './use-address-book.ts';
import { useElementHeight } from './use-element-height.ts';
import { useReverseLookup } from './use-reverse-lookup.ts';
import { areaValidationQuery, regionsQuery } from './zone-queries.ts';

/** Spec section 9: close delays 100 ms. */
export const CLOSE_DELAY_MS = 100;

export type PickerTarget =
  /** The order's address: saved, and put on the order. */
  | 'order'
  /** A new saved address (profile): kept in the list only. */
  | 'list';

/** A place the picker knows without asking the geocoder (a search result, the order's address). */
const placeOfAddress = (address: Address): PinAddress => ({
  streetName: address.streetName ?? '',
  houseNumber: address.houseNumber ?? '',
  name: address.name ?? '',
  description: address.description ?? '',
  point: { latitude: address.latitude, longitude: address.longitude },
});

export function usePickerModel({
  target,
  located,
  onDone,
  book,
  cities,
}: {
  target: PickerTarget;
  located: GeoPoint | null;
  onDone: () => void;
  book: AddressBook;
  cities: readonly City[];
}) {
  const { api, merchant, settings } = useStorefront();
  const t = useT();
  const draft = useOrderDraft();
  const regions = useQuery(regionsQuery(api, merchant.id));
  const validation = useQuery(areaValidationQuery(api, merchant.id));
  // Spec section 7: a failed settings fetch means no validation; until it answers, the web flag.
  const validateArea = validation.isError
    ? false
    : (validation.data?.shouldValidateDeliveryArea ?? settings.shouldValidateDeliveryArea);
  const zones = regions.data ?? null;

  const orderAddress = target === 'order' ? draft.address : null;
  const home = merchantCity(cities, merchant.mainCityId);
  const [start] = useState(() => pickerStart({ located, orderAddress, saved: book.addresses, city: home }));
  /** Where the map is asked to be (a change flies there). */
  const [mapTarget, setMapTarget] = useState<GeoPoint>(start.centre);
  /** Where the map rests. */
  const [centre, setCentre] = useState<GeoPoint>(start.centre);
  const [moving, setMoving] = useState(false);
  const [known, setKnown] = useState<PinAddress | null>(() =>
    start.source === 'order' && orderAddress ? placeOfAddress(orderAddress) : null,
  );
  const [pickedCityId, setPickedCityId] = useState<number | null>(null);
  const [searchOpen, setSearchOpen] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const card = useRef<HTMLElement>(null);
  const cardHeight = useElementHeight(card);
  // The map's padding changes only at rest: a new padding mid-move would stop the move.
  const [padBottom, setPadBottom] = useState(0);
  if (!moving && padBottom !== cardHeight) setPadBottom(cardHeight);

  const savedHere = savedAddressAt(centre, book.addresses);
  const knownHere = known && isSameSpot(known.point, centre) ? known : null;
  const reverse = useReverseLookup(knownHere || savedHere ? null : centre, moving);
  const place: PinAddress | null =
    knownHere ?? (savedHere ? { ...placeOfAddress(savedHere), point: centre } : reverse.place);
  const save = pickerSave({
    centre,
    streetName: place?.streetName ?? '',
    moving,
    looking: !knownHere && !savedHere && reverse.looking,
    validateArea,
    zones,
  });
  const cityId = save.zone?.cityId ?? pickedCityId ?? home?.id ?? null;

  const initialDetails = useMemo((): AddressDetails => {
    const from = savedHere ?? (orderAddress && isSameSpot(orderAddress, centre) ? orderAddress : null);
    return {
      name: from?.name ?? '',
      office: from?.office ?? '',
      domophone: from?.domophone ?? '',
      entrance: from?.entrance ?? '',
      floor: from?.floor ?? '',
    };
  }, [savedHere, orderAddress, centre]);

  function moveTo(point: GeoPoint, placeThere: PinAddress | null) {
    setKnown(placeThere);
    setMapTarget(point);
    // The card follows at once; the map's own move end confirms the centre when it lands.
    setCentre(point);
  }

  async function locateMe() {
    const found = await locate();
    if (found.ok) moveTo(found.point, null);
    else notify(t('delivery.geolocation.denied'), 'error');
  }

  async function saveAddress(details: AddressDetails) {
    if (!place) return;
    setSaving(true);
    setSaveError(null);
    const address = addressToSave({
      place: { ...place, point: centre },
      details,
      reused: savedHere,
      cityId,
      labels: {
        office: t('delivery.extra.office'),
        domophone: t('delivery.extra.domophone'),
        entrance: t('delivery.extra.entrance'),
        floor: t('delivery.extra.floor'),
      },
    });
    const [error, saved] = await book.save(address);
    if (error !== null) {
      setSaving(false);
      setSaveError(error);
      return;
    }
    if (target === 'order') {
      draft.deliverTo(saved, details);
    }
    setTimeout(onDone, CLOSE_DELAY_MS);
  }

  const street = place ? streetAndHouse(place) : '';
  const streetText =
    save.reason === 'moving' || save.reason === 'looking'
      ? t('delivery.picker.looking')
      : street || t('delivery.picker.unknownStreet');

  return {
    mapTarget,
    centre,
    zones,
    padBottom,
    card,
    cardHeight,
    cityId,
    place,
    street,
    streetText,
    save,
    savedHere,
    initialDetails,
    searchOpen,
    setSearchOpen,
    detailsOpen,
    saving,
    saveError,
    moveTo,
    locateMe,
    saveAddress,
    onMoveStart: () => setMoving(true),
    onMoveEnd: (point: GeoPoint) => {
      setMoving(false);
      setCentre(point);
    },
    pickCity: (id: number) => {
      const city = cities.find((c) => c.id === id);
      if (!city) return;
      setPickedCityId(city.id);
      moveTo({ latitude: city.latitude, longitude: city.longitude }, null);
    },
    openDetails: () => {
      setSaveError(null);
      setDetailsOpen(true);
    },
    closeDetails: () => {
      if (!saving) setDetailsOpen(false);
    },
  };
}

export type PickerModel = ReturnType<typeof usePickerModel>;
