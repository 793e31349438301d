/** Promos: a promo that ends before it starts can never be used. */
import { jsonPath } from '../../server/tenants/fixture-problems.ts';
import { finding, type Finding } from './report.ts';
import { fileOf, listOf, type TenantContext } from './tenant-context.ts';

/** Promos whose endDate is before their startDate. */
export function checkPromos(ctx: TenantContext): Finding[] {
  const findings: Finding[] = [];
  listOf(ctx, 'promos')?.forEach((promo, i) => {
    if (!(Date.parse(promo.endDate) < Date.parse(promo.startDate))) return;
    findings.push(
      finding({
        code: 'promo-dates-reversed',
        file: fileOf('promos'),
        path: jsonPath(['items', i, 'endDate']),
        message: `promo "${promo.code}" ends (${promo.endDate}) before it starts (${promo.startDate}), so it can never be used`,
        expected: `an endDate after the startDate ${promo.startDate}`,
        suggestion: 'swap startDate and endDate, or correct the year',
      }),
    );
  });
  return findings;
}
