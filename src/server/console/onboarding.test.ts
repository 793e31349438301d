/**
 * A tenant started in the console: served at once with the brand, languages and colour given, its
 * owner signs in to its console, its sub is its own, and its export is a folder fixture:check passes.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NewTenant } from '../../contract/console-onboarding.ts';
import { checkTenant } from '../../tools/fixture-check/check-tenant.ts';
import { apiCaller, lastCode } from '../../../tests/support/server/http/test-client.ts';
import { consoleAppForFile } from '../../../tests/support/server/console/test-console.ts';
import { writeTenantFolder } from '../tenant-data/tenant-folder.ts';
import { withoutSecrets } from '../tenant-data/tenant-secrets.ts';

const app = consoleAppForFile();

const OWNER_PHONE = '+998970000077';
const request = {
  sub: 'yangi-kafe',
  brand: { uz: 'Yangi kafe', ru: 'Новое кафе' },
  languages: ['uz', 'ru'],
  mainColor: '#0a7f3f',
  ownerPhone: OWNER_PHONE,
  ownerName: 'Aziza',
};
const start = (body: unknown, token = app.tokens.OWNER) =>
  app.console('/console/v1/tenants', { token, body });

describe('a tenant started in the console', () => {
  it('is served at once with its brand, languages and colour, and its owner signs in to its console', async () => {
    const reply = await start(request);
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    const created = NewTenant.parse(reply.json);
    expect(created.sub).toBe('yangi-kafe');
    const api = apiCaller(app.server.app, created.merchantId);
    const settings = (await api('/support/v1/merchant/settings/web')).json as Record<string, unknown>;
    expect(settings).toMatchObject({
      mainColor: '#0A7F3F',
      mainLanguage: 'uz',
      uz: true,
      ru: true,
      brand: 'Yangi kafe',
    });
    expect(settings.eng).not.toBe(true);

    const sent = await api('/console/v1/auth/code', { body: { phone: OWNER_PHONE } });
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    const login = await api('/console/v1/auth/login', {
      body: { phone: OWNER_PHONE, code: lastCode(app.log.lines, OWNER_PHONE) },
    });
    expect(login.status, JSON.stringify(login.json)).toBe(200);
    const me = await api('/console/v1/me', { token: (login.json as { token: string }).token });
    expect(me.json).toMatchObject({ staff: { role: 'OWNER', name: 'Aziza' } });

    // Out of the database, the tenant is a folder fixture:check passes.
    const dir = path.join(app.root, 'exported', created.sub);
    writeTenantFolder(dir, withoutSecrets(await app.server.db.tenantData.snapshot(created.merchantId)));
    const report = await checkTenant(dir);
    expect(report.errors, JSON.stringify(report).slice(0, 2000)).toBe(0);
  });

  it("refuses a sub another store has, and a brand without its main language's name", async () => {
    expect((await start(request)).code).toBe('TENANT_SUB_TAKEN');
    expect((await start({ ...request, sub: 'burger' })).code).toBe('TENANT_SUB_TAKEN');
    const unnamed = await start({ ...request, sub: 'no-name', brand: { ru: 'Без имени' } });
    expect(unnamed.status).toBe(400);
    expect(unnamed.code).toBe('BRAND_NAME_MISSING');
    expect((await start({ ...request, sub: 'Bad Sub' })).status).toBe(400);
  });
});
