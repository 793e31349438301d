import { MinusIcon, PlusIcon } from './icons.tsx';
import './stepper.css';

/**
 * − count + : how many of something. Presentational: the caller decides what a step does (the basket
 * removes the line when the count reaches zero).
 */
export function Stepper({
  count,
  onDecrease,
  onIncrease,
  decreaseLabel,
  increaseLabel,
  countLabel,
  canIncrease = true,
  onIncreaseBlocked,
  size = 'medium',
}: {
  count: number;
  onDecrease: () => void;
  onIncrease: () => void;
  decreaseLabel: string;
  increaseLabel: string;
  /** What screen readers say for the number, e.g. "In the basket: 2". */
  countLabel: string;
  canIncrease?: boolean;
  /**
   * Where + is pressed at the limit: it then looks disabled but still answers (aria-disabled), so the
   * caller can say why, instead of a button that silently does nothing.
   */
  onIncreaseBlocked?: () => void;
  size?: 'small' | 'medium' | 'large';
}) {
  return (
    <div className={`stepper stepper--${size}`} role="group" aria-label={countLabel}>
      <button type="button" className="stepper__btn" aria-label={decreaseLabel} onClick={onDecrease}>
        <MinusIcon />
      </button>
      <span className="stepper__count" aria-live="polite">
        {count}
      </span>
      <button
        type="button"
        className="stepper__btn"
        aria-label={increaseLabel}
        onClick={canIncrease ? onIncrease : onIncreaseBlocked}
        disabled={!canIncrease && !onIncreaseBlocked}
        aria-disabled={!canIncrease || undefined}
      >
        <PlusIcon />
      </button>
    </div>
  );
}
