/**
 * Duplicate ids within each list (groups, categories, products, every list file, modification groups
 * and modifications of a product, slides of a story) and duplicate promo codes. Two entries with one id
 * overwrite each other wherever the storefront or the server looks entries up by id.
 */
import { jsonPath } from '../../server/tenants/fixture-problems.ts';
import { finding, type Finding } from './report.ts';
import type { PathSegment } from './schema-walk.ts';
import { fileOf, listOf, type ListKey, type TenantContext } from './tenant-context.ts';

interface Keyed {
  readonly id: number;
}

/** Findings for every entry whose id an earlier entry of the same list already has. */
function duplicateIds(
  file: string,
  listPath: readonly PathSegment[],
  what: string,
  list: readonly Keyed[],
): Finding[] {
  const first = new Map<number, number>();
  const findings: Finding[] = [];
  list.forEach((entry, i) => {
    const earlier = first.get(entry.id);
    if (earlier === undefined) {
      first.set(entry.id, i);
      return;
    }
    findings.push(
      finding({
        code: 'duplicate-id',
        file,
        path: jsonPath([...listPath, i, 'id']),
        message: `id ${entry.id} is used twice in ${what} (first at ${jsonPath([...listPath, earlier])})`,
        expected: 'an id no other entry of the list has',
        suggestion: 'give each entry its own id',
      }),
    );
  });
  return findings;
}

// Staff have no id: a phone is what must not repeat there (staff.ts, duplicate-staff-phone).
const listFiles: ReadonlyArray<[Exclude<ListKey, 'policies' | 'paymentAvailability' | 'staff'>, string]> = [
  ['cities', 'cities'],
  ['branches', 'branches'],
  ['regions', 'delivery zones'],
  ['banners', 'banners'],
  ['stories', 'stories'],
  ['reviews', 'reviews'],
  ['brands', 'brands'],
  ['paymentMethods', 'payment methods'],
  ['promos', 'promos'],
  ['vacancies', 'vacancies'],
  ['notifications', 'news'],
];

/** Duplicate ids and promo codes. */
export function checkDuplicates(ctx: TenantContext): Finding[] {
  const findings: Finding[] = [];
  const catalogue = ctx.data.catalogue;
  if (catalogue) {
    const file = fileOf('catalogue');
    findings.push(...duplicateIds(file, ['groups'], 'groups', catalogue.groups));
    findings.push(...duplicateIds(file, ['categories'], 'categories', catalogue.categories));
    findings.push(...duplicateIds(file, ['products'], 'products', catalogue.products));
    catalogue.products.forEach((product, i) => {
      const at = ['products', i, 'modificationGroups'];
      findings.push(
        ...duplicateIds(
          file,
          at,
          `the modification groups of product ${product.id}`,
          product.modificationGroups,
        ),
      );
      // Modification ids must be unique across all groups of a product: the basket stores only the id.
      const seen = new Map<number, string>();
      product.modificationGroups.forEach((group, g) =>
        group.modifications.forEach((modification, m) => {
          const here = jsonPath([...at, g, 'modifications', m]);
          const earlier = seen.get(modification.id);
          if (earlier === undefined) seen.set(modification.id, here);
          else
            findings.push(
              finding({
                code: 'duplicate-id',
                file,
                path: `${here}.id`,
                message: `id ${modification.id} is used twice in the modifications of product ${product.id} (first at ${earlier})`,
                expected: 'an id no other modification of the product has',
                suggestion: 'give each modification its own id',
              }),
            );
        }),
      );
    });
  }
  for (const [key, what] of listFiles) {
    const items = listOf(ctx, key);
    if (items) findings.push(...duplicateIds(fileOf(key), ['items'], what, items));
  }
  listOf(ctx, 'stories')?.forEach((story, i) =>
    findings.push(
      ...duplicateIds(
        fileOf('stories'),
        ['items', i, 'slides'],
        `the slides of story ${story.id}`,
        story.slides,
      ),
    ),
  );
  const codes = new Map<string, number>();
  listOf(ctx, 'promos')?.forEach((promo, i) => {
    // Customers type codes in any case, so LAB10 and lab10 are the same code.
    const code = promo.code.trim().toUpperCase();
    const earlier = codes.get(code);
    if (earlier === undefined) {
      codes.set(code, i);
      return;
    }
    findings.push(
      finding({
        code: 'duplicate-promo-code',
        file: fileOf('promos'),
        path: jsonPath(['items', i, 'code']),
        message: `promo code "${promo.code}" is also the code of ${jsonPath(['items', earlier])}; customers could not tell them apart`,
        expected: 'a code no other promo has (upper and lower case count as the same)',
        suggestion: 'rename one of the codes',
      }),
    );
  });
  return findings;
}
