import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { SavedCard } from '../../contract/index.ts';
import { useApiMutation } from '../../core/api/use-api-mutation.ts';
import { serverNow } from '../../core/server-clock.ts';
import { RequireSession } from '../../core/session/require-session.tsx';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { BackIcon } from '../../ui/icons.tsx';
import { cardErrorText } from './card-errors.ts';
import { expiryProblem, formatCardNumber, formatExpiry, newCardOf, numberProblem } from './card-form.ts';
import { savedCardsKey } from './card-queries.ts';
import { CONFIRM_PATH, returnPath, type ConfirmState } from './card-routes.ts';
import { PoweredByPayme } from './powered-by-payme.tsx';
import './cards.css';
import { hasNativeButtons } from '../../core/channel-buttons.ts';

/** Route profile-cards-create: the card form. */
export default function CardCreatePage() {
  return <RequireSession>{(session) => <CardForm userId={session.user.id} />}</RequireSession>;
}

/**
 * The card number and expiry, masked as typed, checked (Luhn, a month, not expired on the server's
 * clock) before anything is sent; then sent once to be saved with Payme, which texts a code to the
 * card holder's phone (the confirm screen takes it). Payme's rules for the form: no `name` on the
 * inputs and no `action` on the form, so the browser never submits or remembers the number; the
 * number lives in this component's state only and is gone when the screen is.
 */
function CardForm({ userId }: { userId: number }) {
  const { merchant } = useStorefront();
  const t = useT();
  const navigate = useNavigate();
  const { state } = useLocation();
  const queryClient = useQueryClient();
  const back = returnPath(state);
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [touched, setTouched] = useState({ number: false, expiry: false });
  const create = useApiMutation('cardCreate');
  const sending = create.isPending;
  const [error, setError] = useState<{ text: string; field: 'number' | 'form' } | null>(null);

  const numberIssue = numberProblem(number);
  const expiryIssue = expiryProblem(expiry, serverNow());
  const numberError =
    error?.field === 'number'
      ? error.text
      : touched.number && numberIssue
        ? t(`payment-card.create.number.${numberIssue}`)
        : null;
  const expiryError = touched.expiry && expiryIssue ? t(`payment-card.create.expiry.${expiryIssue}`) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setTouched({ number: true, expiry: true });
    if (numberIssue || expiryIssue) {
      document.getElementById(numberIssue ? 'card-number' : 'card-expiry')?.focus();
      return;
    }
    setError(null);
    const [failure, added] = await create.run({ body: newCardOf(number, expiry) });
    if (failure) {
      setError({
        text: cardErrorText(failure, t),
        field: failure.code === 'CARD_NUMBER_INVALID' ? 'number' : 'form',
      });
      return;
    }
    queryClient.setQueryData(savedCardsKey(merchant.id, userId), (list: SavedCard[] | undefined) => [
      added.card,
      ...(list ?? []).filter((card) => card.id !== added.card.id),
    ]);
    const next: ConfirmState = { code: added.code, sentAt: Date.now(), from: back };
    void navigate(`${CONFIRM_PATH}?card=${added.card.id}`, { replace: true, state: next });
  }

  return (
    <div className="cards">
      <Link
        to={back}
        className="cards__back"
        state={null}
        data-channel-button="back"
        hidden={hasNativeButtons()}
      >
        <BackIcon aria-hidden="true" />
        {t('payment-card.back')}
      </Link>
      <h1 className="cards__title">{t('payment-card.create.title')}</h1>
      {/* Payme: no `action` here and no `name` on the card inputs. */}
      <form className="card-form" onSubmit={(e) => void submit(e)} noValidate autoComplete="off">
        <TextField
          id="card-number"
          className="card-form__number"
          label={t('payment-card.create.number.label')}
          hint={t('payment-card.create.number.hint')}
          error={numberError}
          value={number}
          onChange={(e) => {
            setNumber(formatCardNumber(e.target.value));
            if (error?.field === 'number') setError(null);
          }}
          onBlur={() => setTouched((was) => ({ ...was, number: true }))}
          inputMode="numeric"
          autoComplete="off"
          placeholder="0000 0000 0000 0000"
          dir="ltr"
          maxLength={19}
          required
        />
        <TextField
          id="card-expiry"
          className="card-form__expiry"
          label={t('payment-card.create.expiry.label')}
          hint={t('payment-card.create.expiry.hint')}
          error={expiryError}
          value={expiry}
          onChange={(e) => setExpiry(formatExpiry(e.target.value))}
          onBlur={() => setTouched((was) => ({ ...was, expiry: true }))}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('payment-card.create.expiry.placeholder')}
          dir="ltr"
          maxLength={5}
          required
        />
        <p className="card-form__note">{t('payment-card.create.noCvv')}</p>
        {error?.field === 'form' ? (
          <p className="card-form__error" role="alert">
            {error.text}
          </p>
        ) : null}
        <Button
          type="submit"
          disabled={sending}
          aria-busy={sending || undefined}
          data-channel-button="main"
          hidden={hasNativeButtons()}
        >
          {sending ? t('payment-card.create.sending') : t('payment-card.create.submit')}
        </Button>
      </form>
      <PoweredByPayme />
    </div>
  );
}
