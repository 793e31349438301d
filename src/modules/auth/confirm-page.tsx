import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { CodeEntry } from '../../core/code-entry/code-entry.tsx';
import { codeProblemText } from '../../core/code-entry/code-problem.ts';
import { notify } from '../../core/notify.ts';
import { useStorefront, useT } from '../../core/storefront.tsx';
import {
  clearPendingLogin,
  readPendingLogin,
  writePendingLogin,
  type PendingLogin,
} from './pending-login.ts';
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
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(code: string) {
    setBusy(true);
    setError(null);
    const [failure, session] = await api.call('authLogin', { body: { phone: pending.phone, code } });
    setBusy(false);
    if (failure) return setError(codeProblemText(failure, t));
    signIn({ token: session.token, user: session.user });
    clearPendingLogin();
    notify(t('auth.welcome'), 'success');
    navigate(pending.from, { replace: true });
  }

  async function resend() {
    setBusy(true);
    const [failure, sent] = await api.call('authCode', { body: { phone: pending.phone } });
    setBusy(false);
    if (failure) return setError(codeProblemText(failure, t));
    const next = { ...pending, resendAt: Date.now() + sent.resendIn * 1000 };
    writePendingLogin(next);
    onResent(next);
    setError(null);
  }

  return (
    <CodeEntry
      id="code"
      className="auth"
      heading={<h1 className="auth__title">{t('auth.codeTitle')}</h1>}
      hint={t('core.code.sent', { phone: pending.phone })}
      error={error}
      busy={busy}
      submitLabel={t('auth.signIn')}
      resendAt={pending.resendAt}
      onResend={() => void resend()}
      onSubmit={(code) => void submit(code)}
      autoFocus
    >
      <Link to="/login" className="auth__link">
        {t('auth.changePhone')}
      </Link>
    </CodeEntry>
  );
}
