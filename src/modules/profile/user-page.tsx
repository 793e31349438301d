import { useState, type FormEvent } from 'react';
import { birthdayProblem, emailProblem, MIN_BIRTHDAY, nameProblem } from '../../contract/field-rules.ts';
import { useApiMutation } from '../../core/api/use-api-mutation.ts';
import { useFormChecks, useFormField } from '../../core/forms/form-checks.tsx';
import { notify } from '../../core/notify.ts';
import { serverDate } from '../../core/server-clock.ts';
import { RequireSession } from '../../core/session/require-session.tsx';
import type { StoredSession } from '../../core/session/session-store.ts';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { Segmented } from '../../ui/segmented.tsx';
import { TextField } from '../../ui/field.tsx';
import { AvatarEditor } from './avatar-editor.tsx';
import { PhoneChange } from './phone-change.tsx';
import './profile.css';

/**
 * Route profile-user: personal information (picture, names, birthday, email, gender) and the phone.
 * The form checks what it can before sending (field-rules.ts, the server's own rules), and says what
 * is wrong under the field; so does a refusal of the server.
 */
export default function UserPage() {
  return <RequireSession>{(session) => <UserForm session={session} />}</RequireSession>;
}

const genders = ['male', 'female'] as const;

function UserForm({ session }: { session: StoredSession }) {
  const { signIn } = useStorefront();
  const t = useT();
  const user = session.user;
  const [form, setForm] = useState({
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    birthday: user.birthday ?? '',
    email: user.email ?? '',
    gender: user.gender ?? null,
  });
  const [error, setError] = useState<string | null>(null);
  const update = useApiMutation('userUpdate');
  const saving = update.isPending;
  const [changingPhone, setChangingPhone] = useState(false);
  const checks = useFormChecks();
  // The server's clock, on the customer's calendar: a birthday is today at the latest.
  const [today] = useState(() => localIsoDate(serverDate()));
  const fields = {
    firstName: useFormField(
      {
        id: 'profile-first-name',
        paths: ['firstName'],
        label: t('profile.firstName'),
        check: () => nameProblem(form.firstName, true),
      },
      checks,
    ),
    lastName: useFormField(
      {
        id: 'profile-last-name',
        paths: ['lastName'],
        label: t('profile.lastName'),
        check: () => nameProblem(form.lastName, false),
      },
      checks,
    ),
    birthday: useFormField(
      {
        id: 'profile-birthday',
        paths: ['birthday'],
        label: t('profile.birthday'),
        check: () => birthdayProblem(form.birthday, today),
      },
      checks,
    ),
    email: useFormField(
      {
        id: 'profile-email',
        paths: ['email'],
        label: t('profile.email'),
        check: () => emailProblem(form.email),
      },
      checks,
    ),
  };
  const set = (key: keyof typeof fields) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    fields[key].edited();
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    checks.clearRefusals();
    if (!checks.validate()) return;
    const [failure, updated] = await update.run({
      params: { id: user.id },
      body: {
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim() || null,
        birthday: form.birthday || null,
        email: form.email.trim() || null,
        gender: form.gender,
      },
    });
    if (failure) return setError(checks.showRefusal(failure));
    signIn({ ...session, user: updated });
    notify(t('profile.saved'), 'success');
  }

  return (
    <div className="profile">
      <h1 className="profile__name">{t('profile.entry.user')}</h1>
      <AvatarEditor session={session} />
      <form className="profile-form" onSubmit={save} noValidate>
        <TextField
          id="profile-first-name"
          label={t('profile.firstName')}
          autoComplete="given-name"
          value={form.firstName}
          error={fields.firstName.error}
          onChange={(e) => set('firstName')(e.target.value)}
          required
        />
        <TextField
          id="profile-last-name"
          label={t('profile.lastName')}
          autoComplete="family-name"
          value={form.lastName}
          error={fields.lastName.error}
          onChange={(e) => set('lastName')(e.target.value)}
        />
        <TextField
          id="profile-birthday"
          label={t('profile.birthday')}
          type="date"
          autoComplete="bday"
          min={MIN_BIRTHDAY}
          max={today}
          value={form.birthday}
          error={fields.birthday.error}
          onChange={(e) => set('birthday')(e.target.value)}
        />
        <TextField
          id="profile-email"
          label={t('profile.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          dir="ltr"
          value={form.email}
          error={fields.email.error}
          onChange={(e) => set('email')(e.target.value)}
        />
        <div className="profile-form__field">
          <span aria-hidden="true">{t('profile.gender')}</span>
          <Segmented
            name="gender"
            legend={t('profile.gender')}
            options={genders.map((gender) => ({ value: gender, label: t(`profile.${gender}`) }))}
            value={form.gender}
            onChange={(gender) => setForm((f) => ({ ...f, gender }))}
          />
        </div>
        {error ? (
          <p className="profile-form__error" role="alert">
            {error}
          </p>
        ) : null}
        <Button type="submit" disabled={saving}>
          {t('profile.save')}
        </Button>
      </form>
      <section className="profile-form">
        <h2 className="profile-form__title">{t('profile.phone')}</h2>
        <p className="profile__phone">
          <bdi dir="ltr">{user.phone}</bdi>
        </p>
        {changingPhone ? (
          <PhoneChange session={session} onDone={() => setChangingPhone(false)} />
        ) : (
          <Button variant="secondary" onClick={() => setChangingPhone(true)}>
            {t('profile.changePhone')}
          </Button>
        )}
      </section>
    </div>
  );
}

/** "2026-03-01" of a moment, on the device's calendar (what the date input shows as today). */
function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
