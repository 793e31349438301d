/**
 * References between catalogue entries and to other files: product -> category, category and product ->
 * group, product -> branch (productBranch), banner and review -> product. A dangling reference hides
 * the entry (a product without its category never shows) or breaks a link.
 */
import { jsonPath } from '../../server/tenants/fixture-problems.ts';
import { fewOf } from './list-text.ts';
import { finding, type Finding } from './report.ts';
import { fileOf, listOf, type TenantContext } from './tenant-context.ts';

/** Dangling ids in catalogue.json, banners.json and reviews.json. */
export function checkCatalogueRefs(ctx: TenantContext): Finding[] {
  const catalogue = ctx.data.catalogue;
  if (!catalogue) return [];
  const findings: Finding[] = [];
  const file = fileOf('catalogue');
  const groupIds = new Set(catalogue.groups.map((g) => g.id));
  const categoryGroup = new Map(catalogue.categories.map((c) => [c.id, c.groupId]));
  const productIds = new Set(catalogue.products.map((p) => p.id));
  const groupHint = `use one of the group ids: ${fewOf([...groupIds]) || '(none yet: add a group)'}`;

  catalogue.categories.forEach((category, i) => {
    if (category.groupId == null || groupIds.has(category.groupId)) return;
    findings.push(
      finding({
        code: 'unknown-group',
        file,
        path: jsonPath(['categories', i, 'groupId']),
        message: `category ${category.id} points at group ${category.groupId}, which is not in $.groups`,
        expected: 'the id of a group in $.groups',
        suggestion: groupHint,
      }),
    );
  });

  const branches = listOf(ctx, 'branches');
  const branchIds = branches ? new Set(branches.map((b) => b.id)) : undefined;
  catalogue.products.forEach((product, i) => {
    if (!categoryGroup.has(product.categoryId)) {
      findings.push(
        finding({
          code: 'unknown-category',
          file,
          path: jsonPath(['products', i, 'categoryId']),
          message: `product ${product.id} points at category ${product.categoryId}, which is not in $.categories; the product never shows`,
          expected: 'the id of a category in $.categories',
          suggestion: `use one of the category ids: ${fewOf([...categoryGroup.keys()]) || '(none yet: add a category)'}`,
        }),
      );
    }
    if (product.group != null && !groupIds.has(product.group)) {
      findings.push(
        finding({
          code: 'unknown-group',
          file,
          path: jsonPath(['products', i, 'group']),
          message: `product ${product.id} points at group ${product.group}, which is not in $.groups`,
          expected: 'the id of a group in $.groups',
          suggestion: groupHint,
        }),
      );
    } else if (product.group != null && categoryGroup.has(product.categoryId)) {
      const expectedGroup = categoryGroup.get(product.categoryId);
      // A category in an unknown group is reported above; comparing against that group says nothing new.
      if (expectedGroup != null && groupIds.has(expectedGroup) && expectedGroup !== product.group)
        findings.push(
          finding({
            code: 'group-mismatch',
            file,
            path: jsonPath(['products', i, 'group']),
            message: `product ${product.id} says group ${product.group}, but its category ${product.categoryId} is in group ${expectedGroup}`,
            expected: String(expectedGroup),
            suggestion: `write ${expectedGroup}, or move the product to a category of group ${product.group}`,
          }),
        );
    }
    if (!branchIds) return;
    product.productBranch.forEach((entry, j) => {
      if (branchIds.has(entry.branchId)) return;
      findings.push(
        finding({
          code: 'unknown-branch',
          file,
          path: jsonPath(['products', i, 'productBranch', j, 'branchId']),
          message: `product ${product.id} is listed for branch ${entry.branchId}, which is not in ${fileOf('branches')}`,
          expected: `the id of a branch in ${fileOf('branches')}`,
          suggestion: `use one of the branch ids: ${fewOf([...branchIds])}`,
        }),
      );
    });
  });

  const productRef = (key: 'banners' | 'reviews', what: string) => {
    listOf(ctx, key)?.forEach((item, i) => {
      if (item.productId == null || productIds.has(item.productId)) return;
      findings.push(
        finding({
          code: 'unknown-product',
          file: fileOf(key),
          path: jsonPath(['items', i, 'productId']),
          message: `${what} ${item.id} points at product ${item.productId}, which is not in ${file}`,
          expected: `the id of a product in ${file}`,
          suggestion: 'use the id of an existing product, or remove the entry',
        }),
      );
    });
  };
  productRef('banners', 'banner');
  productRef('reviews', 'review');
  return findings;
}
