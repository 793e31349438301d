import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Merchant } from '../contract/index.ts';
import { silentLogger } from './base/logger.ts';
import { startServer } from './start.ts';
import { makeTempDir, removeDir, writeTenant } from '../../tests/support/server/tenants/test-tenant.ts';
import { testDatabase } from '../../tests/support/server/storage/test-database.ts';
import { testRenderedPage } from '../../tests/support/server/pages/test-rendered-page.ts';

let root: string;
let tenant: string;

beforeAll(() => {
  root = makeTempDir();
  tenant = writeTenant(root, 7, 'burger');
  fs.mkdirSync(path.join(root, 'dist'));
  fs.writeFileSync(
    path.join(root, 'dist', 'index.html'),
    '<!doctype html><title>built</title><div id="root">built</div>',
  );
  // Dev mode gets its own tiny app and config: the dependency optimizer has nothing to bundle, so the
  // test neither depends on the storefront's sources nor waits for (or cuts short) a bundling run.
  fs.mkdirSync(path.join(root, 'app'));
  fs.writeFileSync(
    path.join(root, 'app', 'index.html'),
    '<!doctype html><html><head></head><body>dev page</body></html>',
  );
  fs.writeFileSync(
    path.join(root, 'app', 'vite.config.mjs'),
    'export default { optimizeDeps: { noDiscovery: true, include: [] } };\n',
  );
});
afterAll(() => removeDir(root));

/** A tiny app whose server-rendering entry is a stand-in with entry-server.tsx's interface. */
function writeRenderingApp(dir: string): void {
  fs.mkdirSync(path.join(dir, 'src', 'app', 'ssr'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="ru"><head></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(
    path.join(dir, 'vite.config.mjs'),
    'export default { optimizeDeps: { noDiscovery: true, include: [] } };\n',
  );
  const page = JSON.stringify(testRenderedPage({ lang: 'uz' }));
  fs.writeFileSync(
    path.join(dir, 'src', 'app', 'ssr', 'entry-server.tsx'),
    `export const sanitizeWithWindow = () => {};
export async function renderPage(request) {
  const sub = new URL(request.url).searchParams.get('vendor');
  return { html: '<main><h1>' + sub + ' drawn by the server</h1></main>', lang: 'uz', dir: 'ltr',
    brand: '#FCE000', onBrand: '#000000', theme: 'light', page: ${page} };
}
`,
  );
}

describe('startServer', () => {
  it('dev mode renders the pages on the server as production does, from the sources', async () => {
    const app = path.join(root, 'rendering-app');
    writeRenderingApp(app);
    const server = await startServer({
      port: 0,
      dev: true,
      serverRender: true,
      viteRoot: app,
      viteConfigFile: path.join(app, 'vite.config.mjs'),
      tenantDirs: [tenant],
      database: await testDatabase(),
      log: silentLogger,
    });
    try {
      const answer = await fetch(`${server.url}?vendor=burger`);
      const page = await answer.text();
      expect(page).toContain('<div id="root"><main><h1>burger drawn by the server</h1></main></div>');
      expect(page).toContain('/@vite/client');
      expect(page).toContain('id="boot-data"');
      // Production's policy, with the inline scripts Vite's hot reload is made of.
      expect(answer.headers.get('content-security-policy')).toMatch(/script-src 'self' 'unsafe-inline'/);
    } finally {
      await server.close();
    }
  });

  it('listens on a free port, serves API, media and app, and closes gracefully', async () => {
    const server = await startServer({
      port: 0,
      tenantDirs: [tenant],
      database: await testDatabase(),
      distDir: path.join(root, 'dist'),
      log: silentLogger,
    });
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/`);
    const merchant = await fetch(`${server.url}api/users/v1/merchants/sub/burger`);
    expect(Merchant.parse(await merchant.json()).id).toBe(7);
    const logo = await fetch(`${server.url}media/burger/logo.svg?w=10&h=10`);
    expect(logo.headers.get('content-type')).toBe('image/webp');
    await logo.arrayBuffer();
    expect(await (await fetch(`${server.url}orders/5?vendor=burger`)).text()).toContain('built');

    await Promise.all([await server.close(), await server.close()]);
    await expect(fetch(`${server.url}api/users/v1/merchants/sub/burger`)).rejects.toThrow();
  });

  it('reports a taken port clearly', async () => {
    const first = await startServer({
      port: 0,
      tenantDirs: [tenant],
      database: await testDatabase(),
      distDir: false,
      log: silentLogger,
    });
    try {
      await expect(
        startServer({
          port: first.port,
          tenantDirs: [tenant],
          database: await testDatabase(),
          distDir: false,
          log: silentLogger,
        }),
      ).rejects.toThrow(/already in use/);
    } finally {
      await first.close();
    }
  });

  it('dev mode hands the storefront to Vite and keeps /api for the server', async () => {
    const server = await startServer({
      port: 0,
      dev: true,
      viteRoot: path.join(root, 'app'),
      viteConfigFile: path.join(root, 'app', 'vite.config.mjs'),
      tenantDirs: [tenant],
      database: await testDatabase(),
      log: silentLogger,
    });
    try {
      const page = await (await fetch(`${server.url}profile?vendor=burger`)).text();
      expect(page).toContain('/@vite/client');
      expect(page).toContain('dev page');
      // Bodies are read to the end: an unread response keeps its connection busy, and close() then
      // waits out its grace period for it.
      const api = await fetch(`${server.url}api/users/v1/branches`, { headers: { merchant: '7' } });
      expect(api.status).toBe(200);
      expect(await api.json()).toHaveLength(4);
      const unknown = await fetch(`${server.url}api/nothing`);
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await server.close();
    }
  });
});
