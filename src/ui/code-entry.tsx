import { useState, type FormEvent, type ReactNode } from 'react';
import { useT } from '../core/storefront.tsx';
import { Button } from './button.tsx';
import { CodeInput } from './code-input.tsx';
import { completesCode, isWholeCode } from '../core/code-entry/code-digits.ts';
import { useCountdown } from '../core/code-entry/use-countdown.ts';
import './code-entry.css';

export interface CodeEntryProps {
  /** Id of the code field; the hint and the error hang off it. */
  id: string;
  /** Above the hint: the screen's or the step's heading. */
  heading?: ReactNode;
  /** Where the code went, or what is happening ("Sending a code to..."); nothing when no code went. */
  hint?: ReactNode;
  /** Why the last code or send failed, in the customer's words (see codeProblemText). */
  error: string | null;
  /** A call is on its way: the code cannot be sent again meanwhile. */
  busy: boolean;
  submitLabel: string;
  /** The submit button's text while busy (e.g. "Checking..."); the submit label otherwise. */
  busyLabel?: string;
  /** Typing or pasting the last digit submits, so a customer with the SMS open need not find the button. */
  submitOnComplete?: boolean;
  /** Epoch ms after which another code may be asked for; shown as a countdown, then a button. */
  resendAt?: number;
  /** Asks for another code; without it there is no resend row. */
  onResend?: () => void;
  onSubmit: (code: string) => void;
  /** More actions beside the resend: another number, cancel. */
  children?: ReactNode;
  className?: string;
  autoFocus?: boolean;
}

/**
 * Entering a code from an SMS: where it went, the field, the reason a code was refused, the submit
 * button, and "send again" after a countdown. Shared by sign-in and by the confirmation that deleting
 * the account and changing the phone ask for. The code is the component's own: key it by `resendAt`,
 * so a new code starts from an empty field and a fresh countdown.
 */
export function CodeEntry({
  id,
  heading,
  hint,
  error,
  busy,
  submitLabel,
  busyLabel,
  submitOnComplete = false,
  resendAt,
  onResend,
  onSubmit,
  children,
  className = '',
  autoFocus = false,
}: CodeEntryProps) {
  const t = useT();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const hintId = `${id}-hint`;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!code) return setInvalid(t('core.code.required'));
    if (!isWholeCode(code)) return setInvalid(t('core.code.length'));
    onSubmit(code);
  }

  function change(digits: string) {
    setInvalid(null);
    const completed = completesCode(code, digits);
    setCode(digits);
    if (submitOnComplete && completed && !busy) onSubmit(digits);
  }

  return (
    <form className={`code-entry ${className}`} onSubmit={submit} noValidate aria-busy={busy || undefined}>
      {heading}
      {hint ? (
        <p id={hintId} className="code-entry__hint" aria-live="polite">
          {hint}
        </p>
      ) : null}
      <CodeInput
        id={id}
        label={t('core.code.label')}
        value={code}
        onChange={change}
        error={invalid ?? error}
        describedBy={hint ? hintId : undefined}
        readOnly={busy}
        autoFocus={autoFocus}
      />
      <Button type="submit" disabled={busy} className="code-entry__submit">
        {busy && busyLabel ? busyLabel : submitLabel}
      </Button>
      {onResend || children ? (
        <div className="code-entry__row">
          {onResend && resendAt !== undefined ? (
            <Resend key={resendAt} until={resendAt} onResend={onResend} disabled={busy} />
          ) : null}
          {children}
        </div>
      ) : null}
    </form>
  );
}

/** "Send again in N s", then the button. Keyed by the deadline, so each new code counts from its own. */
function Resend({ until, onResend, disabled }: { until: number; onResend: () => void; disabled: boolean }) {
  const t = useT();
  const seconds = useCountdown(until);
  return seconds > 0 ? (
    // A timer, not a live region: a screen reader would otherwise read out every second.
    <span className="code-entry__wait" role="timer">
      {t('core.code.resendIn', { seconds })}
    </span>
  ) : (
    <Button variant="ghost" onClick={onResend} disabled={disabled}>
      {t('core.code.resend')}
    </Button>
  );
}
