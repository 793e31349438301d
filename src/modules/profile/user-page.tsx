import { useState } from 'react';
import { RequireSession } from '../../core/session/require-session.tsx';
import type { StoredSession } from '../../core/session/session-store.ts';
import { useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { Segmented } from '../../ui/segmented.tsx';
import { TextField } from '../../ui/field.tsx';
import { AvatarEditor } from './avatar-editor.tsx';
import { BIRTHDAY_MASK, typedBirthday } from './birthday-text.ts';
import { PhoneChange } from './phone-change.tsx';
import { useUserForm } from './use-user-form.ts';
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
  const t = useT();
  const user = session.user;
  const { form, setForm, fields, set, error, saving, save } = useUserForm(session);
  const [changingPhone, setChangingPhone] = useState(false);

  return (
    <div className="profile">
      <h1 className="profile__name">{t('profile.entry.user')}</h1>
      <AvatarEditor session={session} />
      <form
        className="profile-form"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        noValidate
      >
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
          hint={t('profile.birthdayHint')}
          inputMode="numeric"
          autoComplete="bday"
          dir="ltr"
          maxLength={BIRTHDAY_MASK.length}
          value={form.birthday}
          error={fields.birthday.error}
          onChange={(e) => set('birthday')(typedBirthday(e.target.value))}
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
