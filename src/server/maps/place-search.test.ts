import { describe, expect, it } from 'vitest';
import { Place } from '../../contract/index.ts';
import { buildGazetteer } from './gazetteer.ts';
import { searchPlaces, type SearchQuery } from './place-search.ts';
import { testAreas } from '../../../tests/support/server/maps/test-map.ts';

const gazetteers = testAreas().map(buildGazetteer);
const search = (text: string, options: Partial<SearchQuery> = {}) =>
  searchPlaces(gazetteers, { text, limit: 10, language: 'uz', format: 'json', ...options });
const names = (text: string, options: Partial<SearchQuery> = {}) => search(text, options).map((p) => p.name);

describe('place search', () => {
  it('answers in Nominatim json: string coordinates, class, numbers where Nominatim has numbers', () => {
    const [first] = search("Shahrisabz ko'chasi");
    expect(first).toMatchObject({
      osm_type: 'way',
      class: 'highway',
      type: 'secondary',
      addresstype: 'road',
      place_rank: 26,
      name: "Shahrisabz ko'chasi",
      display_name: "Shahrisabz ko'chasi, Mirobod tumani, Toshkent, O'zbekiston",
      licence: 'Test map of central Tashkent (written for the tests)',
      address: {
        road: "Shahrisabz ko'chasi",
        suburb: 'Mirobod tumani',
        city: 'Toshkent',
        country: "O'zbekiston",
        country_code: 'uz',
      },
    });
    expect(first?.lat).toMatch(/^41\.31\d{5}$/);
    expect(first?.lon).toMatch(/^69\.2\d{6}$/);
    expect(first?.boundingbox).toEqual(['41.3170000', '41.3172000', '69.2700000', '69.2900000']);
    expect(typeof first?.place_id).toBe('number');
    expect(typeof first?.osm_id).toBe('number');
    expect(typeof first?.importance).toBe('number');
    // The storefront's schema reads it, coordinates as numbers.
    expect(Place.parse(first).lat).toBeCloseTo(41.3171, 3);
    expect(search('Shahrisabz', { format: 'jsonv2' })[0]).toMatchObject({ category: 'highway' });
    expect(search('Shahrisabz', { format: 'jsonv2' })[0]).not.toHaveProperty('class');
  });

  it('ignores case and finds Cyrillic from Latin and Latin from Cyrillic', () => {
    for (const text of ['SHAHRISABZ', 'шахрисабз', 'Шаҳрисабз кўчаси'])
      expect(names(text)[0], text).toBe("Shahrisabz ko'chasi");
    expect(names('Ғафур Ғулом')[0]).toBe("G'afur G'ulom ko'chasi");
    expect(names('gafur gulom')[0]).toBe("G'afur G'ulom ko'chasi");
    expect(names('Хамза')[0]).toBe("Hamza ko'chasi");
    // A Russian query answers in Russian when asked to.
    expect(names('улица Шахрисабз', { language: 'ru' })[0]).toBe('улица Шахрисабз');
  });

  it('forgives small typos and finds a word still being typed', () => {
    expect(names('Shahrisbaz')[0]).toBe("Shahrisabz ko'chasi");
    expect(names('Mustakilik')).toContain("Mustaqillik shoh ko'chasi");
    expect(names('Kosmonav')[0]).toBe('Kosmonavtlar metro bekati');
    expect(names('zzzz')).toEqual([]);
  });

  it('ranks a whole name before a part of one, places before streets, and leaves houses out without a number', () => {
    const found = search('Amir Temur');
    // "xiyoboni" (public garden) and "shoh ko'chasi" (avenue) say what the place is: both names are
    // whole matches, the park first; the monument's name has a word more.
    expect(found.map((p) => p.name)).toEqual([
      'Amir Temur xiyoboni',
      "Amir Temur shoh ko'chasi",
      'Amir Temur haykali',
    ]);
    expect(found.map((p) => p.class)).toEqual(['leisure', 'highway', 'historic']);
    expect(found.every((p) => p.type !== 'house')).toBe(true);
    expect(names('Mustaqillik')).toEqual(['Mustaqillik maydoni', "Mustaqillik shoh ko'chasi"]);
  });

  it('finds a house by street and number, in either order, with the number first', () => {
    const [house, ...rest] = search('Amir Temur 15');
    expect(house).toMatchObject({
      class: 'place',
      type: 'house',
      place_rank: 30,
      name: "Amir Temur shoh ko'chasi, 15",
      display_name: "15, Amir Temur shoh ko'chasi, Mirobod tumani, Toshkent, O'zbekiston",
      address: { house_number: '15', road: "Amir Temur shoh ko'chasi", city: 'Toshkent' },
      lat: '41.3150000',
      lon: '69.2806000',
    });
    expect(rest.map((p) => p.name)).toContain("Amir Temur shoh ko'chasi");
    expect(search('15 Амир Темур')[0]?.display_name).toBe(house?.display_name);
    expect(search('Amir Temur 15a')[0]?.address).toMatchObject({ house_number: '15A' });
    expect(search('Shahrisabz 5, Toshkent')[0]).toMatchObject({
      class: 'building',
      display_name: "5, Shahrisabz ko'chasi, Mirobod tumani, Toshkent, O'zbekiston",
    });
    // A number the street does not have: the street.
    expect(search('Amir Temur 99')[0]?.name).toBe("Amir Temur shoh ko'chasi");
  });

  it('answers in the language asked, falling back where a name lacks it', () => {
    expect(search('Amir Temur 15', { language: 'ru' })[0]?.display_name).toBe(
      '15, проспект Амира Темура, Мирабадский район, Ташкент, Узбекистан',
    );
    expect(search('Amir Temur 15', { language: 'eng' })[0]?.display_name).toBe(
      '15, Amir Temur Avenue, Mirabad District, Tashkent, Uzbekistan',
    );
    // No Turkish names in the map: English.
    expect(search('Kosmonavtlar', { language: 'tr' })[0]?.name).toBe('Kosmonavtlar metro station');
  });

  it('answers at most `limit` places, and only inside a bounded viewbox', () => {
    expect(search('a', { limit: 2 })).toHaveLength(2);
    expect(search("ko'chasi tumani")).toEqual([]);
    const westOfAmirTemur = { minLon: 69.26, maxLon: 69.279, minLat: 41.3, maxLat: 41.33 };
    expect(names('Amir Temur', { viewbox: westOfAmirTemur, bounded: true })).toEqual([]);
    expect(names('Amir Temur', { viewbox: westOfAmirTemur })).toHaveLength(3);
  });
});
