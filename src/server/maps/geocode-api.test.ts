import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBody, Place, Region, ReverseGeocodeAnswer } from '../../contract/index.ts';
import type { StorefrontApp } from '../app.ts';
import { apiCaller, type TestReply } from '../../../tests/support/server/http/test-client.ts';
import { makeTempDir, removeDir, writeTenant } from '../../../tests/support/server/tenants/test-tenant.ts';
import { featureApp } from '../../../tests/support/server/test-app.ts';
import { GEOCODER_USER_AGENT } from './geocoder-forward.ts';
import { writeTestMaps } from '../../../tests/support/server/maps/test-map.ts';

const MERCHANT = 7;
const FORWARDED = 8;
let root: string;
let server: StorefrontApp;
let api: ReturnType<typeof apiCaller>;

/** What the fake Nominatim answers next, and what it was asked. */
const nominatim = {
  reply: (): { status: number; body: string; delayMs?: number } => ({ status: 200, body: '[]' }),
  requests: [] as { path: string; query: URLSearchParams; headers: http.IncomingHttpHeaders }[],
};
let fake: http.Server;
let fakeBase: string;

beforeAll(async () => {
  fake = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    nominatim.requests.push({ path: url.pathname, query: url.searchParams, headers: request.headers });
    const { status, body, delayMs } = nominatim.reply();
    setTimeout(() => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body);
    }, delayMs ?? 0);
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeBase = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/nominatim`;

  root = makeTempDir();
  writeTestMaps(root);
  server = await featureApp({
    tenantDirs: [
      writeTenant(root, MERCHANT, 'burger'),
      writeTenant(root, FORWARDED, 'pizza', { files: { 'settings-web.json': { mapType: 'YANDEX' } } }),
    ],
    mapConfig: { geocoders: { YANDEX: fakeBase }, geocoderTimeoutMs: 300 },
  });
  api = apiCaller(server.app, MERCHANT);
});
afterAll(async () => {
  await server.close();
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
  removeDir(root);
});

const search = (query: string, options: Parameters<typeof api>[1] = {}) =>
  api(`/notifications/v1/nominatim/search?${query}`, options);
const reverse = (query: string, options: Parameters<typeof api>[1] = {}) =>
  api(`/notifications/v1/nominatim/reverse?${query}`, options);
const places = (reply: TestReply) => Place.array().parse(reply.json);

/** Nominatim's own key order (v1/format_json.py) with addressdetails. */
const NOMINATIM_KEYS = [
  'place_id',
  'licence',
  'osm_type',
  'osm_id',
  'lat',
  'lon',
  'class',
  'type',
  'place_rank',
  'importance',
  'addresstype',
  'name',
  'display_name',
  'address',
  'boundingbox',
];

describe('GET notifications/v1/nominatim/search from the map files', () => {
  it("answers Nominatim's fields and types, house first for a street and a number", async () => {
    const reply = await search('format=json&q=Amir%20Temur%2015');
    expect(reply.status).toBe(200);
    const [first] = reply.json as Record<string, unknown>[];
    expect(Object.keys(first ?? {})).toEqual(NOMINATIM_KEYS);
    expect(first).toMatchObject({
      lat: '41.3150000',
      lon: '69.2806000',
      class: 'place',
      type: 'house',
      display_name: '15, проспект Амира Темура, Мирабадский район, Ташкент, Узбекистан',
    });
    expect(typeof first?.place_id).toBe('number');
    expect(places(reply)[0]?.lat).toBe(41.315);
  });

  it('takes the language from accept-language, else the Accept-Language header, else the merchant', async () => {
    const name = async (query: string, headers: Record<string, string> = {}) =>
      places(await search(`q=Shahrisabz${query}`, { headers }))[0]?.name;
    expect(await name('')).toBe('улица Шахрисабз');
    expect(await name('', { 'accept-language': 'en-US,en;q=0.9,ru;q=0.8' })).toBe('Shakhrisabz Street');
    expect(await name('&accept-language=uz', { 'accept-language': 'en' })).toBe("Shahrisabz ko'chasi");
  });

  it('finds Latin from Cyrillic with a typo, answers at most `limit`, nothing for an empty text', async () => {
    expect(
      places(await search('q=%D0%A8%D0%B0%D1%85%D1%80%D0%B8%D1%81%D0%B1%D0%B0%D0%B7&accept-language=uz'))[0]
        ?.name,
    ).toBe("Shahrisabz ko'chasi");
    expect(places(await search('q=a&limit=2'))).toHaveLength(2);
    expect((await search('q=%20')).json).toEqual([]);
  });

  it('parses every parameter: text length, limit 1..50, viewbox, format', async () => {
    for (const query of [
      `q=${'a'.repeat(201)}`,
      'q=a&limit=0',
      'q=a&limit=51',
      'q=a&viewbox=1,2,3',
      'q=a&format=xml',
      'limit=5',
    ]) {
      const reply = await search(query);
      expect(reply.status, query).toBe(400);
      expect(reply.code).toBe('VALIDATION');
    }
    const bounded = await search('q=Amir%20Temur&viewbox=69.26,41.33,69.279,41.30&bounded=1');
    expect(bounded.json).toEqual([]);
  });
});

describe('GET /notifications/v1/nominatim/reverse', () => {
  it('answers guests without a token; a token that is sent is still checked', async () => {
    const guest = await reverse('format=json&lat=41.31505&lon=69.2805');
    expect(guest.status).toBe(200);
    expect(ReverseGeocodeAnswer.parse(guest.json)).toMatchObject({ name: 'проспект Амира Темура, 15' });
    expect((await reverse('lat=41.31505&lon=69.2805', { token: 'stale' })).status).toBe(401);
    const { token } = await server.db.createSessionForTest(MERCHANT);
    expect((await reverse('lat=41.31505&lon=69.2805', { token })).status).toBe(200);
  });

  it("answers Nominatim's 'Unable to geocode' where nothing is near, and refuses coordinates off the earth", async () => {
    const nowhere = await reverse('lat=41&lon=69');
    expect(nowhere.status).toBe(200);
    expect(nowhere.json).toEqual({ error: 'Unable to geocode' });
    for (const query of ['lat=91&lon=69', 'lat=41&lon=-181', 'lat=abc&lon=69', 'lon=69']) {
      expect((await reverse(query)).status, query).toBe(400);
    }
  });
});

describe('GET /users/v1/region without a token', () => {
  it('answers the delivery zones to guests, and still refuses a bad token and other WITH_TOKEN calls', async () => {
    const zones = await api('/users/v1/region');
    expect(zones.status).toBe(200);
    expect(Region.array().parse(zones.json)).toHaveLength(1);
    expect((await api('/users/v1/region', { token: 'stale' })).status).toBe(401);
    expect((await api('/users/v1/users/me')).status).toBe(401);
  });
});

describe('forwarding to a Nominatim-compatible service (GEOCODER_URL)', () => {
  const pizza = { merchant: FORWARDED };
  const nominatimPlace = {
    place_id: 123,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    osm_type: 'way',
    osm_id: 456,
    lat: '41.3111000',
    lon: '69.2797000',
    class: 'highway',
    type: 'primary',
    place_rank: 26,
    importance: 0.1,
    addresstype: 'road',
    name: 'Amir Temur',
    display_name: 'Amir Temur, Tashkent, Uzbekistan',
    address: { road: 'Amir Temur', city: 'Tashkent', country: 'Uzbekistan', country_code: 'uz' },
    boundingbox: ['41.3', '41.32', '69.27', '69.29'],
  };

  it('forwards search with the parameters, language and User-Agent, and answers in the same shape', async () => {
    nominatim.requests.length = 0;
    nominatim.reply = () => ({ status: 200, body: JSON.stringify([nominatimPlace, nominatimPlace]) });
    const reply = await search('format=jsonv2&q=Amir%20Temur&limit=1&accept-language=eng', pizza);
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual([nominatimPlace]);
    const [request] = nominatim.requests;
    expect(request?.path).toBe('/nominatim/search');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      q: 'Amir Temur',
      format: 'jsonv2',
      limit: '1',
      addressdetails: '1',
      'accept-language': 'en',
    });
    expect(request?.headers['user-agent']).toBe(GEOCODER_USER_AGENT);
    expect(request?.headers['accept-language']).toBe('en');
    // The merchant whose mapType has no geocoder is answered from the map files.
    nominatim.requests.length = 0;
    expect(places(await search('q=Amir%20Temur'))[0]?.licence).toMatch(/^Test map/);
    expect(nominatim.requests).toEqual([]);
  });

  it("forwards reverse lookup, 'Unable to geocode' included", async () => {
    nominatim.reply = () => ({ status: 200, body: JSON.stringify(nominatimPlace) });
    expect((await reverse('lat=41.3111&lon=69.2797', pizza)).json).toEqual(nominatimPlace);
    expect(nominatim.requests.at(-1)?.query.get('lat')).toBe('41.3111');
    nominatim.reply = () => ({ status: 200, body: '{"error":"Unable to geocode"}' });
    expect((await reverse('lat=41&lon=69', pizza)).json).toEqual({ error: 'Unable to geocode' });
  });

  it("answers 502 'Error in nominatim' when the service fails, is slow or answers something else", async () => {
    const failures: (() => { status: number; body: string; delayMs?: number })[] = [
      () => ({ status: 500, body: '{}' }),
      () => ({ status: 200, body: 'not json' }),
      () => ({ status: 200, body: '[{"display_name": 5}]' }),
      () => ({ status: 200, body: '[]', delayMs: 1000 }),
    ];
    for (const failure of failures) {
      nominatim.reply = failure;
      const reply = await search('q=Amir', pizza);
      expect(reply.status, JSON.stringify(failure())).toBe(502);
      const body = ApiErrorBody.parse(reply.json);
      expect(body.code).toBe('GEOCODER_FAILED');
      expect(body.description).toMatchObject({ eng: expect.stringMatching(/^Error in nominatim: /) });
    }
    nominatim.reply = () => ({ status: 503, body: '' });
    expect((await reverse('lat=41&lon=69', pizza)).status).toBe(502);
  });
});
