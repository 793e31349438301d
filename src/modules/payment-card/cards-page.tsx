import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { SavedCard } from '../../contract/index.ts';
import { useApiMutation } from '../../core/api/use-api-mutation.ts';
import { notify } from '../../core/notify.ts';
import { RequireSession } from '../../core/session/require-session.tsx';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { Button, IconButton } from '../../ui/button.tsx';
import { BackIcon, PlusIcon, TrashIcon } from '../../ui/icons.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { PageState, Skeleton } from '../../ui/page-state.tsx';
import { Sheet } from '../../ui/sheet.tsx';
import { cardErrorText } from './card-errors.ts';
import { savedCardsKey } from './card-queries.ts';
import { CONFIRM_PATH, CREATE_PATH } from './card-routes.ts';
import { PoweredByPayme } from './powered-by-payme.tsx';
import { SavedCardLabel, useCardName } from './saved-card-label.tsx';
import { useSavedCards } from './use-saved-cards.ts';
import './cards.css';
import { hasNativeButtons } from '../../core/channel-buttons.ts';

/** Route profile-cards: the customer's saved cards, to add, confirm and delete. */
export default function CardsPage() {
  return <RequireSession>{(session) => <Cards userId={session.user.id} />}</RequireSession>;
}

function Cards({ userId }: { userId: number }) {
  const { merchant } = useStorefront();
  const t = useT();
  const cardName = useCardName();
  const queryClient = useQueryClient();
  const { cards } = useSavedCards();
  const [deleting, setDeleting] = useState<SavedCard | null>(null);
  const removal = useApiMutation('cardDelete');
  const busy = removal.isPending;
  const [error, setError] = useState<string | null>(null);

  async function remove() {
    if (!deleting || busy) return;
    const [failure] = await removal.run({ params: { id: deleting.id } });
    if (failure) return setError(cardErrorText(failure, t));
    queryClient.setQueryData(savedCardsKey(merchant.id, userId), (list: SavedCard[] | undefined) =>
      list?.filter((card) => card.id !== deleting.id),
    );
    setDeleting(null);
    notify(t('payment-card.list.removed'), 'success');
  }

  let body;
  if (cards.isPending)
    body = (
      <div className="cards__list" aria-busy="true">
        <Skeleton width="100%" height={68} />
        <Skeleton width="100%" height={68} />
      </div>
    );
  else if (!cards.data)
    body = (
      <LoadFailed
        level={2}
        title={t('payment-card.list.loadFailed')}
        error={cards.error}
        retry={t('payment-card.retry')}
        onRetry={() => void cards.refetch()}
      />
    );
  else if (cards.data.length === 0)
    body = (
      <PageState
        level={2}
        title={t('payment-card.list.empty.title')}
        message={t('payment-card.list.empty.text')}
      />
    );
  else
    body = (
      <ul className="cards__list">
        {cards.data.map((card) => (
          <li key={card.id} className="cards__item">
            <SavedCardLabel card={card} unconfirmed={!card.isVerified} />
            {card.isVerified ? null : (
              <Link className="cards__confirm" to={`${CONFIRM_PATH}?card=${card.id}`}>
                {t('payment-card.list.confirm')}
              </Link>
            )}
            <IconButton
              label={t('payment-card.list.delete', { card: cardName(card) })}
              className="cards__delete"
              onClick={() => {
                setError(null);
                setDeleting(card);
              }}
            >
              <TrashIcon />
            </IconButton>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="cards">
      <Link to="/profile" className="cards__back" data-channel-button="back" hidden={hasNativeButtons()}>
        <BackIcon aria-hidden="true" />
        {t('payment-card.toProfile')}
      </Link>
      <h1 className="cards__title">{t('payment-card.list.title')}</h1>
      {body}
      <Link to={CREATE_PATH} className="btn btn--secondary cards__add">
        <PlusIcon aria-hidden="true" />
        {t('payment-card.list.add')}
      </Link>
      <PoweredByPayme />
      <Sheet
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('payment-card.remove.title')}
        closeLabel={t('payment-card.close')}
        placement="center"
      >
        <div className="remove-card">
          <h2 className="remove-card__title">{t('payment-card.remove.question')}</h2>
          {deleting ? <SavedCardLabel card={deleting} /> : null}
          <p className="remove-card__text">{t('payment-card.remove.text')}</p>
          {error ? (
            <p className="remove-card__error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="remove-card__actions">
            <Button variant="secondary" onClick={() => setDeleting(null)} autoFocus>
              {t('payment-card.remove.no')}
            </Button>
            <Button onClick={() => void remove()} disabled={busy} aria-busy={busy || undefined}>
              {t('payment-card.remove.yes')}
            </Button>
          </div>
        </div>
      </Sheet>
    </div>
  );
}
