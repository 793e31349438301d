/**
 * The merchant's staff: who may sign in to the console, with which role, and what each role may do.
 * The spec says staff roles are "not shown" (section 6); these are this contract's. One table of
 * permissions, read by the server (which refuses) and the console (which hides what would be refused).
 */
import { z } from 'zod';
import { PhoneNumber } from './endpoints/accounts.ts';
import { Id } from './primitives.ts';

/**
 * OWNER: everything, staff included. MANAGER: every order of every branch, and the audit log.
 * OPERATOR: the orders of the branches named in its branchIds (all branches when it names none).
 */
export const StaffRole = z.enum(['OWNER', 'MANAGER', 'OPERATOR']);
export type StaffRole = z.infer<typeof StaffRole>;

/** What a staff member may do in the console. */
export const StaffPermission = z.enum([
  /** See orders, move them, accept, reject, mark paid, cancel (within the branches one may see). */
  'orders',
  /** Stop and resume dishes and options, count stock, pause and reopen branches (within one's branches). */
  'stopList',
  /** List, add and remove staff. */
  'staff',
  /** Read the audit log. */
  'audit',
  /** Change the storefront's settings in the studio, read their versions, revert. */
  'settings',
]);
export type StaffPermission = z.infer<typeof StaffPermission>;

const PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  OWNER: ['orders', 'stopList', 'staff', 'audit', 'settings'],
  MANAGER: ['orders', 'stopList', 'audit', 'settings'],
  OPERATOR: ['orders', 'stopList'],
};

/** Whether a role may do something. */
export const roleMay = (role: StaffRole, permission: StaffPermission): boolean =>
  PERMISSIONS[role].includes(permission);

/** The roles that may do something (error messages name them). */
export const rolesThatMay = (permission: StaffPermission): StaffRole[] =>
  StaffRole.options.filter((role) => roleMay(role, permission));

const branchIdsRule = {
  message: 'only an OPERATOR is limited to branches: leave branchIds out for an OWNER or MANAGER',
  path: ['branchIds'],
};

/** A staff member as a merchant's staff.json lists it, and as the owner adds one. */
export const StaffMemberInput = z
  .strictObject({
    phone: PhoneNumber,
    name: z.string().trim().min(1).max(100),
    role: StaffRole,
    /** The branches an OPERATOR works for; none or empty: every branch. */
    branchIds: z.array(Id).max(100).optional(),
  })
  .refine((member) => member.role === 'OPERATOR' || !member.branchIds?.length, branchIdsRule);
export type StaffMemberInput = z.infer<typeof StaffMemberInput>;

/** A staff member as the console shows it. */
export const StaffMember = z.object({
  id: Id,
  phone: PhoneNumber,
  name: z.string(),
  role: StaffRole,
  /** Empty: every branch of the merchant. */
  branchIds: z.array(Id),
  createdAt: z.iso.datetime({ offset: true }),
});
export type StaffMember = z.infer<typeof StaffMember>;

/** Whether a staff member may see and handle an order of a branch (null: the order names none). */
export const staffSeesBranch = (
  member: Pick<StaffMember, 'role' | 'branchIds'>,
  branchId: number | null | undefined,
): boolean =>
  member.role !== 'OPERATOR' ||
  member.branchIds.length === 0 ||
  (branchId !== null && branchId !== undefined && member.branchIds.includes(branchId));
