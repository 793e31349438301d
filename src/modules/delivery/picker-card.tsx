import { useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import type { RefObject } from 'react';
import type { PickerModel } from './use-picker-model.ts';

/**
 * The card under the map: the street and house at the pin, why Save is off (out of every zone, no
 * street), the saved address found there, and Save. Out of every zone its title does not promise a
 * delivery, and where the merchant has pickup (`onPickup`) the button in Save's place offers it:
 * a disabled Save would leave the customer with no way to order.
 */
export function PickerCard({
  cardRef,
  streetText,
  place,
  save,
  savedHere,
  onSave,
  onPickup,
}: Pick<PickerModel, 'streetText' | 'place' | 'save' | 'savedHere'> & {
  /** The card's height sets the map's bottom padding. */
  cardRef: RefObject<HTMLElement | null>;
  onSave: () => void;
  /** Turns the order into a pickup; absent where there is no pickup or no order. */
  onPickup?: (() => void) | undefined;
}) {
  const t = useT();
  const outOfZone = save.reason === 'outOfZone';
  return (
    <section ref={cardRef} className="picker__card" aria-labelledby="picker-card-title">
      <h2 id="picker-card-title" className="picker__card-title">
        {t(outOfZone ? 'delivery.picker.notHere' : 'delivery.picker.deliverHere')}
      </h2>
      <p className="picker__street" aria-live="polite" data-testid="picker-street">
        {streetText}
      </p>
      {/* Fixed lines (the card's height must not change: a new map padding would stop a move). */}
      <p className="picker__full">
        {place?.description && save.reason !== 'looking' && save.reason !== 'moving' ? place.description : ''}
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
      {/* In Save's place, so the card keeps its height. */}
      {outOfZone && onPickup ? (
        <Button variant="secondary" className="picker__save" onClick={onPickup}>
          {t('delivery.picker.pickup')}
        </Button>
      ) : (
        <Button className="picker__save" disabled={!save.allowed} onClick={onSave}>
          {t('delivery.picker.save')}
        </Button>
      )}
    </section>
  );
}
