import type { ReactNode } from 'react';
import './choice-card.css';

/**
 * One option of a single choice (a radio button drawn as a card): a branch, a payment method. The
 * whole card is the radio's label, so it reads as one option and takes a tap anywhere on it.
 */
export function ChoiceCard({
  name,
  value,
  checked,
  disabled = false,
  onSelect,
  title,
  icon,
  hint,
  children,
}: {
  /** The radio group. */
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onSelect: () => void;
  title: ReactNode;
  icon?: ReactNode;
  /** One quiet line under the title. */
  hint?: ReactNode;
  /** Details under the title (hours, address). */
  children?: ReactNode;
}) {
  return (
    <label className={`choice${checked ? ' choice--checked' : ''}${disabled ? ' choice--disabled' : ''}`}>
      <input
        type="radio"
        className="choice__input"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
      />
      <span className="choice__mark" aria-hidden="true" />
      {icon ? (
        <span className="choice__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className="choice__body">
        <span className="choice__title">{title}</span>
        {hint ? <span className="choice__hint">{hint}</span> : null}
        {children}
      </span>
    </label>
  );
}
