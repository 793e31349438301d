import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { notify } from '../../core/notify.ts';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import {
  clearPendingLogin,
  readPendingLogin,
  writePendingLogin,
  type PendingLogin,
} from './pending-login.ts';
import { useCountdown } from './use-countdown.ts';
import './auth.css';

/** Route login-confirm: the 6-digit code, with "send again" after a countdown. */
export default function ConfirmPage() {
  const [pending, setPending] = useState<PendingLogin | null>(readPendingLogin);
  if (!pending) return <Navigate to="/login" replace />;
  return <ConfirmForm key={pending.resendAt} pending={pending} onResent={setPending} />;
}

function ConfirmForm({ pending, onResent }: { pending: PendingLogin; onResent: (p: PendingLogin) => void }) {
  const { api, signIn } = useStorefront();
  const t = useT();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const seconds = useCountdown(pending.resendAt);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code) return setError(t('auth.required'));
    if (!/^\d{6}$/.test(code)) return setError(t('auth.codeLength'));
    setBusy(true);
    setError(null);
    const [failure, session] = await api.call('authLogin', { body: { phone: pending.phone, code } });
    setBusy(false);
    if (failure) return setError(failure.message);
    signIn({ token: session.token, user: session.user });
    clearPendingLogin();
    notify(t('auth.welcome'), 'success');
    navigate(pending.from, { replace: true });
  }

  async function resend() {
    setBusy(true);
    const [failure, sent] = await api.call('authCode', { body: { phone: pending.phone } });
    setBusy(false);
    if (failure) return setError(failure.message);
    const next = { ...pending, resendAt: Date.now() + sent.resendIn * 1000 };
    writePendingLogin(next);
    onResent(next);
    setError(null);
    setCode('');
  }

  return (
    <form className="auth" onSubmit={submit} noValidate>
      <h1 className="auth__title">{t('auth.codeTitle')}</h1>
      <p className="auth__hint">{t('auth.codeSent', { phone: pending.phone })}</p>
      <label className="auth__label" htmlFor="code">
        {t('auth.code')}
      </label>
      <input
        id="code"
        className="auth__input auth__input--code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'code-error' : undefined}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
        autoFocus
      />
      {error ? (
        <p id="code-error" className="auth__error" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={busy} className="auth__submit">
        {t('auth.signIn')}
      </Button>
      <div className="auth__row">
        {seconds > 0 ? (
          <span className="auth__hint" aria-live="polite">
            {t('auth.resendIn', { seconds })}
          </span>
        ) : (
          <Button variant="ghost" onClick={() => void resend()} disabled={busy}>
            {t('auth.resend')}
          </Button>
        )}
        <Link to="/login" className="auth__link">
          {t('auth.changePhone')}
        </Link>
      </div>
    </form>
  );
}
