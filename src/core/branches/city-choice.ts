import type { City } from '../../contract/index.ts';

/**
 * The city a branch list or map opens on (spec section 4, branch sheet): the merchant's main city,
 * else the only city, else the first city marked main, else the first. A city the customer picked
 * wins when it is still one of the cities. Null when the merchant has no cities: the screen then
 * shows every branch without a city choice.
 */
export function initialCityId(
  cities: readonly Pick<City, 'id' | 'isMain'>[],
  mainCityId: number | null | undefined,
  pickedCityId: number | null = null,
): number | null {
  const known = (id: number | null | undefined): number | null =>
    id != null && cities.some((c) => c.id === id) ? id : null;
  const only = cities.length === 1 ? cities[0] : undefined;
  return (
    known(pickedCityId) ??
    known(mainCityId) ??
    only?.id ??
    cities.find((c) => c.isMain)?.id ??
    cities[0]?.id ??
    null
  );
}

/** The city choice shows only when there is a choice to make (spec section 2). */
export const showsCityChoice = (cities: readonly unknown[]): boolean => cities.length > 1;
