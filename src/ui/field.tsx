import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
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
        // Said, not implied: checkers match an autocomplete purpose (given-name...) to the input's type.
        type="text"
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

export interface SelectOption {
  value: string | number;
  label: ReactNode;
  /** React's key, when values may repeat (a slot's moment, where two days show the same time). */
  key?: string | number;
}

/**
 * A labelled list to pick one value from (a day, a time slot, a number of chairs): a list leaves
 * nothing to type wrong, and its ends are the limits.
 */
export function SelectField({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string | number;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="field__input" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((option) => (
          <option key={option.key ?? option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
