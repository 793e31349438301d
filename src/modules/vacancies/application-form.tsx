import { useState, type FormEvent } from 'react';
import { textProblem } from '../../contract/field-rules.ts';
import { VACANCY_NOTE_MAX_LENGTH } from '../../contract/vacancy-applications.ts';
import { useApiMutation } from '../../core/api/use-api-mutation.ts';
import { ContactFields, useContactFields } from '../../ui/contact-fields.tsx';
import { useFormChecks, useFormField } from '../../core/forms/form-checks.tsx';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { TextAreaField } from '../../ui/field.tsx';

/**
 * Applying for a vacancy: name, phone and a short note. A signed-in customer finds their name and
 * phone filled in; a guest types them. Once sent, the form gives way to a note saying what happens next.
 */
export function ApplicationForm({ vacancyId }: { vacancyId: number }) {
  const { session } = useStorefront();
  const t = useT();
  const [note, setNote] = useState('');
  const apply = useApiMutation('vacancyApply');
  const busy = apply.isPending;
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const checks = useFormChecks();
  const contact = useContactFields(
    'apply',
    { name: t('vacancies.form.name'), phone: t('vacancies.form.phone') },
    session?.user,
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
      body: { name: contact.name, phone: contact.phoneDigits(), note: note.trim() || undefined },
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
        <ContactFields {...contact.fields} />
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
