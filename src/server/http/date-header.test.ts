import { afterEach, describe, expect, it, vi } from 'vitest';
import { featureApp } from '../../../tests/support/server/test-app.ts';
import type { StorefrontApp } from '../app.ts';

describe('the Date header', () => {
  let server: StorefrontApp | undefined;
  afterEach(async () => {
    await server?.close();
    vi.unstubAllEnvs();
  });

  it("tells the server's clock on every answer, API and not", async () => {
    const noon = Date.parse('2026-03-04T07:00:00Z');
    server = await featureApp({ now: () => noon });
    const api = await server.app.request('/api/users/v1/merchants/sub/nobody');
    const other = await server.app.request('/nothing-here');
    expect(api.headers.get('date')).toBe('Wed, 04 Mar 2026 07:00:00 GMT');
    expect(other.headers.get('date')).toBe('Wed, 04 Mar 2026 07:00:00 GMT');
  });

  it('refuses a moved clock in production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    await expect(featureApp({ now: () => 0 })).rejects.toThrow(/NODE_ENV=production/);
  });
});
