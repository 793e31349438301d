import { describe, expect, it } from 'vitest';
import { preselectBranch } from './preselect-branch.ts';

const b = (id: number, isMain = false) => ({ id, isMain });
const branches = [b(1), b(2, true), b(3), b(4)];
const openExcept =
  (...closed: number[]) =>
  (branch: { id: number }) =>
    !closed.includes(branch.id);

describe('preselectBranch', () => {
  it("keeps the order's branch when it is open", () => {
    expect(preselectBranch(branches, 3, openExcept())?.id).toBe(3);
  });

  it("falls back to the main branch when the order has none, or the order's is closed or gone", () => {
    expect(preselectBranch(branches, null, openExcept())?.id).toBe(2);
    expect(preselectBranch(branches, 3, openExcept(3))?.id).toBe(2);
    expect(preselectBranch(branches, 99, openExcept())?.id).toBe(2);
  });

  it('falls back to the first open branch when the main one is closed', () => {
    expect(preselectBranch(branches, null, openExcept(1, 2))?.id).toBe(3);
  });

  it('chooses nothing when every branch is closed or there are none', () => {
    expect(preselectBranch(branches, 2, openExcept(1, 2, 3, 4))).toBeNull();
    expect(preselectBranch([], null, openExcept())).toBeNull();
  });
});
