import { useState, type FormEvent } from 'react';
import { CodeEntry } from '../../core/code-entry/code-entry.tsx';
import { codeProblemText } from '../../core/code-entry/code-problem.ts';
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

  async function verify(code: string) {
    if (!request) return;
    setBusy(true);
    setError(null);
    const [failure, result] = await api.call('phoneVerify', {
      body: { id: request.id, code, phone: request.phone },
    });
    setBusy(false);
    if (failure) return setError(codeProblemText(failure, t));
    signIn({ ...session, user: { ...session.user, phone: result.phone } });
    notify(t('profile.phoneChanged'), 'success');
    onDone();
  }

  return request ? (
    <CodeEntry
      id="new-phone-code"
      className="profile-form"
      hint={t('core.code.sent', { phone: request.phone })}
      error={error}
      busy={busy}
      submitLabel={t('profile.confirm')}
      onSubmit={(code) => void verify(code)}
      autoFocus
    />
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
