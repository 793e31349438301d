import { useState, type FormEvent } from 'react';
import { notify } from '../../core/notify.ts';
import { RequireSession } from '../../core/session/require-session.tsx';
import type { StoredSession } from '../../core/session/session-store.ts';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { Segmented } from '../../ui/segmented.tsx';
import { AvatarEditor } from './avatar-editor.tsx';
import { PhoneChange } from './phone-change.tsx';
import './profile.css';

/** Route profile-user: personal information (picture, names, birthday, email, gender) and the phone. */
export default function UserPage() {
  return <RequireSession>{(session) => <UserForm session={session} />}</RequireSession>;
}

const genders = ['male', 'female'] as const;

function UserForm({ session }: { session: StoredSession }) {
  const { api, signIn } = useStorefront();
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
  const [saving, setSaving] = useState(false);
  const [changingPhone, setChangingPhone] = useState(false);
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!form.firstName.trim()) return setError(t('profile.required'));
    setSaving(true);
    const [failure, updated] = await api.call('userUpdate', {
      params: { id: user.id },
      body: {
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim() || null,
        birthday: form.birthday || null,
        email: form.email.trim() || null,
        gender: form.gender,
      },
    });
    setSaving(false);
    if (failure) return setError(failure.message);
    setError(null);
    signIn({ ...session, user: updated });
    notify(t('profile.saved'), 'success');
  }

  return (
    <div className="profile">
      <h1 className="profile__name">{t('profile.entry.user')}</h1>
      <AvatarEditor session={session} />
      <form className="profile-form" onSubmit={save} noValidate>
        <label className="profile-form__field">
          <span>{t('profile.firstName')}</span>
          <input
            autoComplete="given-name"
            value={form.firstName}
            onChange={(e) => set('firstName')(e.target.value)}
            required
          />
        </label>
        <label className="profile-form__field">
          <span>{t('profile.lastName')}</span>
          <input
            autoComplete="family-name"
            value={form.lastName}
            onChange={(e) => set('lastName')(e.target.value)}
          />
        </label>
        <label className="profile-form__field">
          <span>{t('profile.birthday')}</span>
          <input
            type="date"
            autoComplete="bday"
            value={form.birthday}
            onChange={(e) => set('birthday')(e.target.value)}
          />
        </label>
        <label className="profile-form__field">
          <span>{t('profile.email')}</span>
          <input
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={(e) => set('email')(e.target.value)}
          />
        </label>
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
