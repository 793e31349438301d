import { describe, expect, it } from 'vitest';
import { placeOfDraft } from './kept-place.ts';

const text = (draft: unknown) => JSON.stringify(draft);

describe('placeOfDraft', () => {
  it('names the pickup or dine-in branch', () => {
    expect(placeOfDraft(text({ serviceType: 'PICK_UP', branchId: 7 }))).toEqual({
      kind: 'branch',
      branchId: 7,
    });
    expect(placeOfDraft(text({ serviceType: 'DINE_IN', branchId: 8 }))).toEqual({
      kind: 'branch',
      branchId: 8,
    });
    expect(placeOfDraft(text({ serviceType: 'PICK_UP', branchId: null }))).toBeNull();
  });

  it('names a delivery address by its point, whatever branch an older lookup left', () => {
    const address = { latitude: 41.36, longitude: 69.28, description: 'x' };
    expect(placeOfDraft(text({ serviceType: 'DELIVERY', branchId: 3, address }))).toEqual({
      kind: 'point',
      serviceType: 'DELIVERY',
      latitude: 41.36,
      longitude: 69.28,
    });
    expect(placeOfDraft(text({ serviceType: 'EXPRESS_24', address }))).toMatchObject({
      serviceType: 'EXPRESS_24',
    });
  });

  it('reads nothing chosen from anything else', () => {
    expect(placeOfDraft(null)).toBeNull();
    expect(placeOfDraft('{broken')).toBeNull();
    expect(placeOfDraft(text({ serviceType: null, branchId: 3 }))).toBeNull();
    expect(placeOfDraft(text({ serviceType: 'DELIVERY', address: null }))).toBeNull();
    expect(placeOfDraft(text({ serviceType: 'DELIVERY', address: { latitude: '41' } }))).toBeNull();
  });
});
