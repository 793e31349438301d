import type { ReactNode } from 'react';
import './field.css';

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
