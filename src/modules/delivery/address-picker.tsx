/**
 * The address picker (spec sections 2, 4 and 5): a full-screen map with a pin fixed at its centre.
 * Moving the map looks the centre's address up (once it rests, never mid-move); the card at the
 * bottom shows the street and house and says why Save is off (out of every zone, no street). A
 * search button opens the place search, a city selector shows with more than one city, and in a
 * browser a button asks for the customer's location. Save opens the details drawer; saving keeps the
 * address (on the server for a signed-in customer, on this device for a guest), puts it on the order
 * when the picker chooses the order's address, and leaves 100 ms later.
 */
import { useQuery } from '@tanstack/react-query';
import { observer } from 'mobx-react-lite';
import { useMemo, useRef, useState } from 'react';
import { isSameSpot, type Address, type City, type GeoPoint } from '../../contract/index.ts';
import { citiesQuery } from '../../core/branches/branch-queries.ts';
import { notify } from '../../core/notify.ts';
import { useOrderDraft } from '../../core/order-draft/use-order-draft.ts';
import { useLocalize, useStorefront, useT } from '../../core/storefront.tsx';
import { Button, IconButton } from '../../ui/button.tsx';
import { BackIcon, SearchIcon } from '../../ui/icons.tsx';
import { Skeleton } from '../../ui/page-state.tsx';
import { offersGeolocation } from './address-flow.ts';
import { AddressDetailsDrawer, type AddressDetails } from './address-details-drawer.tsx';
import { savedAddressAt } from './address-reuse.ts';
import { addressToSave } from './address-to-save.ts';
import { LocateIcon } from './delivery-icons.tsx';
import { locate } from './geolocation.ts';
import { streetAndHouse, type PinAddress } from './place-address.ts';
import { PickerMap } from './picker-map.tsx';
import { pickerSave } from './picker-save.ts';
import { merchantCity, pickerStart } from './picker-start.ts';
import { MAP_ZOOM } from '../../map/constants.ts';
import { PlaceSearch, PlaceSearchDrawer } from './place-search-drawer.tsx';
import { useAddressBook, type AddressBook } from './use-address-book.ts';
import { useElementHeight } from './use-element-height.ts';
import { useReverseLookup } from './use-reverse-lookup.ts';
import { areaValidationQuery, regionsQuery } from './zone-queries.ts';
import './address-picker.css';

/** Spec section 9: close delays 100 ms. */
export const CLOSE_DELAY_MS = 100;

export type PickerTarget =
  /** The order's address: saved, and put on the order. */
  | 'order'
  /** A new saved address (profile): kept in the list only. */
  | 'list';

interface PickerProps {
  target: PickerTarget;
  /** The customer's position, when the flow just asked the browser for it. */
  located: GeoPoint | null;
  /** After a save (and the close delay). */
  onDone: () => void;
  onClose: () => void;
}

/** Waits for what decides where the map opens (saved addresses, cities), then shows the picker. */
export const AddressPicker = observer(function AddressPicker(props: PickerProps) {
  const { api, merchant } = useStorefront();
  const t = useT();
  const book = useAddressBook();
  const cities = useQuery(citiesQuery(api, merchant.id));
  if (book.isPending || cities.isPending)
    return (
      <div className="picker picker--loading" aria-busy="true">
        <h1 className="visually-hidden">{t('delivery.picker.title')}</h1>
        <Skeleton width="100%" height="100%" radius={0} />
      </div>
    );
  return <PickerScreen {...props} book={book} cities={cities.data ?? []} />;
});

/** A place the picker knows without asking the geocoder (a search result, the order's address). */
const placeOfAddress = (address: Address): PinAddress => ({
  streetName: address.streetName ?? '',
  houseNumber: address.houseNumber ?? '',
  name: address.name ?? '',
  description: address.description ?? '',
  point: { latitude: address.latitude, longitude: address.longitude },
});

