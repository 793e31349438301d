import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { nameProblem } from '../../contract/field-rules.ts';
import { useApiMutation } from '../../core/api/use-api-mutation.ts';
import { useFormChecks, useFormField } from '../../core/forms/form-checks.tsx';
import { RequireSession } from '../../core/session/require-session.tsx';
import type { StoredSession } from '../../core/session/session-store.ts';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { cleanName, MAX_NAME_LENGTH, needsName } from './name-step.ts';
import { returnPath } from './pending-login.ts';
import './auth.css';

/**
 * Route login-name: the first name of an account that has none, asked once right after signing in
 * (see name-step.ts), saved to the profile, then on to where the customer was going. The name is
 * checked as the profile checks it (field-rules.ts), and a refusal of the server is said with the
 * form checks' own texts in the customer's language (core/forms), never the server's description,
 * which has three languages of the seven.
 */
export default function NamePage() {
  return <RequireSession>{(session) => <NameForm session={session} />}</RequireSession>;
}

function NameForm({ session }: { session: StoredSession }) {
  const { signIn } = useStorefront();
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const from = returnPath(location.state);
  const [name, setName] = useState('');
  /** What the form says of a refusal about no field of it (a lost connection...). */
  const [formError, setFormError] = useState<string | null>(null);
  const update = useApiMutation('userUpdate');
  const saving = update.isPending;
  const checks = useFormChecks();
  const field = useFormField(
    {
      id: 'first-name',
      paths: ['firstName'],
      label: t('auth.nameLabel'),
      check: () => nameProblem(name, true),
    },
    checks,
  );
  const error = field.error ?? formError;

  // Saving signs the named account in again, which lands here; so does a named account's visit.
  if (!needsName(session.user)) return <Navigate to={from} replace />;

  async function save(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    checks.clearRefusals();
    if (!checks.validate()) return;
    const [failure, user] = await update.run({
      params: { id: session.user.id },
      body: { firstName: cleanName(name) },
    });
    if (failure) return setFormError(checks.showRefusal(failure));
    signIn({ ...session, user });
  }

  return (
    <form className="auth" onSubmit={save} noValidate>
      <h1 className="auth__title">{t('auth.nameTitle')}</h1>
      <label className="auth__label" htmlFor="first-name">
        {t('auth.nameLabel')}
      </label>
      <input
        id="first-name"
        type="text"
        className="auth__input"
        autoComplete="given-name"
        maxLength={MAX_NAME_LENGTH}
        value={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'first-name-error' : 'first-name-hint'}
        onChange={(e) => {
          setName(e.target.value);
          setFormError(null);
          field.edited();
        }}
        autoFocus
      />
      {error ? (
        <p id="first-name-error" className="auth__error" role="alert">
          {error}
        </p>
      ) : (
        <p id="first-name-hint" className="auth__hint">
          {t('auth.nameHint')}
        </p>
      )}
      <Button type="submit" disabled={saving} className="auth__submit">
        {saving ? t('auth.saving') : t('auth.nameSave')}
      </Button>
      <Button
        variant="ghost"
        className="auth__skip"
        onClick={() => navigate(from, { replace: true })}
        disabled={saving}
      >
        {t('auth.nameSkip')}
      </Button>
    </form>
  );
}
