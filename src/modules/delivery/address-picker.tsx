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
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { City, GeoPoint } from '../../contract/index.ts';
import { citiesQuery } from '../../core/branches/branch-queries.ts';
import { offeredServiceTypes } from '../../core/checkout/checkout-slots.tsx';
import { useOrderDraft } from '../../core/order-draft/use-order-draft.ts';
import { useLocalize, useStorefront, useT } from '../../core/storefront.tsx';
import { IconButton } from '../../ui/button.tsx';
import { BackIcon, SearchIcon } from '../../ui/icons.tsx';
import { Skeleton } from '../../ui/page-state.tsx';
import { MAP_ZOOM } from '../../map/constants.ts';
import { offersGeolocation } from './address-flow.ts';
import { AddressDetailsDrawer } from './address-details-drawer.tsx';
import { LocateIcon } from './delivery-icons.tsx';
import { PickerCard } from './picker-card.tsx';
import { PickerMap } from './picker-map.tsx';
import { PlaceSearch, PlaceSearchDrawer } from './place-search-drawer.tsx';
import { useAddressBook, type AddressBook } from './use-address-book.ts';
import { usePickerModel, type PickerTarget } from './use-picker-model.ts';
import './address-picker.css';
import { hasNativeButtons } from '../../core/channel-buttons.ts';

// The screens that close after a choice wait as the picker does (address-list.tsx).
export { CLOSE_DELAY_MS } from './use-picker-model.ts';

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

const PickerScreen = observer(function PickerScreen({
  target,
  located,
  onDone,
  onClose,
  book,
  cities,
}: PickerProps & { book: AddressBook; cities: readonly City[] }) {
  const { channel, registry, settings } = useStorefront();
  const t = useT();
  const localize = useLocalize();
  const draft = useOrderDraft();
  const navigate = useNavigate();
  const m = usePickerModel({ target, located, onDone, book, cities });
  // Out of every zone, the order can still be collected where the merchant has pickup.
  const offersPickup = useMemo(
    () => target === 'order' && offeredServiceTypes(registry, settings).includes('PICK_UP'),
    [target, registry, settings],
  );
  return (
    <div className="picker" style={{ ['--picker-card' as string]: `${m.cardHeight}px` }}>
      <h1 className="visually-hidden">
        {target === 'order' ? t('delivery.picker.title') : t('delivery.picker.newTitle')}
      </h1>
      <div className="picker__map-area">
        <PickerMap
          label={t('delivery.picker.mapLabel')}
          center={m.mapTarget}
          zoom={MAP_ZOOM.picker}
          zones={m.zones ?? []}
          padding={{ top: 72, bottom: m.padBottom }}
          onMoveStart={m.onMoveStart}
          onMoveEnd={m.onMoveEnd}
          fallback={
            // Without a map, the address is found by typing it (the address form of the fallback).
            <div className="picker__fallback">
              <p className="picker__fallback-text">{t('map.failed')}</p>
              <PlaceSearch autoFocus={false} onSelect={(found) => m.moveTo(found.point, found)} />
            </div>
          }
        />
      </div>

      <div className="picker__top">
        <IconButton
          label={t('delivery.back')}
          className="picker__round"
          onClick={onClose}
          data-channel-button="back"
          hidden={hasNativeButtons()}
        >
          <BackIcon />
        </IconButton>
        <button type="button" className="picker__search" onClick={() => m.setSearchOpen(true)}>
          <SearchIcon aria-hidden="true" />
          <span>{t('delivery.search.open')}</span>
        </button>
        {cities.length > 1 ? (
          <select
            className="picker__city"
            aria-label={t('delivery.city')}
            value={m.cityId ?? ''}
            onChange={(e) => m.pickCity(Number(e.target.value))}
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
          onClick={() => void m.locateMe()}
        >
          <LocateIcon />
        </IconButton>
      ) : null}

      <PickerCard
        cardRef={m.card}
        streetText={m.streetText}
        place={m.place}
        save={m.save}
        savedHere={m.savedHere}
        onSave={m.openDetails}
        onPickup={
          offersPickup
            ? () => {
                draft.setServiceType('PICK_UP');
                void navigate('/checkout', { replace: true });
              }
            : undefined
        }
      />

      <PlaceSearchDrawer
        open={m.searchOpen}
        onClose={() => m.setSearchOpen(false)}
        onSelect={(found) => m.moveTo(found.point, found)}
      />
      <AddressDetailsDrawer
        key={`${m.centre.latitude},${m.centre.longitude}`}
        open={m.detailsOpen}
        onClose={m.closeDetails}
        initial={m.initialDetails}
        streetLine={m.place?.description || m.street}
        saving={m.saving}
        error={m.saveError}
        onSave={(details) => void m.saveAddress(details)}
      />
    </div>
  );
});
