import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { applyMask, isComplete, unmask } from '../../core/forms/mask.ts';
import { phoneMaskOf } from '../../core/forms/phone-masks.ts';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { returnPath, writePendingLogin } from './pending-login.ts';
import './auth.css';

/** Route login: the phone number the sign-in code goes to. */
export default function LoginPage() {
  const { api, settings } = useStorefront();
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const mask = phoneMaskOf(settings);
  const [phone, setPhone] = useState(() => applyMask(mask, ''));
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const guest = (location.state as { reason?: string } | null)?.reason === 'guest';

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
    setSending(true);
    setError(null);
    const number = unmask(mask, phone);
    const [failure, sent] = await api.call('authCode', { body: { phone: number } });
    setSending(false);
    if (failure) return setError(failure.message);
    writePendingLogin({
      phone: number,
      resendAt: Date.now() + sent.resendIn * 1000,
      from: returnPath(location.state),
    });
    navigate('/login/confirm');
  }

  return (
    <form className="auth" onSubmit={submit} noValidate>
      <h1 className="auth__title">{t('auth.title')}</h1>
      {guest ? (
        <p className="auth__notice" role="status">
          {t('auth.guest')}
        </p>
      ) : null}
      <label className="auth__label" htmlFor="phone">
        {t('auth.phone')}
      </label>
      <input
        id="phone"
        className="auth__input"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={phone}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'phone-error' : 'phone-hint'}
        onChange={(e) => setPhone(applyMask(mask, e.target.value))}
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
