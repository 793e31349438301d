import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useApiMutation } from '../../core/api/use-api-mutation.ts';
import { codeProblemText } from '../../core/code-entry/code-problem.ts';
import { applyMask, isComplete, phoneInputProps, unmask } from '../../core/forms/mask.ts';
import { phoneMaskOf } from '../../core/forms/phone-masks.ts';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import {
  pendingAfterRefusal,
  pendingAfterSent,
  readPendingLogin,
  returnPath,
  writePendingLogin,
  type PendingLogin,
} from './pending-login.ts';
import { phoneText } from '../../core/forms/phone-text.ts';
import './auth.css';

/**
 * Route login: the phone number the sign-in code goes to. A customer who already has a code that
 * still works (the page was closed while the SMS came) is offered the code screen, and asking again
 * too soon leads there too, with the countdown, rather than stopping at the server's refusal.
 */
export default function LoginPage() {
  const { settings, merchant } = useStorefront();
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const mask = phoneMaskOf(settings);
  const [remembered] = useState(() => readPendingLogin(merchant.id));
  const [phone, setPhone] = useState(() => applyMask(mask, remembered?.phone ?? ''));
  const [error, setError] = useState<string | null>(null);
  const codeSend = useApiMutation('authCode');
  const sending = codeSend.isPending;
  const guest = (location.state as { reason?: string } | null)?.reason === 'guest';
  // Where the customer is going: where they were sent from, else where the code on its way was for.
  const sentFrom = returnPath(location.state);
  const from = sentFrom === '/' && remembered ? remembered.from : sentFrom;

  function toCode(pending: PendingLogin) {
    writePendingLogin(merchant.id, pending);
    navigate('/login/confirm');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isComplete(mask, phone)) {
      setError(
        t(
          phone.replace(/\D/g, '').length <= mask.replace(/\D/g, '').length
            ? 'auth.required'
            : 'auth.phoneIncomplete',
        ),
      );
      return;
    }
    setError(null);
    const number = unmask(mask, phone);
    const [failure, sent] = await codeSend.run({ body: { phone: number } });
    const request = { phone: number, from, now: Date.now() };
    if (!failure) return toCode(pendingAfterSent(request, sent));
    const pending = pendingAfterRefusal(request, failure, readPendingLogin(merchant.id));
    if (pending) return toCode(pending);
    setError(codeProblemText(failure, t));
  }

  return (
    <form className="auth" onSubmit={submit} noValidate>
      <h1 className="auth__title">{t('auth.title')}</h1>
      {guest ? (
        <p className="auth__notice" role="status">
          {t('auth.guest')}
        </p>
      ) : null}
      {remembered ? (
        <div className="auth__notice auth__waiting">
          <p>{t('auth.codeWaiting', { phone: phoneText(mask, remembered.phone) })}</p>
          <Button variant="secondary" onClick={() => toCode({ ...remembered, from })}>
            {t('auth.enterCode')}
          </Button>
        </div>
      ) : null}
      <label className="auth__label" htmlFor="phone">
        {t('auth.phone')}
      </label>
      <input
        id="phone"
        className="auth__input"
        autoComplete="tel"
        {...phoneInputProps(mask, phone, setPhone)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'phone-error' : 'phone-hint'}
        autoFocus
      />
      {error ? (
        <p id="phone-error" className="auth__error" role="alert">
          {error}
        </p>
      ) : (
        <p id="phone-hint" className="auth__hint">
          {t('auth.phoneHint')}
        </p>
      )}
      <Button type="submit" disabled={sending} className="auth__submit">
        {sending ? t('auth.sending') : t('auth.getCode')}
      </Button>
    </form>
  );
}
