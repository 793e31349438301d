import type { City } from '../../contract/index.ts';
import { useLocalize, useT } from '../../core/storefront.tsx';
import { showsCityChoice } from '../../core/branches/city-choice.ts';
import '../field.css';

/**
 * The city dropdown of the branch screens, drawn only when there is more than one city (spec
 * section 2).
 */
export function CitySelect({
  id,
  cities,
  cityId,
  onChange,
  className = '',
}: {
  id: string;
  cities: readonly City[];
  cityId: number | null;
  onChange: (cityId: number) => void;
  className?: string;
}) {
  const t = useT();
  const localize = useLocalize();
  if (!showsCityChoice(cities)) return null;
  return (
    <div className={`field ${className}`}>
      <label className="field__label" htmlFor={id}>
        {t('core.branches.city')}
      </label>
      <select
        id={id}
        className="field__input"
        value={cityId ?? ''}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {cities.map((city) => (
          <option key={city.id} value={city.id}>
            {localize(city.name)}
          </option>
        ))}
      </select>
    </div>
  );
}
