import { describe, expect, it, vi } from 'vitest';
import type { BodyOf } from '../../contract/index.ts';
import { vacancyEndpoints } from '../../contract/endpoints/vacancies.ts';
import { addEndpoints } from './checked-calls.ts';
import { createApiClient } from './client.ts';
import { FALLBACK_ERROR_TEXT } from './api-error.ts';

function client(
  reply: (url: string, init: RequestInit) => Response,
  token: string | null = null,
  onUnauthorized = vi.fn(),
) {
  const calls: { url: string; init: RequestInit }[] = [];
  const api = createApiClient({
    baseUrl: '/api',
    merchantId: () => 7,
    token: () => token,
    language: () => 'uz',
    onUnauthorized,
    fetch: async (input, init = {}) => {
      calls.push({ url: String(input), init });
      return reply(String(input), init);
    },
  });
  return { api, calls, onUnauthorized };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('API client', () => {
  it('builds the path from the table and sends the merchant header', async () => {
    const { api, calls } = client(() => json({ groups: [], categories: [], products: [] }));
    const [error, data] = await api.call('overalls', { query: { type: 'WEB' } });
    expect(error).toBeNull();
    expect(data).toEqual({ groups: [], categories: [], products: [] });
    expect(calls[0]?.url).toBe('/api/products/v1/overalls?type=WEB');
    expect((calls[0]?.init.headers as Record<string, string>).merchant).toBe('7');
  });

  it('strips the WITH_TOKEN marker and sends the bearer token', async () => {
    const { api, calls } = client(() => json({ id: 1, phone: '+998901234567' }), 'secret');
    await api.call('me');
    expect(calls[0]?.url).toBe('/api/users/v1/users/me');
    expect((calls[0]?.init.headers as Record<string, string>).Authorization).toBe('Bearer secret');
  });

  it('never sends a token to a call without the marker', async () => {
    const { api, calls } = client(() => json([]), 'secret');
    await api.call('banners');
    expect((calls[0]?.init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it("shows the reply's description in the current language, else the spec's fallback", async () => {
    const described = client(() => json({ description: { ru: 'Нет', uz: "Yo'q" } }, 400));
    expect((await described.api.call('banners'))[0]?.message).toBe("Yo'q");
    const bare = client(() => new Response('oops', { status: 500 }));
    expect((await bare.api.call('banners'))[0]).toMatchObject({ status: 500, message: FALLBACK_ERROR_TEXT });
  });

  it('falls back to the Uzbek text for phone change errors (spec section 8)', async () => {
    const english = createApiClient({
      baseUrl: '/api',
      merchantId: () => 7,
      token: () => 't',
      language: () => 'eng',
      fetch: async () => json({ description: { uz: 'Raqam band', ru: 'Номер занят' } }, 409),
    });
    const [phoneError] = await english.call('phoneChange', { body: { phone: '+998901234567', type: 'WEB' } });
    expect(phoneError?.message).toBe('Raqam band');
    expect((await english.call('banners'))[0]?.message).toBe('Произошла ошибка, попробуйте позже');
  });

  it('logs out on a 401 only while a token exists', async () => {
    const withToken = client(() => json({}, 401), 'secret');
    await withToken.api.call('me');
    expect(withToken.onUnauthorized).toHaveBeenCalledOnce();
    const guest = client(() => json({}, 401));
    await guest.api.call('me');
    expect(guest.onUnauthorized).not.toHaveBeenCalled();
  });

  it('returns an error pair on a network failure instead of throwing', async () => {
    const { api } = client(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await api.call('banners')).toEqual([{ status: 0, message: FALLBACK_ERROR_TEXT }, null]);
  });

  it('drops the broken items of a list and keeps the rest', async () => {
    const { api } = client(() => json([{ id: 1, image: 'a.svg' }, { id: 'x' }]));
    const [error, banners] = await api.call('banners');
    expect(error).toBeNull();
    expect(banners?.map((b) => b.id)).toEqual([1]);
  });

  it('refuses a reply that breaks the contract as a whole', async () => {
    const { api } = client(() => json({ nope: true }));
    expect((await api.call('merchantBySub', { params: { sub: 'x' } }))[0]).toMatchObject({
      code: 'BAD_RESPONSE',
    });
  });

  it("sends a call's own headers as its endpoint declares them", async () => {
    const { api, calls } = client(() => json({}, 500), 'secret');
    const key = '0b7d6d3e-2f4a-4c1e-9a7b-5d2c8e1f3a60';
    await api.call('orderCreate', { body: orderBody, headers: { 'Idempotency-Key': key } });
    expect((calls[0]?.init.headers as Record<string, string>)['Idempotency-Key']).toBe(key);
    await api.call('orderCreate', { body: orderBody });
    expect(calls[1]?.init.headers).not.toHaveProperty('Idempotency-Key');
  });

  it('refuses, without sending, a header value the table does not accept', async () => {
    const { api, calls } = client(() => json({}), 'secret');
    const [error] = await api.call('orderCreate', { body: orderBody, headers: { 'Idempotency-Key': 'a b' } });
    expect(error).toMatchObject({ status: 0, code: 'INVALID_HEADERS' });
    expect(calls).toHaveLength(0);
  });

  it("says whether the text is in the customer's language and how long to wait", async () => {
    const wait = client(
      () =>
        new Response(
          JSON.stringify({ code: 'RESEND_THROTTLED', description: { ru: 'Ждите', uz: 'Kuting' } }),
          {
            status: 429,
            headers: { 'Retry-After': '42' },
          },
        ),
    );
    expect((await wait.api.call('banners'))[0]).toMatchObject({
      code: 'RESEND_THROTTLED',
      message: 'Kuting',
      localized: true,
      retryAfter: 42,
    });
    const russianOnly = client(() => json({ code: 'X', description: { ru: 'Нет' } }, 400));
    const [error] = await russianOnly.api.call('banners');
    expect(error).toMatchObject({ localized: false, message: FALLBACK_ERROR_TEXT });
    expect(error).not.toHaveProperty('retryAfter');
  });
});

const orderBody: BodyOf<'orderCreate'> = {
  serviceType: 'PICK_UP',
  paymentType: 'CASH',
  orderDevice: 'CLIENT_WEB',
  branchId: 1,
  cartItems: [{ product: { id: 1, count: 1, costPrice: 1 } }],
};

describe('endpoints of screens loaded on demand', () => {
  it('are refused without a request until their screen hands them over, then called as any other', async () => {
    const urls: string[] = [];
    const api = createApiClient({
      baseUrl: '/api',
      merchantId: () => 7,
      token: () => null,
      language: () => 'ru',
      fetch: async (input) => {
        urls.push(String(input));
        return new Response('[]', { headers: { 'Content-Type': 'application/json' } });
      },
    });
    const [refused] = await api.call('vacancies');
    expect(refused?.code).toBe('UNKNOWN_ENDPOINT');
    expect(urls).toEqual([]);

    addEndpoints(vacancyEndpoints);
    const [error, data] = await api.call('vacancies');
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect(urls).toEqual(['/api/support/v1/vacancy']);
  });
});
