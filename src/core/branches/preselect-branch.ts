import type { Branch } from '../../contract/index.ts';

/**
 * The branch to show as chosen (spec section 4): the one already on the order, else the main
 * branch, else the first. A branch closed today cannot be chosen (spec section 5), so each rule
 * only takes an open branch; null when every branch is closed.
 */
export function preselectBranch<B extends Pick<Branch, 'id' | 'isMain'>>(
  branches: readonly B[],
  orderBranchId: number | null,
  isOpen: (branch: B) => boolean,
): B | null {
  const open = branches.filter(isOpen);
  return open.find((b) => b.id === orderBranchId) ?? open.find((b) => b.isMain) ?? open[0] ?? null;
}
