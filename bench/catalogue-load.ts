/**
 * `npm run bench:catalogue`: how the grocery's catalogue (3,000+ products, the largest answer of the
 * API) holds up against a small static file served by the same server in the same run, and what a
 * repeat visit downloads.
 *
 *   npm run bench:catalogue [-- --seconds 5 --clients 10]
 *
 * The reference server runs as its own process in production mode with the grocery tenant. For each
 * of the two addresses, `clients` keep-alive connections ask for it back to back for `seconds`,
 * accepting brotli as a browser does (the bodies are read, not decompressed). The ratio of the
 * catalogue's answers per second to the static file's is the figure (target: at least 0.5). Then
 * one visitor asks for the catalogue twice, the second time with the ETag of the first: a repeat
 * visit should download no catalogue at all (304).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { buildStorefront } from '../src/tools/build.ts';
import { cleanUp } from './api-load/cleanup.ts';
import { startBenchServer } from './api-load/server-process.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const Options = z.object({
  seconds: z.coerce.number().positive().max(120),
  clients: z.coerce.number().int().positive().max(200),
});

interface Answer {
  status: number;
  bytes: number;
  etag: string | undefined;
}

function get(agent: http.Agent, url: URL, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, bytes, etag: response.headers.etag }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Answers per second of `clients` connections asking for `url` back to back for `seconds`. */
async function throughput(url: URL, headers: Record<string, string>, seconds: number, clients: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const end = Date.now() + seconds * 1000;
  let answers = 0;
  let bytes = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < end) {
        const answer = await get(agent, url, headers);
        if (answer.status !== 200) throw new Error(`${url.pathname}: HTTP ${answer.status}`);
        answers += 1;
        bytes += answer.bytes;
      }
    }),
  );
  agent.destroy();
  return { perSecond: answers / seconds, kbPerAnswer: bytes / Math.max(answers, 1) / 1024 };
}

async function main() {
  const { values } = parseArgs({
    options: { seconds: { type: 'string', default: '5' }, clients: { type: 'string', default: '10' } },
  });
  const { seconds, clients } = Options.parse(values);
  if (!fs.existsSync(path.join(repoRoot, 'dist/index.html'))) {
    console.log('dist/ is missing: building the storefront.');
    await buildStorefront(undefined, 'warn');
  }
  const tenantDir = path.join(repoRoot, 'fixtures/grocery');
  const merchant = z
    .object({ id: z.number() })
    .parse(JSON.parse(fs.readFileSync(path.join(tenantDir, 'merchant.json'), 'utf8')));
  const server = await startBenchServer({ database: ':memory:', tenantDir, limits: {} });
  try {
    const catalogue = new URL('api/products/v1/overalls?type=WEB', server.url);
    const file = new URL('favicon.svg', server.url);
    const headers = { 'accept-encoding': 'br, gzip', merchant: String(merchant.id) };
    // Warm up both: the first catalogue answer is serialized and compressed once.
    await throughput(catalogue, headers, 1, 2);
    await throughput(file, headers, 1, 2);
    const big = await throughput(catalogue, headers, seconds, clients);
    const small = await throughput(file, headers, seconds, clients);

    const agent = new http.Agent({ keepAlive: true });
    const first = await get(agent, catalogue, headers);
    const repeat = await get(agent, catalogue, {
      ...headers,
      ...(first.etag ? { 'if-none-match': first.etag } : {}),
    });
    agent.destroy();

    const ratio = big.perSecond / small.perSecond;
    console.log('');
    console.log(`answers per second, ${clients} clients, ${seconds} s each, brotli accepted:`);
    console.log(
      `  grocery catalogue  ${big.perSecond.toFixed(0).padStart(7)}/s  ${big.kbPerAnswer.toFixed(1)} KB each`,
    );
    console.log(
      `  favicon.svg        ${small.perSecond.toFixed(0).padStart(7)}/s  ${small.kbPerAnswer.toFixed(1)} KB each`,
    );
    console.log(`  catalogue / static file: ${ratio.toFixed(2)} (target >= 0.5)`);
    console.log(
      `repeat visit: first ${first.status}, ${(first.bytes / 1024).toFixed(1)} KB; ` +
        `again with its ETag ${repeat.status}, ${(repeat.bytes / 1024).toFixed(1)} KB (target: 304, nothing downloaded)`,
    );
    if (ratio < 0.5 || repeat.status !== 304) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => void cleanUp());
