/**
 * Cities: exactly one main city, merchant.mainCityId naming it, and every cityId (branches, delivery
 * zones, order settings) naming a city of cities.json. The branch sheet and the address picker start
 * from the main city, and a branch in an unknown city is never listed.
 */
import { jsonPath } from '../../server/tenants/fixture-problems.ts';
import { fewOf } from './list-text.ts';
import { finding, type Finding } from './report.ts';
import { fileOf, listOf, type TenantContext } from './tenant-context.ts';

/** Main city and city references. */
export function checkCities(ctx: TenantContext): Finding[] {
  const cities = listOf(ctx, 'cities');
  if (!cities) return [];
  const findings: Finding[] = [];
  const file = fileOf('cities');
  const cityIds = new Set(cities.map((c) => c.id));
  const mains = cities.filter((c) => c.isMain);
  const cityHint = `use one of the city ids: ${fewOf([...cityIds]) || '(none yet: add a city to cities.json)'}`;

  if (mains.length === 0) {
    findings.push(
      finding({
        code: 'no-main-city',
        file,
        path: jsonPath(['items']),
        message: 'no city has "isMain": true, so the storefront does not know where to start',
        expected: 'one city with "isMain": true',
        suggestion:
          cities.length > 0
            ? `set "isMain": true on the city customers see first (e.g. ${cities[0]?.id})`
            : 'add a city',
      }),
    );
  } else if (mains.length > 1) {
    findings.push(
      finding({
        code: 'several-main-cities',
        file,
        path: jsonPath(['items', cities.indexOf(mains[1]!), 'isMain']),
        message: `${mains.length} cities have "isMain": true (${fewOf(mains.map((c) => c.id))}); only the first counts`,
        expected: 'one city with "isMain": true',
        suggestion: 'keep "isMain": true on one city only',
      }),
    );
  }

  const merchant = ctx.data.merchant;
  const mainCityId = merchant?.mainCityId;
  if (mainCityId != null) {
    const at = { file: fileOf('merchant'), path: jsonPath(['mainCityId']) };
    const onlyMain = mains.length === 1 ? mains[0] : undefined;
    if (!cityIds.has(mainCityId)) {
      findings.push(
        finding({
          ...at,
          code: 'unknown-main-city',
          message: `mainCityId ${mainCityId} is not a city of ${file}`,
          expected: `the id of a city in ${file}`,
          suggestion: onlyMain ? `write ${onlyMain.id}` : cityHint,
        }),
      );
    } else if (!mains.some((c) => c.id === mainCityId)) {
      findings.push(
        finding({
          ...at,
          code: 'main-city-not-main',
          message: `mainCityId ${mainCityId} names a city without "isMain": true`,
          expected: onlyMain ? String(onlyMain.id) : 'the id of the city with "isMain": true',
          suggestion: onlyMain
            ? `write ${onlyMain.id}, or move "isMain": true to city ${mainCityId}`
            : `set "isMain": true on city ${mainCityId}`,
        }),
      );
    }
  }

  const unknownCity = (
    key: 'branches' | 'regions' | 'orderSettings',
    at: (string | number)[],
    what: string,
    cityId: number,
  ) =>
    findings.push(
      finding({
        code: 'unknown-city',
        file: fileOf(key),
        path: jsonPath(at),
        message: `${what} is in city ${cityId}, which is not in ${file}`,
        expected: `the id of a city in ${file}`,
        suggestion: cityHint,
      }),
    );
  listOf(ctx, 'branches')?.forEach((branch, i) => {
    if (!cityIds.has(branch.cityId))
      unknownCity('branches', ['items', i, 'cityId'], `branch ${branch.id}`, branch.cityId);
  });
  listOf(ctx, 'regions')?.forEach((region, i) => {
    if (region.cityId != null && !cityIds.has(region.cityId))
      unknownCity('regions', ['items', i, 'cityId'], `delivery zone ${region.id}`, region.cityId);
  });
  const orderCity = ctx.data.orderSettings?.cityId;
  if (orderCity != null && !cityIds.has(orderCity))
    unknownCity('orderSettings', ['cityId'], 'the order settings city', orderCity);
  return findings;
}
