import { describe, expect, it } from 'vitest';
import { Branch } from '../../contract/index.ts';
import {
  branchExtent,
  branchMapCentre,
  branchOfPoint,
  branchPoints,
  DEFAULT_BRANCHES_CENTRE,
} from './branch-map-points.ts';

const branch = (id: number, latitude: number, longitude: number) =>
  Branch.parse({
    id,
    cityId: 1,
    merchantId: 1,
    name: { ru: `Филиал ${id}`, eng: `Branch ${id}` },
    latitude,
    longitude,
    address: 'ул. Навои, 1',
    isActive: true,
    settings: {},
  });

const a = branch(11, 41.28, 69.2);
const b = branch(12, 41.36, 69.29);
const city = { latitude: 41.31, longitude: 69.27 };

describe('branchPoints', () => {
  it('draws one branch point per branch, at its coordinates, named, the chosen one marked', () => {
    expect(branchPoints([a, b], 12, (x) => x.name.eng ?? '')).toEqual([
      { id: '11', latitude: 41.28, longitude: 69.2, kind: 'branch', label: 'Branch 11', selected: false },
      { id: '12', latitude: 41.36, longitude: 69.29, kind: 'branch', label: 'Branch 12', selected: true },
    ]);
  });

  it('finds the branch a tapped point stands for', () => {
    expect(branchOfPoint([a, b], '12')).toBe(b);
    expect(branchOfPoint([a, b], 'courier')).toBeNull();
  });
});

describe('branchMapCentre', () => {
  it('opens on the chosen branch, else the city, else the first branch, else the default position', () => {
    expect(branchMapCentre([a, b], city, 12)).toEqual({ latitude: 41.36, longitude: 69.29 });
    expect(branchMapCentre([a, b], city, null)).toEqual(city);
    expect(branchMapCentre([a, b], null, 99)).toEqual({ latitude: 41.28, longitude: 69.2 });
    expect(branchMapCentre([], null, null)).toEqual(DEFAULT_BRANCHES_CENTRE);
  });
});

describe('branchExtent', () => {
  it("is the branches' positions", () => {
    expect(branchExtent([a, b])).toEqual([
      { latitude: 41.28, longitude: 69.2 },
      { latitude: 41.36, longitude: 69.29 },
    ]);
  });
});
