import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreateAppOptions, StorefrontApp } from '../app.ts';
import { orderCatalogue, writeOrderTenant } from '../../../tests/support/server/orders/test-orders.ts';
import { featureApp } from '../../../tests/support/server/test-app.ts';
import { makeTempDir, removeDir } from '../../../tests/support/server/tenants/test-tenant.ts';

const A = 7;
const B = 8;
const CATALOGUE = '/api/products/v1/overalls?type=WEB';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The app behind a real HTTP server as startServer runs it, counting the requests the app answered. */
async function serve(options: CreateAppOptions = {}) {
  const root = makeTempDir();
  const beta = { ...orderCatalogue, products: orderCatalogue.products.slice(1) };
  const dirs = [
    writeOrderTenant(root, A, 'alpha'),
    writeOrderTenant(root, B, 'beta', { 'catalogue.json': beta }),
  ];
  const app: StorefrontApp = await featureApp({ tenantDirs: dirs, ...options });
  const listener = getRequestListener(app.app.fetch);
  const counts = { app: 0 };
  const server = http.createServer((request, response) => {
    if (app.answerFromCache(request, response)) return;
    counts.app += 1;
    void listener(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await app.close();
    removeDir(root);
  });
  const { port } = server.address() as AddressInfo;

  const ask = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Answer>((resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port, path, method, headers: { merchant: String(A), ...headers } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      request.on('error', reject);
      request.end();
    });
  return { ask, counts };
}

/**
 * Every header but the date (the clock's at each answer) and the length (brotli's best quality may
 * have replaced the first between two answers), each checked on its own.
 */
function comparable(answer: Answer) {
  const { date, 'content-length': length, ...rest } = answer.headers;
  expect(Date.parse(date ?? '')).toBeGreaterThan(0);
  expect(Number(length ?? 0)).toBe(answer.body.length);
  return rest;
}

const decoded = (answer: Answer) =>
  answer.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(answer.body).toString()
    : answer.headers['content-encoding'] === 'gzip'
      ? gunzipSync(answer.body).toString()
      : answer.body.toString();

describe('kept answers without the app', () => {
  it('answer a repeated request with the headers and JSON the app gives, in brotli, gzip and 304', async () => {
    const { ask, counts } = await serve();
    for (const headers of [
      { 'accept-encoding': 'gzip, deflate, br' },
      { 'accept-encoding': 'gzip' },
      { 'accept-encoding': 'br;q=0.5, gzip;q=0.9' },
    ]) {
      // The first of an encoding may need the app (its compression is made then); the next does not.
      const first = await ask(CATALOGUE, headers);
      const before = counts.app;
      const again = await ask(CATALOGUE, headers);
      expect(counts.app, 'answered without the app').toBe(before);
      expect(again.status).toBe(200);
      expect(comparable(again)).toEqual(comparable(first));
      expect(decoded(again)).toBe(decoded(first));
      expect(JSON.parse(decoded(again))).toHaveProperty('products');
    }
    expect(counts.app, 'the first brotli and gzip requests').toBe(2);

    const etag = (await ask(CATALOGUE, { 'accept-encoding': 'br' })).headers.etag ?? '';
    const before = counts.app;
    const revalidated = await ask(CATALOGUE, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(counts.app).toBe(before);
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['content-security-policy']).toBeTruthy();
  });

  it('send Strict-Transport-Security as the app does behind a proxy that says the client came over TLS', async () => {
    const { ask, counts } = await serve({ security: { trustProxy: true } });
    const headers = { 'accept-encoding': 'br', 'x-forwarded-proto': 'https' };
    const first = await ask(CATALOGUE, headers);
    const again = await ask(CATALOGUE, headers);
    expect(counts.app).toBe(1);
    expect(again.headers['strict-transport-security']).toMatch(/max-age=/);
    expect(comparable(again)).toEqual(comparable(first));
    const plain = await ask(CATALOGUE, { 'accept-encoding': 'br' });
    expect(counts.app).toBe(1);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('leave to the app what it could answer otherwise', async () => {
    const { ask, counts } = await serve();
    await ask(CATALOGUE, { 'accept-encoding': 'br' });
    const cases: [string, () => Promise<Answer>][] = [
      ['another merchant', () => ask(CATALOGUE, { 'accept-encoding': 'br', merchant: String(B) })],
      ['another address', () => ask(`${CATALOGUE}&x=1`, { 'accept-encoding': 'br' })],
      // The security headers make a signed-in answer no-store.
      ['a session', () => ask(CATALOGUE, { 'accept-encoding': 'br', authorization: 'Bearer x' })],
      ['an Idempotency-Key', () => ask(CATALOGUE, { 'accept-encoding': 'br', 'idempotency-key': '?' })],
      // The app's compress middleware deflates what the cache keeps uncompressed.
      ['no brotli or gzip', () => ask(CATALOGUE, { 'accept-encoding': 'deflate' })],
      ['a host the app checks', () => ask(CATALOGUE, { 'accept-encoding': 'br', host: 'Shop.Test' })],
      ['HEAD', () => ask(CATALOGUE, { 'accept-encoding': 'br' }, 'HEAD')],
      ['POST', () => ask(CATALOGUE, { 'accept-encoding': 'br' }, 'POST')],
    ];
    for (const [what, request] of cases) {
      const before = counts.app;
      await request();
      expect(counts.app, what).toBe(before + 1);
    }
    const signedIn = await ask(CATALOGUE, { authorization: 'Bearer x', 'accept-encoding': 'br' });
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect((await ask(CATALOGUE, { 'idempotency-key': '?', 'accept-encoding': 'br' })).status).toBe(400);
    expect((await ask(CATALOGUE, { 'accept-encoding': 'deflate' })).headers['content-encoding']).toBe(
      'deflate',
    );
  });
});
