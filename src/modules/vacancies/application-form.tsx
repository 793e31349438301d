import { useState, type FormEvent } from 'react';
import { nameProblem, textProblem } from '../../contract/field-rules.ts';
import { VACANCY_NOTE_MAX_LENGTH } from '../../contract/vacancy-applications.ts';
import { useApiMutation } from '../../core/api/use-api-mutation.ts';
import { useFormChecks, useFormField } from '../../core/forms/form-checks.tsx';
import { applyMask, maskedPhoneProblem, unmask } from '../../core/forms/mask.ts';
import { phoneMaskOf } from '../../core/forms/phone-masks.ts';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { TextAreaField, TextField } from '../../ui/field.tsx';

/**
 * Applying for a vacancy: name, phone and a short note. A signed-in customer finds their name and
 * phone filled in; a guest types them. Once sent, the form gives way to a note saying what happens next.
 */
export function ApplicationForm({ vacancyId }: { vacancyId: number }) {
  const { settings, session } = useStorefront();
  const t = useT();
  const mask = phoneMaskOf(settings);
  const user = session?.user;
  const [name, setName] = useState(() => [user?.firstName, user?.lastName].filter(Boolean).join(' '));
  const [phone, setPhone] = useState(() => applyMask(mask, user?.phone ?? ''));
  const [note, setNote] = useState('');
  const apply = useApiMutation('vacancyApply');
  const busy = apply.isPending;
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const checks = useFormChecks();
  const nameField = useFormField(
    {
      id: 'apply-name',
      paths: ['name'],
      label: t('vacancies.form.name'),
      check: () => nameProblem(name, true),
    },
    checks,
  );
  const phoneField = useFormField(
    {
      id: 'apply-phone',
      paths: ['phone'],
      label: t('vacancies.form.phone'),
      check: () => maskedPhoneProblem(mask, phone),
    },
    checks,
  );
  const noteField = useFormField(
    {
      id: 'apply-note',
      paths: ['note'],
      label: t('vacancies.form.note'),
      check: () => textProblem(note, VACANCY_NOTE_MAX_LENGTH),
    },
    checks,
  );

  async function send(event: FormEvent) {
    event.preventDefault();
    if (busy || !checks.validate()) return;
    checks.clearRefusals();
    setFormError(null);
    const [error] = await apply.run({
      params: { id: vacancyId },
      body: { name, phone: unmask(mask, phone), note: note.trim() || undefined },
    });
    if (error) return setFormError(checks.showRefusal(error));
    setSent(true);
  }

  if (sent) {
    return (
      <section className="vacancy__sent" role="status" aria-labelledby="vacancy-sent">
        <h2 id="vacancy-sent">{t('vacancies.sent.title')}</h2>
        <p>{t('vacancies.sent.text')}</p>
      </section>
    );
  }
  return (
    <section className="vacancy__section" aria-labelledby="vacancy-apply">
      <h2 id="vacancy-apply">{t('vacancies.form.title')}</h2>
      <form className="vacancy__form" onSubmit={(e) => void send(e)} noValidate>
        <TextField
          id="apply-name"
          label={t('vacancies.form.name')}
          autoComplete="name"
          value={name}
          error={nameField.error}
          onChange={(e) => {
            setName(e.target.value);
            nameField.edited();
          }}
        />
        <TextField
          id="apply-phone"
          label={t('vacancies.form.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          value={phone}
          error={phoneField.error}
          onChange={(e) => {
            setPhone(applyMask(mask, e.target.value));
            phoneField.edited();
          }}
        />
        <TextAreaField
          id="apply-note"
          label={t('vacancies.form.note')}
          hint={t('vacancies.form.noteHint')}
          rows={3}
          value={note}
          error={noteField.error}
          onChange={(e) => {
            setNote(e.target.value);
            noteField.edited();
          }}
        />
        {formError ? (
          <p className="vacancy__error" role="alert">
            {formError}
          </p>
        ) : null}
        <Button type="submit" disabled={busy}>
          {busy ? t('vacancies.form.sending') : t('vacancies.form.send')}
        </Button>
      </form>
    </section>
  );
}
