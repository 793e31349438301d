import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { groupCardNumber, type SavedCard } from '../../contract/index.ts';
import { useApiMutation } from '../../core/api/use-api-mutation.ts';
import { CodeEntry } from '../../ui/code-entry.tsx';
import { notify } from '../../core/notify.ts';
import { RequireSession } from '../../core/session/require-session.tsx';
import { phoneMaskOf } from '../../core/forms/phone-masks.ts';
import { phoneText } from '../../core/forms/phone-text.ts';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { BackIcon } from '../../ui/icons.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { PageState, Skeleton } from '../../ui/page-state.tsx';
import { cardErrorText } from './card-errors.ts';
import { savedCardsKey } from './card-queries.ts';
import { CARDS_PATH, confirmStateOf, returnPath } from './card-routes.ts';
import { PoweredByPayme } from './powered-by-payme.tsx';
import { useSavedCards } from './use-saved-cards.ts';
import './cards.css';
import { hasNativeButtons } from '../../core/channel-buttons.ts';

/** Route profile-cards-confirm (?card=<id>): the SMS code that confirms a saved card. */
export default function CardConfirmPage() {
  return <RequireSession>{(session) => <Confirm userId={session.user.id} />}</RequireSession>;
}

function Confirm({ userId }: { userId: number }) {
  const t = useT();
  const [params] = useSearchParams();
  const { state } = useLocation();
  const { cards } = useSavedCards();
  const id = Number(params.get('card'));
  const card = cards.data?.find((c) => c.id === id);
  const back = returnPath(state);

  const backLink = (
    <Link to={CARDS_PATH} className="cards__back" data-channel-button="back" hidden={hasNativeButtons()}>
      <BackIcon aria-hidden="true" />
      {t('payment-card.list.title')}
    </Link>
  );
  if (cards.isPending)
    return (
      <div className="cards" aria-busy="true">
        {backLink}
        <Skeleton width="60%" height={32} radius={8} />
        <Skeleton width="100%" height={160} />
      </div>
    );
  if (!cards.data)
    return (
      <div className="cards">
        {backLink}
        <LoadFailed
          title={t('payment-card.list.loadFailed')}
          error={cards.error}
          retry={t('payment-card.retry')}
          onRetry={() => void cards.refetch()}
        />
      </div>
    );
  if (!card)
    return (
      <div className="cards">
        {backLink}
        <PageState
          title={t('payment-card.confirm.notFound.title')}
          message={t('payment-card.confirm.notFound.text')}
        />
      </div>
    );
  if (card.isVerified)
    return (
      <div className="cards">
        {backLink}
        <PageState
          title={t('payment-card.confirm.already.title')}
          message={t('payment-card.confirm.already.text')}
        >
          <Link className="btn btn--primary" to={back}>
            {t('payment-card.confirm.continue')}
          </Link>
        </PageState>
      </div>
    );
  return (
    <div className="cards">
      {backLink}
      <CodeStep card={card} userId={userId} back={back} sent={confirmStateOf(state)} />
      <PoweredByPayme />
    </div>
  );
}

/**
 * The code from the SMS, instead of a CVV: where it went (Payme's masked phone), the field, "send
 * again" after Payme's wait, and Payme's refusal in the customer's words.
 */
function CodeStep({
  card,
  userId,
  back,
  sent,
}: {
  card: SavedCard;
  userId: number;
  back: string;
  sent: ReturnType<typeof confirmStateOf>;
}) {
  const { merchant, settings } = useStorefront();
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Without a code sent just now (a reload, or from the list), "send" is offered at once.
  const [code, setCode] = useState(() =>
    sent ? { phone: sent.code.phone, resendAt: sent.sentAt + sent.code.resendIn * 1000 } : null,
  );
  const codeSend = useApiMutation('cardCode');
  const verification = useApiMutation('cardVerify');
  const busy = codeSend.isPending || verification.isPending;
  const [error, setError] = useState<string | null>(null);
  const number = groupCardNumber(card.number);

  async function resend() {
    setError(null);
    const [failure, answer] = await codeSend.run({ params: { id: card.id } });
    if (failure) {
      setError(cardErrorText(failure, t));
      const wait = failure.retryAfter;
      if (wait) setCode((was) => ({ phone: was?.phone ?? '', resendAt: Date.now() + wait * 1000 }));
      return;
    }
    setCode({ phone: answer.phone, resendAt: Date.now() + answer.resendIn * 1000 });
  }

  async function confirm(digits: string) {
    setError(null);
    const [failure, confirmed] = await verification.run({
      params: { id: card.id },
      body: { code: digits },
    });
    if (failure) return setError(cardErrorText(failure, t));
    queryClient.setQueryData(savedCardsKey(merchant.id, userId), (list: SavedCard[] | undefined) =>
      list?.map((c) => (c.id === confirmed.id ? confirmed : c)),
    );
    notify(t('payment-card.confirm.done', { number }), 'success');
    void navigate(back, { replace: true });
  }

  return (
    <CodeEntry
      key={code?.resendAt ?? 0}
      id="card-code"
      className="card-code"
      heading={<h1 className="cards__title">{t('payment-card.confirm.title')}</h1>}
      hint={
        code?.phone
          ? t('payment-card.confirm.sent', { phone: phoneText(phoneMaskOf(settings), code.phone), number })
          : t('payment-card.confirm.ask', { number })
      }
      error={error}
      busy={busy}
      submitLabel={t('payment-card.confirm.submit')}
      busyLabel={t('payment-card.confirm.checking')}
      submitOnComplete
      resendAt={code?.resendAt}
      onResend={code ? () => void resend() : undefined}
      onSubmit={(digits) => void confirm(digits)}
      autoFocus
    >
      {code ? null : (
        <Button variant="secondary" onClick={() => void resend()} disabled={busy}>
          {t('payment-card.confirm.send')}
        </Button>
      )}
    </CodeEntry>
  );
}
