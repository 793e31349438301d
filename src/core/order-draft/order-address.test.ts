import { describe, expect, it } from 'vitest';
import { Address } from '../../contract/index.ts';
import { noAddressExtras } from './draft-schema.ts';
import { orderAddressExtras } from './order-address.ts';

const home = Address.parse({
  latitude: 41.3,
  longitude: 69.2,
  name: 'Дом',
  office: '12',
  floor: '3',
});

describe('orderAddressExtras', () => {
  it("takes the order's own extras first, then the address's, field by field", () => {
    expect(orderAddressExtras(home, { ...noAddressExtras(), office: ' 14 ', entrance: '2' })).toEqual({
      office: '14',
      domophone: '',
      entrance: '2',
      floor: '3',
    });
  });

  it("falls back to the saved address's extras once the order's were cleared", () => {
    expect(orderAddressExtras(home, noAddressExtras())).toEqual({
      office: '12',
      domophone: '',
      entrance: '',
      floor: '3',
    });
    expect(orderAddressExtras(null, noAddressExtras())).toEqual(noAddressExtras());
  });
});
