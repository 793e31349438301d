/**
 * The personal information form's model: the names, birthday, email and gender as typed, each
 * field's check (field-rules.ts, the server's own rules) and saving them to the profile; a refusal
 * of the server shows under its field, or for the whole form. The page (user-page.tsx) draws it.
 */
import { useState } from 'react';
import { birthdayProblem, emailProblem, nameProblem } from '../../contract/field-rules.ts';
import { useApiMutation } from '../../core/api/use-api-mutation.ts';
import { useFormChecks, useFormField } from '../../core/forms/form-checks.tsx';
import { notify } from '../../core/notify.ts';
import { serverDate } from '../../core/server-clock.ts';
import type { StoredSession } from '../../core/session/session-store.ts';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { birthdayIso, birthdayText } from './birthday-text.ts';

export function useUserForm(session: StoredSession) {
  const { signIn } = useStorefront();
  const t = useT();
  const user = session.user;
  const [form, setForm] = useState({
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    /** As typed, dd.mm.yyyy (birthday-text.ts); sent as the ISO date. */
    birthday: birthdayText(user.birthday),
    email: user.email ?? '',
    gender: user.gender ?? null,
  });
  const [error, setError] = useState<string | null>(null);
  const update = useApiMutation('userUpdate');
  const saving = update.isPending;
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
        check: () => birthdayProblem(birthdayIso(form.birthday), today),
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

  async function save() {
    setError(null);
    checks.clearRefusals();
    if (!checks.validate()) return;
    const [failure, updated] = await update.run({
      params: { id: user.id },
      body: {
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim() || null,
        birthday: birthdayIso(form.birthday) || null,
        email: form.email.trim() || null,
        gender: form.gender,
      },
    });
    if (failure) return setError(checks.showRefusal(failure));
    signIn({ ...session, user: updated });
    notify(t('profile.saved'), 'success');
  }

  return { form, setForm, fields, set, today, error, saving, save };
}

/** "2026-03-01" of a moment, on the device's calendar (the customer's today). */
function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
