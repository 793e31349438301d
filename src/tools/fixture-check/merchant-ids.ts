/**
 * The merchant's identity across files and tenants: every merchantId equals merchant.json's id (brands
 * excepted: brands.json lists the sibling brands with their own ids, and only the tenant's own brand
 * entry must carry its id; payment-providers.json's merchantId is the provider's id of the merchant,
 * not ours), the folder is named after merchant.sub (media paths and the README's
 * layout assume it), and no tenant next to this one has the same id or sub (the server refuses that).
 */
import path from 'node:path';
import { jsonPath } from '../../server/tenants/fixture-problems.ts';
import { knownTenants, unusedMerchantId } from './known-tenants.ts';
import { finding, type Finding } from './report.ts';
import { isRecord, type PathSegment } from './schema-walk.ts';
import { fileOf, fixtureKeys, type TenantContext } from './tenant-context.ts';

/** Every merchantId value of a JSON document with its path. */
function* merchantIds(
  value: unknown,
  at: PathSegment[] = [],
): Generator<{ path: PathSegment[]; value: unknown }> {
  if (Array.isArray(value)) {
    for (const [i, child] of value.entries()) yield* merchantIds(child, [...at, i]);
  } else if (isRecord(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'merchantId') yield { path: [...at, key], value: child };
      else yield* merchantIds(child, [...at, key]);
    }
  }
}

function ownBrandOnly(ctx: TenantContext, json: unknown): unknown {
  if (!isRecord(json) || !Array.isArray(json.items)) return json;
  // Keep the indices (for the paths) but blank out the other brands.
  return {
    items: json.items.map((item: unknown) => (isRecord(item) && item.domainUrl === ctx.sub ? item : null)),
  };
}

/** merchantId consistency, folder name, and id or sub shared with a neighbouring tenant. */
export async function checkMerchantIds(ctx: TenantContext): Promise<Finding[]> {
  const merchant = ctx.data.merchant;
  if (!merchant) return [];
  const findings: Finding[] = [];
  for (const key of fixtureKeys) {
    if (key === 'paymentProviders') continue;
    const json = key === 'brands' ? ownBrandOnly(ctx, ctx.json[key]) : ctx.json[key];
    for (const found of merchantIds(json)) {
      if (found.value === null || found.value === undefined || found.value === merchant.id) continue;
      findings.push(
        finding({
          code: 'merchant-id-mismatch',
          file: fileOf(key),
          path: jsonPath(found.path),
          message: `merchantId is ${JSON.stringify(found.value)}, but the merchant's id in ${fileOf('merchant')} is ${merchant.id}`,
          expected: String(merchant.id),
          received: JSON.stringify(found.value),
          suggestion: `write ${merchant.id}`,
        }),
      );
    }
  }
  const file = fileOf('merchant');
  if (merchant.sub !== ctx.folder)
    findings.push(
      finding({
        code: 'folder-name-mismatch',
        file,
        path: jsonPath(['sub']),
        message: `the folder is called "${ctx.folder}" but the merchant's sub is "${merchant.sub}"`,
        expected: `"${ctx.folder}"`,
        suggestion: `rename the folder to ${merchant.sub}, or set "sub": "${ctx.folder}" (media paths start with the sub)`,
      }),
    );
  const others = (await knownTenants(path.dirname(ctx.dir))).filter((t) => t.folder !== ctx.folder);
  const sameId = others.find((t) => t.id === merchant.id);
  if (sameId)
    findings.push(
      finding({
        code: 'duplicate-merchant-id',
        file,
        path: jsonPath(['id']),
        message: `tenant ${sameId.folder} next to this one has the same merchant id ${merchant.id}; the server refuses to start with both`,
        expected: 'a merchant id no other tenant has',
        suggestion: `use an unused id such as ${unusedMerchantId([...others, { folder: ctx.folder, id: merchant.id }])}, and the same id in every merchantId`,
      }),
    );
  const sameSub = others.find((t) => t.sub === merchant.sub);
  if (sameSub)
    findings.push(
      finding({
        code: 'duplicate-sub',
        file,
        path: jsonPath(['sub']),
        message: `tenant ${sameSub.folder} next to this one has the same sub "${merchant.sub}"; the server refuses to start with both`,
        expected: 'a sub no other tenant has',
        suggestion: 'choose another sub (and rename the folder and the media paths to match)',
      }),
    );
  return findings;
}
