import type { Branch } from '../../contract/index.ts';
import { isOpenToday } from '../../core/branches/branch-day.ts';
import { preselectBranch } from '../../core/branches/preselect-branch.ts';

export const takesDineIn = (branch: Branch): boolean =>
  branch.settings.dineinEnabled && branch.isActive && !branch.deleted;

/**
 * The dine-in choice: branches that seat guests (settings.dineinEnabled, isActive), each open or
 * closed by its DINE_IN hours under the spec's pickup rule (a day off, or no hours for today, closes
 * it), and the preselected one: the order's, else the main, else the first open. No city choice: a
 * guest eating in is already at (or on the way to) a branch they know.
 */
export function dineInChoice(branches: readonly Branch[], orderBranchId: number | null, now: Date) {
  const isOpen = (branch: Branch) => isOpenToday(branch, 'DINE_IN', now);
  const listed = branches.filter(takesDineIn);
  return { branches: listed, chosen: preselectBranch(listed, orderBranchId, isOpen), isOpen };
}
