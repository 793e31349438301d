/**
 * checkTenant: every check of a tenant folder, file by file against the contract and then across files.
 * Library entry point of `npm run fixture:check`; other tests may call it on any folder.
 */
import path from 'node:path';
import { checkCatalogueRefs } from './catalogue-refs.ts';
import { checkCities } from './cities.ts';
import { checkColors } from './colors.ts';
import { checkDelivery } from './delivery.ts';
import { checkDuplicates } from './duplicates.ts';
import { checkLanguages } from './languages.ts';
import { loadTenant } from './load-tenant.ts';
import { checkMaps } from './maps.ts';
import { checkMedia } from './media.ts';
import { checkMerchantIds } from './merchant-ids.ts';
import { checkFiscalCodes } from './fiscal-codes.ts';
import { checkPaymentCredentials } from './payment-credentials.ts';
import { checkPayments } from './payments.ts';
import { checkPickup } from './pickup.ts';
import { checkPromos } from './promos.ts';
import { buildReport, type Finding, type FindingCode, type Report } from './report.ts';
import { checkSchemaRefs } from './schema-refs.ts';
import { checkSettingsKeys } from './settings-keys.ts';
import { checkStaff } from './staff.ts';
import { checkTariffs } from './tariffs.ts';
import { fileOf, fixtureKeys, type TenantContext } from './tenant-context.ts';
import { checkUnknownKeys } from './unknown-keys.ts';

/** One check family: reads the context, returns what it found. */
export type Check = (ctx: TenantContext) => Finding[] | Promise<Finding[]>;

/** Every check after loading, in report order within a file. */
export const checks: readonly Check[] = [
  checkSchemaRefs,
  checkColors,
  checkSettingsKeys,
  checkUnknownKeys,
  checkMerchantIds,
  checkDuplicates,
  checkCatalogueRefs,
  checkCities,
  checkDelivery,
  checkMaps,
  checkTariffs,
  checkPickup,
  checkPayments,
  checkPaymentCredentials,
  checkFiscalCodes,
  checkLanguages,
  checkPromos,
  checkMedia,
  checkStaff,
];

/** Codes whose finding explains a schema mismatch at the same place better than the schema does. */
const explainsSchemaMismatch: ReadonlySet<FindingCode> = new Set(['invalid-color']);

function withoutExplainedMismatches(findings: readonly Finding[]): Finding[] {
  const explained = new Set(
    findings.filter((f) => explainsSchemaMismatch.has(f.code)).map((f) => `${f.file}\n${f.path}`),
  );
  return findings.filter((f) => f.code !== 'schema-mismatch' || !explained.has(`${f.file}\n${f.path}`));
}

/** Checks the tenant folder `dir` (inside or outside the repository). Never throws for bad data. */
export async function checkTenant(dir: string): Promise<Report> {
  const loaded = await loadTenant(dir);
  const findings = [...loaded.findings];
  const ctx = loaded.context;
  if (ctx) for (const check of checks) findings.push(...(await check(ctx)));
  return buildReport(ctx?.folder ?? path.basename(path.resolve(dir)), withoutExplainedMismatches(findings), [
    '.',
    ...fixtureKeys.map(fileOf),
  ]);
}
