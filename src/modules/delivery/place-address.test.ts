import { describe, expect, it } from 'vitest';
import { placeAddress, streetAndHouse } from './place-address.ts';

describe('placeAddress', () => {
  it("reads street and house from Nominatim's address parts", () => {
    const place = {
      name: '',
      display_name: "12, Bunyodkor ko'chasi, Chilonzor, Toshkent",
      lat: 41.2851234567,
      lon: 69.2049876543,
      address: { road: "Bunyodkor ko'chasi", house_number: '12' },
    };
    expect(placeAddress(place)).toEqual({
      streetName: "Bunyodkor ko'chasi",
      houseNumber: '12',
      name: '',
      description: "12, Bunyodkor ko'chasi, Chilonzor, Toshkent",
      point: { latitude: 41.285123, longitude: 69.204988 },
    });
  });

  it('falls back to the name, then to display_name, for the street', () => {
    expect(
      placeAddress({ name: 'Mirobod bozori', display_name: 'Mirobod bozori, Toshkent', lat: 41, lon: 69 }),
    ).toMatchObject({ streetName: 'Mirobod bozori', houseNumber: '' });
    expect(
      placeAddress({ name: null, display_name: '7a, Amir Temur, Toshkent', lat: 41, lon: 69 }),
    ).toMatchObject({ streetName: 'Amir Temur', houseNumber: '7a' });
  });

  it('knows no street for a district or a city without a street or a house: it is no address', () => {
    const district = {
      name: 'Chilonzor',
      display_name: 'Chilonzor, Toshkent, Oʻzbekiston',
      lat: 41.28,
      lon: 69.2,
      class: 'place',
      type: 'suburb',
      addresstype: 'suburb',
      address: { suburb: 'Chilonzor', city: 'Toshkent' },
    };
    expect(placeAddress(district)).toMatchObject({ streetName: '', houseNumber: '' });
    expect(placeAddress({ ...district, addresstype: undefined, type: 'city' }).streetName).toBe('');
    // A street in that district, and a landmark, are addresses still.
    expect(
      placeAddress({ ...district, type: 'residential', addresstype: 'road', address: { road: 'Bunyodkor' } })
        .streetName,
    ).toBe('Bunyodkor');
    expect(
      placeAddress({ ...district, name: 'Mirobod bozori', type: 'marketplace', addresstype: 'amenity' })
        .streetName,
    ).toBe('Mirobod bozori');
  });

  it('knows no street when the geocoder gives no text', () => {
    expect(placeAddress({ name: '', display_name: ' ', lat: 41, lon: 69 }).streetName).toBe('');
  });

  it('writes street and house together, leaving out what is missing', () => {
    expect(streetAndHouse({ streetName: 'Bunyodkor', houseNumber: '12' })).toBe('Bunyodkor, 12');
    expect(streetAndHouse({ streetName: 'Bunyodkor', houseNumber: null })).toBe('Bunyodkor');
    expect(streetAndHouse({})).toBe('');
  });
});
