/**
 * `npm run bench:catalogue`: how the grocery's catalogue (3,000+ products, the largest answer of the
 * API) holds up against a small static file served by the same server in the same run, and what a
 * repeat visit downloads.
 *
 *   npm run bench:catalogue [-- --seconds 5 --clients 10]
 *
 * The reference server runs as its own process in production mode with the grocery tenant. For each
 * of the two addresses, `clients` keep-alive connections ask for it back to back for `seconds`,
 * accepting brotli as a browser does (the bodies are read whole, not decompressed). The ratio of the
 * catalogue's answers per second to the static file's is the figure (target: at least 0.5). The
 * client is api-load/lean-client.ts, not Node's http client: on two shared cores that one spent about
 * four times the server's CPU on each catalogue answer, so the figure was the client's. Each row also
 * says what an answer cost the server and the client in CPU, so a figure limited by the client shows
 * as such. Then one visitor asks for the catalogue twice, the second time with the ETag of the first:
 * a repeat visit should download no catalogue at all (304).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { buildStorefront } from '../src/tools/build.ts';
import { cleanUp } from './api-load/cleanup.ts';
import { askBackToBack } from './api-load/lean-client.ts';
import { type BenchServer, startBenchServer } from './api-load/server-process.ts';

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

/**
 * Answers per second of `clients` connections asking for `url` back to back for `seconds`, and the
 * CPU each answer cost the client and the server (µs; the server's only where /proc is readable).
 */
async function throughput(
  server: BenchServer,
  url: URL,
  headers: Record<string, string>,
  seconds: number,
  clients: number,
) {
  const clientBefore = process.cpuUsage();
  const serverBefore = server.cpuMicros();
  const { answers, bodyBytes } = await askBackToBack(url, headers, seconds, clients);
  const client = process.cpuUsage(clientBefore);
  const serverAfter = server.cpuMicros();
  const each = (micros: number) => micros / Math.max(answers, 1);
  return {
    perSecond: answers / seconds,
    kbPerAnswer: each(bodyBytes) / 1024,
    clientMicros: each(client.user + client.system),
    serverMicros:
      serverBefore === undefined || serverAfter === undefined ? undefined : each(serverAfter - serverBefore),
  };
}

/** One line of the report. */
function row(name: string, figures: Awaited<ReturnType<typeof throughput>>): string {
  const cpu = (micros: number | undefined) => (micros === undefined ? '  ?' : micros.toFixed(0).padStart(3));
  return (
    `  ${name.padEnd(18)} ${figures.perSecond.toFixed(0).padStart(7)}/s  ${figures.kbPerAnswer.toFixed(1).padStart(5)} KB each` +
    `  CPU per answer: server ${cpu(figures.serverMicros)} µs, client ${cpu(figures.clientMicros)} µs`
  );
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
    await throughput(server, catalogue, headers, 1, 2);
    await throughput(server, file, headers, 1, 2);
    const big = await throughput(server, catalogue, headers, seconds, clients);
    const small = await throughput(server, file, headers, seconds, clients);

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
    console.log(row('grocery catalogue', big));
    console.log(row('favicon.svg', small));
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
