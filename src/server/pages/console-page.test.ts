import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type StorefrontApp } from '../app.ts';
import { silentLogger } from '../base/logger.ts';
import { makeTempDir, removeDir, writeTenant } from '../../../tests/support/server/tenants/test-tenant.ts';
import { testDatabase } from '../../../tests/support/server/storage/test-database.ts';

let root: string;
let server: StorefrontApp;
const storefrontHtml = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const consoleHtml = '<!doctype html><html><head><title>Console</title></head><body></body></html>';

beforeAll(async () => {
  root = makeTempDir();
  const dist = path.join(root, 'dist');
  fs.mkdirSync(path.join(dist, 'console'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), storefrontHtml);
  fs.writeFileSync(path.join(dist, 'console', 'index.html'), consoleHtml);
  server = await createApp({
    tenantDirs: [writeTenant(root, 7, 'burger')],
    database: await testDatabase(),
    distDir: dist,
    log: silentLogger,
  });
});
afterAll(async () => {
  await server.close();
  removeDir(root);
});

const get = (p: string, host = 'burger.localhost') => server.app.request(`http://${host}${p}`);

describe('the console page', () => {
  it('answers /console and every path below it with the console, not the storefront', async () => {
    for (const p of ['/console', '/console/', '/console/orders/12', '/console/stop-list?vendor=burger']) {
      const response = await get(p);
      expect(response.status, p).toBe(200);
      expect(await response.text(), p).toBe(consoleHtml);
    }
    // Paths that only begin alike stay the storefront's.
    expect(await (await get('/consoles')).text()).not.toBe(consoleHtml);
  });

  it('carries the storefront policy with no frame, analytics or boot data, on any host', async () => {
    for (const host of ['burger.localhost', 'localhost']) {
      const response = await get('/console/', host);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("script-src 'self';");
      expect(policy).not.toContain('unsafe-inline;');
      expect(policy).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.text()).not.toContain('boot-data');
    }
  });

  it('is never served as a plain file without its headers', async () => {
    const response = await get('/console/index.html');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
