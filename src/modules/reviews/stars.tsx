/** Grades as stars: a row to read (aria-labelled with the number) and a 1-5 choice to give one. */
import { useId } from 'react';
import './reviews.css';

/** Five stars, `grade` of them filled (rounded to the nearest half for averages). */
export function StarRow({ grade, label }: { grade: number; label: string }) {
  const filled = Math.round(grade);
  return (
    <span className="stars" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={n <= filled ? 'stars__on' : 'stars__off'} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}

/**
 * A 1-5 choice as five radio buttons drawn as stars (arrow keys move between them, as in any radio
 * group). `legend` names the question; `starLabel(n)` what each star means to a screen reader.
 */
export function StarInput({
  legend,
  value,
  onChange,
  starLabel,
  compact = false,
}: {
  legend: string;
  value: number | null;
  onChange: (grade: number) => void;
  starLabel: (n: number) => string;
  compact?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className={`star-input${compact ? ' star-input--compact' : ''}`}>
      <legend className="star-input__legend">{legend}</legend>
      <div className="star-input__stars">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={`star-input__star${value !== null && n <= value ? ' is-on' : ''}`}>
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="star-input__radio"
              aria-label={starLabel(n)}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
