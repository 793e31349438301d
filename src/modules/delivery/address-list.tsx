/**
 * The addresses sheet's content (spec sections 2 and 4: my locations): the saved addresses with
 * their name and description. Choosing one (mode "choose") puts it on the order and closes after
 * 100 ms; the delete icon (only for an address with an id) asks first; deleting the order's own
 * address opens the picker. An add button opens the picker. Loading and empty states.
 */
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { Address } from '../../contract/index.ts';
import { useOrderDraft } from '../../core/order-draft/use-order-draft.ts';
import { useT } from '../../core/storefront.tsx';
import { Button, IconButton } from '../../ui/button.tsx';
import { PinIcon, PlusIcon, TrashIcon } from '../../ui/icons.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { PageState, Skeleton } from '../../ui/page-state.tsx';
import { CLOSE_DELAY_MS } from './address-picker.tsx';
import { DeleteAddressSheet } from './delete-address-sheet.tsx';
import { useAddressBook } from './use-address-book.ts';
import './address-list.css';

/** The same saved address: by id when both have one, else by the point (a copy on the order). */
export const sameAddress = (a: Address, b: Address | null): boolean =>
  b !== null &&
  (a.id !== null && a.id !== undefined && b.id !== null && b.id !== undefined
    ? a.id === b.id
    : a.latitude === b.latitude && a.longitude === b.longitude);

export const AddressList = observer(function AddressList({
  mode,
  headingLevel = 1,
  onChosen,
  onAdd,
  onOrderAddressDeleted,
}: {
  /** choose: a tap puts the address on the order; manage: the list only (profile). */
  mode: 'choose' | 'manage';
  headingLevel?: 1 | 2;
  onChosen?: () => void;
  onAdd: () => void;
  /** The address on the order was deleted (spec section 4: the picker opens). */
  onOrderAddressDeleted: () => void;
}) {
  const t = useT();
  const book = useAddressBook();
  const draft = useOrderDraft();
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  function choose(address: Address) {
    draft.deliverTo(address);
    if (onChosen) setTimeout(onChosen, CLOSE_DELAY_MS);
  }

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    const error = await book.remove(deleting);
    setBusy(false);
    if (error) {
      setDeleteError(error);
      return;
    }
    const wasOnOrder = sameAddress(deleting, draft.address);
    setDeleting(null);
    if (wasOnOrder) {
      draft.setAddress(null);
      onOrderAddressDeleted();
    }
  }

  const addButton = (
    <Button variant="secondary" className="addresses__add" onClick={onAdd}>
      <PlusIcon aria-hidden="true" />
      {t('delivery.addresses.add')}
    </Button>
  );

  let body;
  if (book.isPending)
    body = (
      <div className="addresses__list" aria-busy="true">
        <Skeleton width="100%" height={64} />
        <Skeleton width="100%" height={64} />
      </div>
    );
  else if (book.error && book.addresses.length === 0)
    body = (
      <LoadFailed
        level={2}
        title={t('delivery.addresses.loadFailed')}
        error={book.error}
        retry={t('delivery.retry')}
        onRetry={book.refetch}
      />
    );
  else if (book.addresses.length === 0)
    body = (
      <PageState
        level={2}
        title={t('delivery.addresses.empty.title')}
        message={t('delivery.addresses.empty.text')}
      />
    );
  else
    body = (
      <ul className="addresses__list">
        {book.addresses.map((address, index) => {
          const onOrder = mode === 'choose' && sameAddress(address, draft.address);
          const name = address.name || address.streetName || address.description || '';
          const content = (
            <>
              <span className="addresses__icon" aria-hidden="true">
                <PinIcon />
              </span>
              <span className="addresses__text">
                <span className="addresses__name">{name}</span>
                {address.description && address.description !== name ? (
                  <span className="addresses__description">{address.description}</span>
                ) : null}
              </span>
            </>
          );
          return (
            <li key={String(address.id ?? index)} className="addresses__item">
              {mode === 'choose' ? (
                <button
                  type="button"
                  className={`addresses__choose${onOrder ? ' addresses__choose--on' : ''}`}
                  aria-pressed={onOrder}
                  onClick={() => choose(address)}
                >
                  {content}
                </button>
              ) : (
                <div className="addresses__choose addresses__choose--static">{content}</div>
              )}
              {address.id !== null && address.id !== undefined ? (
                <IconButton
                  label={t('delivery.addresses.delete', { name })}
                  className="addresses__delete"
                  onClick={() => {
                    setDeleteError(null);
                    setDeleting(address);
                  }}
                >
                  <TrashIcon />
                </IconButton>
              ) : null}
            </li>
          );
        })}
      </ul>
    );

  return (
    <div className="addresses">
      <Heading className="addresses__title">{t('delivery.addresses.title')}</Heading>
      {body}
      {addButton}
      <DeleteAddressSheet
        address={deleting}
        busy={busy}
        error={deleteError}
        onNo={() => setDeleting(null)}
        onYes={() => void confirmDelete()}
      />
    </div>
  );
});
