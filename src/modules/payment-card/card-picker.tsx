/**
 * The customer's confirmed cards as a single choice, with loading, error and empty states and a link
 * to add one. Shared by the checkout's CARD option and the order page's "pay with a saved card".
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import type { SavedCard } from '../../contract/index.ts';
import { useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/page-state.tsx';
import { SavedCardLabel } from './saved-card-label.tsx';

export function CardPicker({
  name,
  cards,
  chosen,
  onChoose,
}: {
  /** The radio group. */
  name: string;
  cards: UseQueryResult<SavedCard[]>;
  chosen: SavedCard | null;
  onChoose: (id: number) => void;
}) {
  const t = useT();
  const { pathname } = useLocation();
  const add = (
    <Link className="card-picker__add" to="/profile/cards/create" state={{ from: pathname }}>
      {t('payment-card.picker.add')}
    </Link>
  );
  if (cards.isPending)
    return (
      <div className="card-picker" aria-busy="true">
        <Skeleton width="100%" height={52} />
      </div>
    );
  if (!cards.data)
    return (
      <div className="card-picker" role="alert">
        <p className="card-picker__note">{t('payment-card.picker.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void cards.refetch()}>
          {t('payment-card.retry')}
        </Button>
      </div>
    );
  const verified = cards.data.filter((card) => card.isVerified);
  if (verified.length === 0)
    return (
      <div className="card-picker">
        <p className="card-picker__note">
          {cards.data.length ? t('payment-card.picker.noneConfirmed') : t('payment-card.picker.none')}
        </p>
        {add}
      </div>
    );
  return (
    <fieldset className="card-picker">
      <legend className="card-picker__legend">{t('payment-card.picker.legend')}</legend>
      {verified.map((card) => (
        <label
          key={card.id}
          className={`card-picker__card${chosen?.id === card.id ? ' card-picker__card--on' : ''}`}
        >
          <input
            type="radio"
            className="card-picker__input"
            name={name}
            value={card.id}
            checked={chosen?.id === card.id}
            onChange={() => onChoose(card.id)}
          />
          <SavedCardLabel card={card} />
        </label>
      ))}
      {add}
    </fieldset>
  );
}
