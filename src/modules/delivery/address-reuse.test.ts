import { describe, expect, it } from 'vitest';
import { savedAddressAt } from './address-reuse.ts';

const saved = [
  { id: 1, latitude: 41.285, longitude: 69.2 },
  { id: 2, latitude: 41.3, longitude: 69.25 },
];

describe('savedAddressAt', () => {
  it('reuses a saved address within 0.000099° on both axes', () => {
    expect(savedAddressAt({ latitude: 41.285098, longitude: 69.199902 }, saved)?.id).toBe(1);
    expect(savedAddressAt({ latitude: 41.3, longitude: 69.25 }, saved)?.id).toBe(2);
  });

  it('makes a new address a step further away, on either axis', () => {
    expect(savedAddressAt({ latitude: 41.2851, longitude: 69.2 }, saved)).toBeUndefined();
    expect(savedAddressAt({ latitude: 41.285, longitude: 69.20011 }, saved)).toBeUndefined();
    expect(savedAddressAt({ latitude: 41.285, longitude: 69.2 }, [])).toBeUndefined();
  });
});
