/**
 * Delivery tariffs (delivery-tariffs.json, contract/delivery-tariff.ts): every city, branch and zone a
 * tariff names exists, and every delivery zone has a price, from the zone itself or from a tariff
 * that covers it. A zone without one is delivered at 0 (no tariffs file) or not at all (with one),
 * which is never what the merchant meant. Negative amounts are refused by the schema.
 */
import { type Region } from '../../contract/index.ts';
import { tariffCoversZone, type DeliveryTariff } from '../../contract/delivery-tariff.ts';
import { jsonPath } from '../../server/tenants/fixture-problems.ts';
import { fewOf } from './list-text.ts';
import { finding, type Finding } from './report.ts';
import { fileOf, listOf, type TenantContext } from './tenant-context.ts';

/** Whether a tariff gives points of the zone a price (a ZONE tariff needs a zone price or its own). */
const prices = (tariff: DeliveryTariff, zone: Region) =>
  tariffCoversZone(tariff, zone) &&
  (tariff.kind === 'DISTANCE' || zone.price != null || tariff.basePrice > 0);

function referenceFindings(ctx: TenantContext, tariffs: readonly DeliveryTariff[]): Finding[] {
  const file = fileOf('deliveryTariffs');
  const findings: Finding[] = [];
  const known = {
    city: { ids: new Set((listOf(ctx, 'cities') ?? []).map((c) => c.id)), file: fileOf('cities') },
    branch: { ids: new Set((listOf(ctx, 'branches') ?? []).map((b) => b.id)), file: fileOf('branches') },
    zone: { ids: new Set((listOf(ctx, 'regions') ?? []).map((r) => r.id)), file: fileOf('regions') },
  };
  const unknown = (kind: keyof typeof known, id: number, path: (string | number)[], tariffId: number) => {
    const { ids, file: where } = known[kind];
    if (ids.has(id)) return;
    findings.push(
      finding({
        code: 'tariff-unknown-reference',
        file,
        path: jsonPath(path),
        message: `tariff ${tariffId} names ${kind} ${id}, which is not in ${where}`,
        expected: `the id of a ${kind} in ${where}`,
        suggestion: ids.size > 0 ? `use one of: ${fewOf([...ids])}` : `add the ${kind} to ${where}`,
      }),
    );
  };
  tariffs.forEach((tariff, i) => {
    if (tariff.cityId != null) unknown('city', tariff.cityId, ['items', i, 'cityId'], tariff.id);
    tariff.branchIds.forEach((id, j) => unknown('branch', id, ['items', i, 'branchIds', j], tariff.id));
    tariff.regionIds.forEach((id, j) => unknown('zone', id, ['items', i, 'regionIds', j], tariff.id));
  });
  return findings;
}

/** Tariff references and zones without a price. */
export function checkTariffs(ctx: TenantContext): Finding[] {
  const regions = listOf(ctx, 'regions');
  const branches = listOf(ctx, 'branches');
  const hasFile = ctx.present.has('deliveryTariffs');
  const tariffs = listOf(ctx, 'deliveryTariffs');
  // A file that failed its schema reports that first; zones are judged once it reads.
  if (!regions || !branches || (hasFile && !tariffs)) return [];
  const findings = hasFile && tariffs ? referenceFindings(ctx, tariffs) : [];
  const branchPrice = branches.some(
    (b) => b.isActive && b.settings.deliveryEnabled && b.deliveryPrice != null,
  );
  regions.forEach((zone, i) => {
    const priced = hasFile ? (tariffs ?? []).some((t) => prices(t, zone)) : zone.price != null || branchPrice;
    if (priced) return;
    findings.push(
      finding({
        code: 'region-unpriced',
        file: fileOf('regions'),
        path: jsonPath(['items', i]),
        message: hasFile
          ? `no tariff of ${fileOf('deliveryTariffs')} prices delivery zone ${zone.id}, so it is not delivered to`
          : `delivery zone ${zone.id} has no price and no delivering branch has a deliveryPrice, so its delivery costs 0`,
        expected: hasFile
          ? `an active tariff with "regionIds" holding ${zone.id}, or with no "regionIds" (and a matching "cityId")`
          : 'a "price" on the zone',
        suggestion: hasFile
          ? `add ${zone.id} to a tariff's "regionIds", or add a tariff for it`
          : `add "price" to zone ${zone.id}`,
      }),
    );
  });
  return findings;
}
