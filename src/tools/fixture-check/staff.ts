/**
 * Staff (staff.json): each phone signs in to the console as one person, so two entries must not share
 * a phone (the second could never sign in, and which role wins would be an accident), and an
 * operator limited to branches must name branches that exist, or it would see no order at all.
 * Roles and the phone's form are the schema's to check.
 */
import { jsonPath } from '../../server/tenants/fixture-problems.ts';
import { finding, type Finding } from './report.ts';
import { fileOf, listOf, type TenantContext } from './tenant-context.ts';

/** Staff phones used twice and operators' branches missing from branches.json. */
export function checkStaff(ctx: TenantContext): Finding[] {
  const staff = listOf(ctx, 'staff');
  if (!staff) return [];
  const findings: Finding[] = [];
  const file = fileOf('staff');
  const firstIndex = new Map<string, number>();
  staff.forEach((member, i) => {
    const first = firstIndex.get(member.phone);
    if (first === undefined) {
      firstIndex.set(member.phone, i);
      return;
    }
    findings.push(
      finding({
        code: 'duplicate-staff-phone',
        file,
        path: jsonPath(['items', i, 'phone']),
        message: `${member.phone} is already staff member ${first + 1} of the list: a phone signs in as one person`,
        expected: 'each phone once',
        suggestion: 'remove one of the two entries, or correct its phone',
      }),
    );
  });
  const branches = listOf(ctx, 'branches');
  if (!branches) return findings;
  const known = new Set(branches.map((branch) => branch.id));
  staff.forEach((member, i) => {
    (member.branchIds ?? []).forEach((branchId, j) => {
      if (known.has(branchId)) return;
      findings.push(
        finding({
          code: 'unknown-staff-branch',
          file,
          path: jsonPath(['items', i, 'branchIds', j]),
          message: `operator ${member.phone} works for branch ${branchId}, which ${fileOf('branches')} does not have`,
          expected: `a branch id of ${fileOf('branches')}: ${[...known].join(', ')}`,
          suggestion: 'use the id of an existing branch',
        }),
      );
    });
  });
  return findings;
}
