/**
 * The lines `npm run dev` prints so a developer can sign in to the console: every tenant's staff
 * from its staff.json, with role and merchant. Their codes arrive where every sign-in code does in
 * development (the log and the development inbox).
 */
import type { Tenant } from '../tenants/load-tenants.ts';

/** One line per staff member of every tenant; none when no tenant lists staff. */
export function demoStaffLines(tenants: readonly Tenant[]): string[] {
  const rows = tenants.flatMap((tenant) =>
    (tenant.data.staff?.items ?? []).map((member) => ({ member, sub: tenant.sub })),
  );
  if (rows.length === 0) return [];
  const roleWidth = Math.max(...rows.map(({ member }) => member.role.length));
  return [
    'Console staff (sign in with the phone; the code goes to the development inbox):',
    ...rows.map(
      ({ member, sub }) =>
        `  ${member.phone}  ${member.role.padEnd(roleWidth)}  ${sub}${member.branchIds?.length ? `  branches ${member.branchIds.join(', ')}` : ''}`,
    ),
  ];
}
