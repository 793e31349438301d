/**
 * The delete confirmation sheet (spec section 2): the address's name and description, with no and
 * yes buttons. "No" takes the focus first: deleting is the step that cannot be undone.
 */
import type { Address } from '../../contract/index.ts';
import { useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { Sheet } from '../../ui/sheet.tsx';
import './address-list.css';

export function DeleteAddressSheet({
  address,
  busy,
  error,
  onNo,
  onYes,
}: {
  /** The address to delete; null: the sheet is closed. */
  address: Address | null;
  busy: boolean;
  error: string | null;
  onNo: () => void;
  onYes: () => void;
}) {
  const t = useT();
  const name = address?.name || address?.streetName || '';
  return (
    <Sheet
      open={address !== null}
      onClose={onNo}
      title={t('delivery.remove.title')}
      closeLabel={t('delivery.close')}
      placement="center"
    >
      <div className="remove-address">
        <h2 className="remove-address__title">{t('delivery.remove.question')}</h2>
        <p className="remove-address__name">{name}</p>
        {address?.description && address.description !== name ? (
          <p className="remove-address__description">{address.description}</p>
        ) : null}
        {error ? (
          <p className="remove-address__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="remove-address__actions">
          <Button variant="secondary" onClick={onNo} autoFocus>
            {t('delivery.remove.no')}
          </Button>
          <Button onClick={onYes} disabled={busy} aria-busy={busy || undefined}>
            {t('delivery.remove.yes')}
          </Button>
        </div>
      </div>
    </Sheet>
  );
}
