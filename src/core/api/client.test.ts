import { describe, expect, it, vi } from 'vitest';
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
});
