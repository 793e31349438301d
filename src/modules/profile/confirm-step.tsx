import { CodeEntry } from '../../ui/code-entry.tsx';
import { useT } from '../../core/storefront.tsx';
import { Button } from '../../ui/button.tsx';
import type { ConfirmFlow } from './confirm-flow.ts';
import type { ConfirmedCall } from './use-confirmed-call.ts';

type CodeStep = Extract<ConfirmFlow, { step: 'code' }>;

interface Props {
  /** The code step of a confirmed call (see useConfirmedCall). */
  flow: CodeStep;
  confirmation: Pick<ConfirmedCall<unknown>, 'submitCode' | 'resend' | 'cancel'>;
  /** The customer's own number: where the code goes. */
  phone: string;
  /** Why a code is asked for, e.g. "To delete the account, confirm your number...". */
  reason: string;
  /** What the button says while the call goes again after the code, e.g. "Deleting...". */
  retryingLabel: string;
  /** The step's heading level: h2 in a sheet, h3 inside a section. */
  titleAs: 'h2' | 'h3';
  className?: string;
}

/**
 * "Confirm it's you": the code sent to the customer's own number, typed into the sign-in code field
 * (the last digit submits), then the call goes again by itself. Cancel goes back with nothing lost.
 */
export function ConfirmStep({ flow, confirmation, phone, reason, retryingLabel, titleAs, className }: Props) {
  const t = useT();
  const Title = titleAs;
  const hint =
    flow.busy === 'sending'
      ? t('core.code.sending', { phone })
      : flow.codeSent
        ? t('core.code.sent', { phone })
        : null;
  const busyLabel =
    flow.busy === 'retrying' ? retryingLabel : flow.busy === 'checking' ? t('core.code.checking') : undefined;
  return (
    <CodeEntry
      // A new code starts from an empty field and its own countdown.
      key={flow.resendAt}
      id="confirm-code"
      className={className}
      heading={
        <>
          <Title className="confirm-step__title">{t('profile.confirm.title')}</Title>
          <p className="confirm-step__reason">{reason}</p>
        </>
      }
      hint={hint}
      error={flow.error}
      busy={flow.busy !== null}
      busyLabel={busyLabel}
      submitLabel={t('profile.confirm')}
      submitOnComplete
      // While the first code is on its way there is nothing to send again yet.
      resendAt={flow.busy === 'sending' ? undefined : flow.resendAt}
      onResend={confirmation.resend}
      onSubmit={confirmation.submitCode}
      autoFocus
    >
      <Button variant="ghost" onClick={confirmation.cancel} disabled={flow.busy === 'retrying'}>
        {t('profile.confirm.cancel')}
      </Button>
    </CodeEntry>
  );
}
