import { useState, type FormEvent } from 'react';
import { applyMask, isComplete, unmask } from '../../core/forms/mask.ts';
import { phoneMaskOf } from '../../core/forms/phone-masks.ts';
import { notify } from '../../core/notify.ts';
import type { StoredSession } from '../../core/session/session-store.ts';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';

/** Changing the phone: a code goes to the new number (type WEB), the code confirms the change. */
export function PhoneChange({ session, onDone }: { session: StoredSession; onDone: () => void }) {
  const { api, settings, signIn } = useStorefront();
  const t = useT();
  const mask = phoneMaskOf(settings);
  const [phone, setPhone] = useState(() => applyMask(mask, ''));
  const [request, setRequest] = useState<{ id: number; phone: string } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function sendCode(event: FormEvent) {
    event.preventDefault();
    if (!isComplete(mask, phone)) return setError(t('profile.required'));
    setBusy(true);
    const [failure, change] = await api.call('phoneChange', {
      body: { phone: unmask(mask, phone), type: 'WEB' },
    });
    setBusy(false);
    if (failure) return setError(failure.message);
    setError(null);
    setRequest({ id: change.id, phone: change.phone });
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!request) return;
    if (!/^\d{6}$/.test(code)) return setError(t('profile.codeLength'));
    setBusy(true);
    const [failure, result] = await api.call('phoneVerify', {
      body: { id: request.id, code, phone: request.phone },
    });
    setBusy(false);
    if (failure) return setError(failure.message);
    signIn({ ...session, user: { ...session.user, phone: result.phone } });
    notify(t('profile.phoneChanged'), 'success');
    onDone();
  }

  return request ? (
    <form className="profile-form" onSubmit={verify} noValidate>
      <p className="auth__hint">{t('profile.codeSent', { phone: request.phone })}</p>
      <label className="profile-form__field">
        <span>{t('profile.code')}</span>
        <input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        />
      </label>
      {error ? (
        <p className="profile-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={busy}>
        {t('profile.confirm')}
      </Button>
    </form>
  ) : (
    <form className="profile-form" onSubmit={sendCode} noValidate>
      <label className="profile-form__field">
        <span>{t('profile.newPhone')}</span>
        <input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          onChange={(e) => setPhone(applyMask(mask, e.target.value))}
        />
      </label>
      {error ? (
        <p className="profile-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={busy}>
        {t('profile.getCode')}
      </Button>
    </form>
  );
}
