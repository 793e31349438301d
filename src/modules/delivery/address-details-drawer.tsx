/**
 * The new-address details (spec sections 2 and 4): a bottom drawer with the address's name, the
 * apartment or office, the intercom code (domophone), the entrance and the floor. Save is disabled
 * while saving; the screen decides what saving means (server or this device, the order or the list).
 */
import { useId, useState, type FormEvent } from 'react';
import { MAX_ADDRESS_EXTRA, type AddressExtras } from '../../core/order-draft/draft-schema.ts';
import { useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { Sheet } from '../../ui/sheet.tsx';
import './address-details.css';

/** Longest address name the input takes. */
export const MAX_ADDRESS_NAME = 100;

export interface AddressDetails extends AddressExtras {
  name: string;
}

export function AddressDetailsDrawer({
  open,
  onClose,
  initial,
  streetLine,
  saving,
  error,
  onSave,
}: {
  open: boolean;
  onClose: () => void;
  /** What the form starts with (a reused address's details, else the street as its name). */
  initial: AddressDetails;
  /** The street and house being saved, shown above the fields. */
  streetLine: string;
  saving: boolean;
  error: string | null;
  onSave: (details: AddressDetails) => void;
}) {
  const t = useT();
  return (
    <Sheet open={open} onClose={onClose} title={t('delivery.details.title')} closeLabel={t('delivery.close')}>
      <DetailsForm initial={initial} streetLine={streetLine} saving={saving} error={error} onSave={onSave} />
    </Sheet>
  );
}

function DetailsForm({
  initial,
  streetLine,
  saving,
  error,
  onSave,
}: {
  initial: AddressDetails;
  streetLine: string;
  saving: boolean;
  error: string | null;
  onSave: (details: AddressDetails) => void;
}) {
  const t = useT();
  const id = useId();
  const [details, setDetails] = useState(initial);
  const field = (key: keyof AddressDetails) => ({
    value: details[key],
    onChange: (e: { target: { value: string } }) => setDetails((d) => ({ ...d, [key]: e.target.value })),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!saving) onSave(details);
  }

  return (
    <form className="address-details" onSubmit={submit} noValidate aria-busy={saving || undefined}>
      <h2 className="address-details__title">{t('delivery.details.title')}</h2>
      <p className="address-details__street">{streetLine}</p>
      <TextField
        id={`${id}-name`}
        label={t('delivery.details.name')}
        hint={t('delivery.details.nameHint')}
        autoComplete="off"
        maxLength={MAX_ADDRESS_NAME}
        {...field('name')}
      />
      <div className="address-details__grid">
        <TextField
          id={`${id}-office`}
          label={t('delivery.details.office')}
          autoComplete="off"
          maxLength={MAX_ADDRESS_EXTRA}
          {...field('office')}
        />
        <TextField
          id={`${id}-domophone`}
          label={t('delivery.details.domophone')}
          autoComplete="off"
          maxLength={MAX_ADDRESS_EXTRA}
          {...field('domophone')}
        />
        <TextField
          id={`${id}-entrance`}
          label={t('delivery.details.entrance')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={MAX_ADDRESS_EXTRA}
          {...field('entrance')}
        />
        <TextField
          id={`${id}-floor`}
          label={t('delivery.details.floor')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={MAX_ADDRESS_EXTRA}
          {...field('floor')}
        />
      </div>
      {error ? (
        <p className="address-details__error" role="alert">
          {error}
        </p>
      ) : null}
      <Button
        type="submit"
        className="address-details__save"
        disabled={saving}
        aria-busy={saving || undefined}
      >
        {saving ? t('delivery.saving') : t('delivery.details.save')}
      </Button>
    </form>
  );
}
