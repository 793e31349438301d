import { describe, expect, it } from 'vitest';
import { vacancyEndpoints } from '../../contract/vacancy-applications.ts';
import { addEndpoints, createApiClient } from './client.ts';

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