const PickerScreen = observer(function PickerScreen({
  target,
  located,
  onDone,
  onClose,
  book,
  cities,
}: PickerProps & { book: AddressBook; cities: readonly City[] }) {
  const { api, merchant, settings, channel } = useStorefront();
  const t = useT();
  const localize = useLocalize();
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

  return (
    <div className="picker" style={{ ['--picker-card' as string]: `${cardHeight}px` }}>
      <h1 className="visually-hidden">
        {target === 'order' ? t('delivery.picker.title') : t('delivery.picker.newTitle')}
      </h1>
      <div className="picker__map-area">
        <PickerMap
          label={t('delivery.picker.mapLabel')}
          center={mapTarget}
          zoom={MAP_ZOOM.picker}
          zones={zones ?? []}
          padding={{ top: 72, bottom: padBottom }}
          onMoveStart={() => setMoving(true)}
          onMoveEnd={(point) => {
            setMoving(false);
            setCentre(point);
          }}
          fallback={
            // Without a map, the address is found by typing it (the address form of the fallback).
            <div className="picker__fallback">
              <p className="picker__fallback-text">{t('map.failed')}</p>
              <PlaceSearch autoFocus={false} onSelect={(found) => moveTo(found.point, found)} />
            </div>
          }
        />
      </div>

      <div className="picker__top">
        <IconButton label={t('delivery.back')} className="picker__round" onClick={onClose}>
          <BackIcon />
        </IconButton>
        <button type="button" className="picker__search" onClick={() => setSearchOpen(true)}>
          <SearchIcon aria-hidden="true" />
          <span>{t('delivery.search.open')}</span>
        </button>
        {cities.length > 1 ? (
          <select
            className="picker__city"
            aria-label={t('delivery.city')}
            value={cityId ?? ''}
            onChange={(e) => {
              const city = cities.find((c) => c.id === Number(e.target.value));
              if (!city) return;
              setPickedCityId(city.id);
              moveTo({ latitude: city.latitude, longitude: city.longitude }, null);
            }}
          >
            {cities.map((city) => (
              <option key={city.id} value={city.id}>
                {localize(city.name)}
              </option>
            ))}
          </select>
        ) : null}
      </div>

      {offersGeolocation(channel) ? (
        <IconButton
          label={t('delivery.locate')}
          className="picker__round picker__locate"
          onClick={() => void locateMe()}
        >
          <LocateIcon />
        </IconButton>
      ) : null}

      <section ref={card} className="picker__card" aria-labelledby="picker-card-title">
        <h2 id="picker-card-title" className="picker__card-title">
          {t('delivery.picker.deliverHere')}
        </h2>
        <p className="picker__street" aria-live="polite" data-testid="picker-street">
          {streetText}
        </p>
        {/* Fixed lines (the card's height must not change: a new map padding would stop a move). */}
        <p className="picker__full">
          {place?.description && save.reason !== 'looking' && save.reason !== 'moving'
            ? place.description
            : ''}
        </p>
        {save.reason === 'outOfZone' || save.reason === 'noStreet' ? (
          <p className="picker__status picker__status--problem" role="status">
            {save.reason === 'outOfZone' ? t('delivery.outOfZone') : t('delivery.picker.noStreet')}
          </p>
        ) : (
          <p className="picker__status" role="status">
            {savedHere?.name ? t('delivery.picker.savedHere', { name: savedHere.name }) : ''}
          </p>
        )}
        <Button
          className="picker__save"
          disabled={!save.allowed}
          onClick={() => {
            setSaveError(null);
            setDetailsOpen(true);
          }}
        >
          {t('delivery.picker.save')}
        </Button>
      </section>

      <PlaceSearchDrawer
        open={searchOpen}
        onClose={() => setSearchOpen(false)}
        onSelect={(found) => moveTo(found.point, found)}
      />
      <AddressDetailsDrawer
        key={`${centre.latitude},${centre.longitude}`}
        open={detailsOpen}
        onClose={() => {
          if (!saving) setDetailsOpen(false);
        }}
        initial={initialDetails}
        streetLine={place?.description || street}
        saving={saving}
        error={saveError}
        onSave={(details) => void saveAddress(details)}
      />
    </div>
  );
});
