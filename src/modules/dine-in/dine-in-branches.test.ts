import { describe, expect, it } from 'vitest';
import { Branch } from '../../contract/index.ts';
import { dineInChoice } from './dine-in-branches.ts';

const branch = (id: number, dineinEnabled: boolean, dineInHours: boolean, isMain = false) =>
  Branch.parse({
    id,
    cityId: 1,
    merchantId: 1,
    name: { ru: `Зал ${id}` },
    longitude: 69.2,
    latitude: 41.3,
    address: 'ул. 1',
    isActive: true,
    isMain,
    settings: { dineinEnabled, pickupEnabled: true },
    workHours: [
      { type: 'PICK_UP', hours: { MONDAY: { open: '08:00', close: '20:00' } } },
      ...(dineInHours ? [{ type: 'DINE_IN', hours: { MONDAY: { open: '10:00', close: '22:00' } } }] : []),
    ],
  });

const monday = new Date(2025, 5, 2, 12);

describe('dineInChoice', () => {
  it('lists the branches that seat guests and reads their DINE_IN hours, not the pickup ones', () => {
    const choice = dineInChoice(
      [branch(1, false, true), branch(2, true, false, true), branch(3, true, true)],
      null,
      monday,
    );
    expect(choice.branches.map((b) => b.id)).toEqual([2, 3]);
    expect(choice.isOpen(choice.branches[0]!)).toBe(false);
    // The main branch has no dine-in hours today: the first open one is preselected instead.
    expect(choice.chosen?.id).toBe(3);
  });
});
