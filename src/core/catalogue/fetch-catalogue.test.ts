import { describe, expect, it, vi } from 'vitest';
import { CHECKED_BY_BUILD_HEADER, OVERALLS_PATH } from '../../contract/catalogue-route.ts';
import type { ApiClient } from '../api/client.ts';
import { BUILD_ID } from '../build-id.ts';
import { fetchCatalogue } from './fetch-catalogue.ts';
import burger from '../../../fixtures/burger/catalogue.json';

const [product] = burger.products;
const answer = { groups: [], categories: [], products: [product, { id: 'broken' }] };

/** A client whose plain GET answers `response`; its parsing call must not be needed unless said. */
function clientAnswering(response: Response | Error) {
  const get = vi.fn(() => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response)));
  const callRaw = vi.fn(() =>
    Promise.resolve([{ status: 0, message: 'Нет связи с сервером' }, null] as const),
  );
  return { api: { get, callRaw } as unknown as ApiClient, get, callRaw };
}

const json = (body: unknown, headers: Record<string, string> = {}, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('the catalogue call', () => {
  it('takes an answer this build’s server checked as it is', async () => {
    const { api, get } = clientAnswering(json(answer, { [CHECKED_BY_BUILD_HEADER]: BUILD_ID }));
    const catalogue = await fetchCatalogue(api, 'WEB');
    expect(get).toHaveBeenCalledWith(`${OVERALLS_PATH}?type=WEB`, undefined);
    expect(catalogue.products).toHaveLength(2);
  });

  it('parses an answer from any other server, dropping what breaks the contract', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const headers of [{}, { [CHECKED_BY_BUILD_HEADER]: 'another-build' }] as Record<string, string>[]) {
      const { api } = clientAnswering(json(answer, headers));
      const catalogue = await fetchCatalogue(api, 'WEB');
      expect(catalogue.products.map((p) => p.id)).toEqual([product?.id]);
    }
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('leaves a failed call to the client, which words its error', async () => {
    for (const failure of [new TypeError('offline'), json({ description: 'нет' }, {}, 503)]) {
      const { api, callRaw } = clientAnswering(failure);
      await expect(fetchCatalogue(api, 'WEB')).rejects.toThrow('Нет связи с сервером');
      expect(callRaw).toHaveBeenCalledWith('overalls', { query: { type: 'WEB' }, signal: undefined });
    }
  });
});
