import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useApiMutation } from '../../core/api/use-api-mutation.ts';
import { CodeEntry } from '../../ui/code-entry.tsx';
import { codeProblemText, resendAtAfter } from '../../core/code-entry/code-problem.ts';
import { phoneMaskOf } from '../../core/forms/phone-masks.ts';
import { notify } from '../../core/notify.ts';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { afterSignIn } from './name-step.ts';
import {
  clearPendingLogin,
  pendingAfterSent,
  readPendingLogin,
  writePendingLogin,
  type PendingLogin,
} from './pending-login.ts';
import { phoneText } from '../../core/forms/phone-text.ts';
import './auth.css';

/**
 * Route login-confirm: the 6-digit code (typing the last digit signs in), with "send again" after a
 * countdown. Then on to where the customer was going, through the name step for an account that has
 * no name yet.
 */
export default function ConfirmPage() {
  const { merchant } = useStorefront();
  const [pending, setPending] = useState<PendingLogin | null>(() => readPendingLogin(merchant.id));
  if (!pending) return <Navigate to="/login" replace />;
  // A new code (a new expiry) starts from an empty field; a longer pause alone keeps what was typed.
  return <ConfirmForm key={pending.expiresAt} pending={pending} onResent={setPending} />;
}

function ConfirmForm({ pending, onResent }: { pending: PendingLogin; onResent: (p: PendingLogin) => void }) {
  const { merchant, settings, signIn } = useStorefront();
  const t = useT();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const login = useApiMutation('authLogin');
  const codeSend = useApiMutation('authCode');
  const busy = login.isPending ? 'checking' : codeSend.isPending ? 'sending' : null;

  function remember(next: PendingLogin) {
    writePendingLogin(merchant.id, next);
    onResent(next);
  }

  async function submit(code: string) {
    setError(null);
    const [failure, session] = await login.run({ body: { phone: pending.phone, code } });
    if (failure) return setError(codeProblemText(failure, t));
    signIn({ token: session.token, user: session.user });
    clearPendingLogin(merchant.id);
    notify(t('auth.welcome'), 'success');
    const next = afterSignIn(session.user, pending.from);
    navigate(next.to, { replace: true, state: next.state });
  }

  async function resend() {
    const now = Date.now();
    const [failure, sent] = await codeSend.run({ body: { phone: pending.phone } });
    if (failure) {
      // Asked too soon (another tab, a clock that differs): count down the server's pause instead.
      const resendAt = resendAtAfter(failure, now);
      if (resendAt !== null && resendAt > pending.resendAt) remember({ ...pending, resendAt });
      return setError(codeProblemText(failure, t));
    }
    remember(pendingAfterSent({ phone: pending.phone, from: pending.from, now }, sent));
    setError(null);
  }

  return (
    <CodeEntry
      id="code"
      className="auth"
      heading={<h1 className="auth__title">{t('auth.codeTitle')}</h1>}
      hint={t('core.code.sent', { phone: phoneText(phoneMaskOf(settings), pending.phone) })}
      error={error}
      busy={busy !== null}
      busyLabel={busy === 'checking' ? t('core.code.checking') : undefined}
      submitLabel={t('auth.signIn')}
      submitOnComplete
      resendAt={pending.resendAt}
      onResend={() => void resend()}
      onSubmit={(code) => void submit(code)}
      autoFocus
    >
      <Link to="/login" state={{ from: pending.from }} className="auth__link">
        {t('auth.changePhone')}
      </Link>
    </CodeEntry>
  );
}
