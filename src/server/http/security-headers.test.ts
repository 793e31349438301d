import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BootData } from '../../contract/index.ts';
import { createApp, type StorefrontApp } from '../app.ts';
import { silentLogger } from '../base/logger.ts';
import {
  makeTempDir,
  removeDir,
  testSvg,
  writeTenant,
} from '../../../tests/support/server/tenants/test-tenant.ts';
import { cameOverTls, PERMISSIONS_POLICY } from './security-headers.ts';
import { directivesOf } from '../../../tests/support/server/http/test-policy.ts';

let root: string;
let server: StorefrontApp;
const indexHtml =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body></body></html>';

beforeAll(async () => {
  root = makeTempDir();
  const dist = path.join(root, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), indexHtml);
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'export {};\n');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), testSvg);
  const burger = writeTenant(root, 7, 'burger');
  const cafe = writeTenant(root, 8, 'cafe', {
    files: { 'settings-web.json': { metaPixel: { active: true, id: '42' } } },
  });
  server = await createApp({
    tenantDirs: [burger, cafe],
    database: ':memory:',
    distDir: dist,
    log: silentLogger,
    previewPage: true,
    security: {
      previewOrigins: ['https://admin.example.uz'],
      frameAncestors: [],
      extraSources: {},
      trustProxy: false,
    },
  });
});
afterAll(async () => {
  await server.close();
  removeDir(root);
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.request(url, { headers });
const csp = (response: Response) => directivesOf(response.headers.get('content-security-policy'));

describe('a storefront page', () => {
  it('sends the page policy, framing by the mini app clients, preview origins and its own origin (the console), and the page headers', async () => {
    for (const url of ['http://burger.localhost:4599/', 'http://burger.localhost:4599/profile/orders/12']) {
      const response = await get(url);
      expect(response.status).toBe(200);
      const policy = csp(response);
      expect(policy.get('script-src'), url).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual([
        'https://web.telegram.org',
        'https://admin.example.uz',
        'http://localhost:4599',
        'http://127.0.0.1:4599',
        'http://burger.localhost:4599',
      ]);
      expect(response.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
      expect(response.headers.get('permissions-policy')).toContain('geolocation=(self)');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('vary')).toBe('Accept-Encoding, Host, Cookie');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it("tells the storefront the preview origins in the boot data (its own origin too: the console's studio), and nothing of its build", async () => {
    const html = await (await get('http://burger.localhost:4599/')).text();
    const json = /<script id="boot-data" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null';
    expect(BootData.parse(JSON.parse(json)).previewOrigins).toEqual([
      'https://admin.example.uz',
      'http://localhost:4599',
      'http://127.0.0.1:4599',
      'http://burger.localhost:4599',
    ]);
  });

  it("follows the merchant's analytics: hosts only for the merchant that turned them on", async () => {
    expect(csp(await get('http://cafe.localhost/')).get('script-src')).toEqual([
      "'self'",
      'https://connect.facebook.net',
    ]);
    expect(csp(await get('http://burger.localhost/')).get('script-src')).toEqual(["'self'"]);
    // The merchant cookie picks the tenant, and with it the policy.
    expect(csp(await get('http://localhost/', { cookie: 'merchant=cafe' })).get('script-src')).toContain(
      'https://connect.facebook.net',
    );
  });

  it('has a policy even for no known merchant: its message page runs its own inline script only', async () => {
    const response = await get('http://localhost/');
    expect(await response.text()).toContain('data-path="/merchantNotAvailable"');
    expect(csp(response).get('default-src')).toEqual(["'none'"]);
    expect(csp(response).get('script-src')).toEqual([expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/)]);
    expect(csp(response).get('frame-ancestors')).toContain('https://web.telegram.org');
  });

  it('keeps its headers on a 304', async () => {
    const first = await get('http://burger.localhost/');
    const again = await get('http://burger.localhost/', { 'if-none-match': first.headers.get('etag') ?? '' });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
  });
});

describe('the other answers', () => {
  it('API: nosniff, a policy that loads nothing, no referrer', async () => {
    const response = await get('/api/users/v1/merchants/sub/burger');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('API: an answer for a signed-in customer is never stored', async () => {
    const session = await server.db.createSessionForTest(7);
    const response = await get('/api/users/v1/users/me', {
      merchant: '7',
      authorization: `Bearer ${session.token}`,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('API errors carry the same headers', async () => {
    for (const [url, status] of [
      ['/api/nothing', 404],
      ['/api/users/v1/users/me', 401],
    ] as const) {
      const response = await get(url, { merchant: '7' });
      expect(response.status, url).toBe(status);
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('media: nosniff and a sandbox, for pictures and for errors', async () => {
    for (const url of [
      '/media/burger/logo.svg?format=original',
      '/media/burger/logo.svg',
      '/media/burger/none.png',
    ]) {
      const response = await get(url);
      expect(response.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(csp(response).has('sandbox'), url).toBe(true);
      expect(csp(response).get('default-src')).toEqual(["'none'"]);
    }
  });

  it('built files: nosniff; an SVG is sandboxed; a script carries no policy of its own', async () => {
    const svg = await get('/favicon.svg');
    expect(csp(svg).has('sandbox')).toBe(true);
    const script = await get('/assets/app-abc123.js');
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(script.headers.get('content-security-policy')).toBeNull();
    const missing = await get('/assets/app-gone.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('the preview page runs its one script by nonce, frames only the storefront, and is framed by nobody', async () => {
    const response = await get('http://localhost:4599/__preview?tenant=cafe');
    const policy = csp(response);
    const nonce = /<script type="module" nonce="([^"]+)">/.exec(await response.text())?.[1];
    expect(nonce).toBeTruthy();
    expect(policy.get('script-src')).toEqual([`'nonce-${nonce}'`]);
    expect(policy.get('frame-src')).toEqual(['http://cafe.localhost:4599']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    const other = csp(await get('http://localhost:4599/__preview')).get('script-src');
    expect(other).not.toEqual(policy.get('script-src'));
  });
});

describe('HSTS', () => {
  it('is sent over TLS only', async () => {
    expect((await get('https://burger.localhost/')).headers.get('strict-transport-security')).toBe(
      'max-age=31536000',
    );
    expect((await get('https://localhost/api/nothing')).headers.get('strict-transport-security')).toBe(
      'max-age=31536000',
    );
    expect(
      (await get('http://burger.localhost/', { 'x-forwarded-proto': 'https' })).headers.get(
        'strict-transport-security',
      ),
    ).toBeNull();
  });

  it('believes X-Forwarded-Proto only from a trusted proxy, and only its first hop', () => {
    const http = new URL('http://burger.example.uz/');
    expect(cameOverTls(http, 'https', false)).toBe(false);
    expect(cameOverTls(http, 'https', true)).toBe(true);
    expect(cameOverTls(http, 'HTTPS, http', true)).toBe(true);
    expect(cameOverTls(http, 'http, https', true)).toBe(false);
    expect(cameOverTls(http, undefined, true)).toBe(false);
    expect(cameOverTls(new URL('https://burger.example.uz/'), undefined, false)).toBe(true);
  });
});

describe('the preview page in production', async () => {
  it('is refused, since its loopback origins would frame the storefront', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await expect(
        createApp({
          tenants: server.tenants.all,
          db: server.db,
          distDir: false,
          log: silentLogger,
          previewPage: true,
        }),
      ).rejects.toThrow(/NODE_ENV=production/);
    } finally {
      process.env.NODE_ENV = before;
    }
  });
});
