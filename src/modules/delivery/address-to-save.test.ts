import { describe, expect, it } from 'vitest';
import { Address } from '../../contract/index.ts';
import { addressToSave, detailsText } from './address-to-save.ts';

const labels = { office: 'кв.', domophone: 'домофон', entrance: 'подъезд', floor: 'этаж' };
const place = {
  streetName: "Bunyodkor ko'chasi",
  houseNumber: '12',
  name: '',
  description: "12, Bunyodkor ko'chasi, Toshkent",
  point: { latitude: 41.285, longitude: 69.2 },
};
const details = { name: ' Дом ', office: '14', domophone: '14K', entrance: '2', floor: ' 4 ' };

describe('addressToSave', () => {
  it('makes a new address from the point, the street and the details', () => {
    const address = addressToSave({ place, details, reused: undefined, cityId: 100001, labels });
    expect(address).toEqual({
      id: null,
      type: 'APARTMENT',
      name: 'Дом',
      streetName: "Bunyodkor ko'chasi",
      houseNumber: '12',
      description: "12, Bunyodkor ko'chasi, Toshkent",
      latitude: 41.285,
      longitude: 69.2,
      cityId: 100001,
      details: 'кв. 14, подъезд 2, этаж 4, домофон 14K',
      office: '14',
      domophone: '14K',
      entrance: '2',
      floor: '4',
    });
    expect(Address.safeParse(address).success).toBe(true);
  });

  it('names a nameless address by its street and house, and calls it a house without a flat', () => {
    const address = addressToSave({
      place,
      details: { name: ' ', office: '', domophone: '', entrance: '', floor: '' },
      reused: undefined,
      cityId: null,
      labels,
    });
    expect(address).toMatchObject({
      name: "Bunyodkor ko'chasi, 12",
      type: 'HOUSE',
      details: null,
      cityId: null,
    });
  });

  it('keeps the id (and city) of the saved address the pin reuses', () => {
    const reused = Address.parse({
      id: 41,
      latitude: 41.28501,
      longitude: 69.20001,
      name: 'Старое',
      cityId: 7,
    });
    expect(addressToSave({ place, details, reused, cityId: null, labels })).toMatchObject({
      id: 41,
      name: 'Дом',
      cityId: 7,
      latitude: 41.285,
    });
  });
});

describe('detailsText', () => {
  it('lists only the extras given, in the order a courier needs them', () => {
    expect(detailsText({ office: '', domophone: '5', entrance: '', floor: '3' }, labels)).toBe(
      'этаж 3, домофон 5',
    );
    expect(detailsText({ office: '', domophone: '', entrance: '', floor: '' }, labels)).toBe('');
  });
});
