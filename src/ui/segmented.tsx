import './segmented.css';

/**
 * A choice among a few short options shown side by side (delivery, pickup, dine-in): radio buttons
 * drawn as one pill bar, inside a fieldset whose legend names the choice.
 */
export function Segmented<V extends string>({
  name,
  legend,
  options,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  options: readonly { value: V; label: string }[];
  value: V | null;
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className="segmented">
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={`segmented__option${option.value === value ? ' segmented__option--on' : ''}`}
        >
          <input
            type="radio"
            className="segmented__input"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
