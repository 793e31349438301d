import { useState, type FormEvent } from 'react';
import { useApiMutation } from '../../core/api/use-api-mutation.ts';
import { CodeEntry } from '../../ui/code-entry.tsx';
import { codeProblemText } from '../../core/code-entry/code-problem.ts';
import { useFormChecks, useFormField } from '../../core/forms/form-checks.tsx';
import { applyMask, maskedPhoneProblem, phoneInputProps, unmask } from '../../core/forms/mask.ts';
import { phoneMaskOf } from '../../core/forms/phone-masks.ts';
import { notify } from '../../core/notify.ts';
import type { StoredSession } from '../../core/session/session-store.ts';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { ConfirmStep } from './confirm-step.tsx';
import { useConfirmedCall } from './use-confirmed-call.ts';

/**
 * Changing the phone: a code goes to the new number (type WEB), the code confirms the change. The
 * server may first ask the customer to confirm the current number (a code to it): the step shows in
 * place of the form, then the change goes on by itself; cancelling it keeps the new number typed.
 */
export function PhoneChange({ session, onDone }: { session: StoredSession; onDone: () => void }) {
  const { settings, signIn } = useStorefront();
  const t = useT();
  const mask = phoneMaskOf(settings);
  const [phone, setPhone] = useState(() => applyMask(mask, ''));
  const [request, setRequest] = useState<{ id: number; phone: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const change = useApiMutation('phoneChange');
  const verification = useApiMutation('phoneVerify');
  const busy = verification.isPending;
  const start = useConfirmedCall<{ id: number; phone: string }>(session.user.phone);
  const { flow } = start;
  const checks = useFormChecks();
  const phoneField = useFormField(
    {
      id: 'new-phone',
      paths: ['phone'],
      label: t('profile.newPhone'),
      check: () => maskedPhoneProblem(mask, phone),
    },
    checks,
  );

  function sendCode(event: FormEvent) {
    event.preventDefault();
    if (!checks.validate()) return;
    setError(null);
    const body = { phone: unmask(mask, phone), type: 'WEB' as const };
    start.run(
      () => change.run({ body }),
      (change) => setRequest({ id: change.id, phone: change.phone }),
    );
  }

  async function verify(code: string) {
    if (!request) return;
    setError(null);
    const [failure, result] = await verification.run({
      body: { id: request.id, code, phone: request.phone },
    });
    if (failure) return setError(codeProblemText(failure, t));
    signIn({ ...session, user: { ...session.user, phone: result.phone } });
    notify(t('profile.phoneChanged'), 'success');
    onDone();
  }

  // The form's own check first, then why the server refused the change (a number that is already
  // the customer's, or not a number): both are about the number, so both show under it.
  const phoneError = phoneField.error ?? (flow.step === 'idle' ? flow.error : null);

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
  ) : flow.step === 'code' ? (
    <ConfirmStep
      flow={flow}
      confirmation={start}
      phone={session.user.phone}
      reason={t('profile.confirm.phoneReason')}
      retryingLabel={t('profile.confirm.changing')}
      titleAs="h3"
      className="profile-form"
    />
  ) : (
    <form className="profile-form" onSubmit={sendCode} noValidate>
      <TextField
        id="new-phone"
        label={t('profile.newPhone')}
        autoComplete="tel"
        dir="ltr"
        error={phoneError}
        {...phoneInputProps(mask, phone, (masked) => {
          setPhone(masked);
          phoneField.edited();
        })}
      />
      <Button type="submit" disabled={flow.step === 'calling'}>
        {flow.step === 'calling' ? t('profile.confirm.changing') : t('profile.getCode')}
      </Button>
    </form>
  );
}
