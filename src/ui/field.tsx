import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import './field.css';

interface Common {
  id: string;
  label: string;
  /** Shown under the field; replaced by the error when there is one. */
  hint?: string;
  error?: string | null;
}

function Message({ id, hint, error }: Pick<Common, 'id' | 'hint' | 'error'>) {
  if (error)
    return (
      <p id={`${id}-message`} className="field__error" role="alert">
        {error}
      </p>
    );
  return hint ? (
    <p id={`${id}-message`} className="field__hint">
      {hint}
    </p>
  ) : null;
}

/** A labelled text input with its hint or error. */
export function TextField({
  id,
  label,
  hint,
  error,
  className = '',
  ...input
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <div className={`field ${className}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${id}-message` : undefined}
        {...input}
      />
      <Message id={id} hint={hint} error={error} />
    </div>
  );
}

/** A labelled multi-line text input with its hint or error. */
export function TextAreaField({
  id,
  label,
  hint,
  error,
  className = '',
  ...textarea
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  return (
    <div className={`field ${className}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="field__input field__input--multiline"
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${id}-message` : undefined}
        {...textarea}
      />
      <Message id={id} hint={hint} error={error} />
    </div>
  );
}
