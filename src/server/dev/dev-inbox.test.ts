import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../contract/index.ts';
import { createApp } from '../app.ts';
import { silentLogger } from '../base/logger.ts';
import { apiCaller } from '../../../tests/support/server/http/test-client.ts';
import { makeTempDir, removeDir, writeTenant } from '../../../tests/support/server/tenants/test-tenant.ts';
import { testDatabase } from '../../../tests/support/server/storage/test-database.ts';

let root: string;
let tenantDir: string;

beforeAll(() => {
  root = makeTempDir();
  tenantDir = writeTenant(root, 7, 'burger');
});
afterAll(() => {
  vi.unstubAllEnvs();
  removeDir(root);
});

const appWith = async (devInbox?: boolean) =>
  createApp({
    tenantDirs: [tenantDir],
    database: await testDatabase(),
    distDir: false,
    log: silentLogger,
    devInbox,
  });

describe('development inbox', () => {
  it('does not exist by default: 404 like any unknown path, and no code is kept', async () => {
    const server = await appWith();
    const api = apiCaller(server.app, 7);
    expect((await api('/users/v1/auth/code', { body: { phone: '+998901112233' } })).status).toBe(200);
    for (const merchant of [7, null]) {
      const reply = await api('/dev/v1/inbox', { merchant });
      expect(reply).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
    expect((await api('/dev/v1/inbox', { method: 'POST', body: {} })).status).toBe(404);
    await server.close();
  });

  it('lists the codes sent, newest first, filtered by phone, when turned on', async () => {
    const server = await appWith(true);
    const api = apiCaller(server.app, 7);
    await api('/users/v1/auth/code', { body: { phone: '+998901112233' } });
    await api('/users/v1/auth/code', { body: { phone: '+998904445566' } });

    const all = await api('/dev/v1/inbox', { merchant: null });
    expect(all.status).toBe(200);
    const entries = endpoints.devInbox.response.parse(all.json);
    expect(entries.map((e) => e.phone)).toEqual(['+998904445566', '+998901112233']);
    expect(entries[0]?.code).toMatch(/^\d{6}$/);

    // "+" in a query string arrives as a space; both spellings find the phone.
    for (const query of ['+998901112233', '%2B998901112233', '998901112233']) {
      const one = endpoints.devInbox.response.parse((await api(`/dev/v1/inbox?phone=${query}`)).json);
      expect(one.map((e) => e.phone)).toEqual(['+998901112233']);
    }

    // The inbox code signs in.
    const code = entries[1]?.code ?? '';
    const login = await api('/users/v1/auth/login', { body: { phone: '+998901112233', code } });
    expect(login.status).toBe(200);
    await server.close();
  });

  it('refuses to run in production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    await expect(appWith(true)).rejects.toThrow(/NODE_ENV=production/);
    vi.unstubAllEnvs();
  });
});
