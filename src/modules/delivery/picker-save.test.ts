import { describe, expect, it } from 'vitest';
import type { Region } from '../../contract/index.ts';
import { pickerSave, type PickerSaveInput } from './picker-save.ts';

const chilonzor: Region = {
  id: 1,
  polygon: [
    [41.27, 69.18],
    [41.3, 69.18],
    [41.3, 69.22],
    [41.27, 69.22],
    [41.27, 69.18],
  ],
};
const inside = { latitude: 41.285, longitude: 69.2 };
const outside = { latitude: 41.35, longitude: 69.3 };
const input = (change: Partial<PickerSaveInput> = {}): PickerSaveInput => ({
  centre: inside,
  streetName: 'Bunyodkor',
  moving: false,
  looking: false,
  validateArea: true,
  zones: [chilonzor],
  ...change,
});

describe('pickerSave (spec section 5)', () => {
  it('allows a centre inside a zone with a street name, and names the zone', () => {
    expect(pickerSave(input())).toEqual({ allowed: true, reason: null, zone: chilonzor });
  });

  it('refuses a centre outside every zone when the merchant validates the area', () => {
    expect(pickerSave(input({ centre: outside }))).toMatchObject({ allowed: false, reason: 'outOfZone' });
  });

  it('allows a centre outside every zone when the merchant does not validate the area', () => {
    expect(pickerSave(input({ centre: outside, validateArea: false }))).toMatchObject({
      allowed: true,
      zone: undefined,
    });
  });

  it('refuses an address without a street name, validation on or off', () => {
    expect(pickerSave(input({ streetName: '  ' }))).toMatchObject({ allowed: false, reason: 'noStreet' });
    expect(pickerSave(input({ streetName: '', validateArea: false, centre: outside }))).toMatchObject({
      allowed: false,
      reason: 'noStreet',
    });
  });

  it('waits while the map moves or the address is looked up', () => {
    expect(pickerSave(input({ moving: true })).reason).toBe('moving');
    expect(pickerSave(input({ looking: true })).reason).toBe('looking');
  });

  it('does not judge the zone when the zones are not known', () => {
    expect(pickerSave(input({ centre: outside, zones: null }))).toMatchObject({ allowed: true });
  });
});
