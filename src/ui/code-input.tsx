import { codeDigits } from '../core/code-entry/code-digits.ts';
import './code-input.css';

interface Props {
  id: string;
  label: string;
  /** The digits typed so far. */
  value: string;
  /** Called with the digits of what was typed or pasted, six at most. */
  onChange: (digits: string) => void;
  /** Shown under the field, announced as it appears. */
  error?: string | null;
  /** Id of a text that explains the field (where the code went), read when it is focused. */
  describedBy?: string;
  /** While the code is being checked: it stays focused and readable, but cannot change. */
  readOnly?: boolean;
  autoFocus?: boolean;
}

/**
 * The field for a code from an SMS: digits only, six at most, the browser's one-time-code autofill,
 * a numeric keyboard on phones, and the error under it. No maxLength: the browser would cut a pasted
 * "123 456" or SMS line before its digits are picked out (codeDigits keeps six).
 */
export function CodeInput({ id, label, value, onChange, error, describedBy, readOnly, autoFocus }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className="code-input">
      <label className="code-input__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="code-input__field"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={value}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : describedBy}
        onChange={(event) => onChange(codeDigits(event.target.value))}
        autoFocus={autoFocus}
      />
      {error ? (
        <p id={errorId} className="code-input__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
