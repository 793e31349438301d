/**
 * The throughput bench's client (bench/api-load/lean-client.ts) counts every answer whole, however
 * the bytes are split across reads, and refuses what it cannot count: a figure is never made of
 * answers it did not read.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { AnswerCounter, askBackToBack } from '../../bench/api-load/lean-client.ts';

const answer = (status: string, body: string, extra = '') =>
  `HTTP/1.1 ${status}\r\nContent-Type: text/plain\r\n${extra}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

/** Feeds `bytes` to a counter `size` bytes per read, through one reused buffer as the socket does. */
function feed(bytes: Buffer, size: number): Array<[number, number]> {
  const seen: Array<[number, number]> = [];
  const counter = new AnswerCounter((status, bodyBytes) => seen.push([status, bodyBytes]));
  const reused = Buffer.alloc(size);
  for (let at = 0; at < bytes.length; at += size) {
    const length = bytes.copy(reused, 0, at, Math.min(at + size, bytes.length));
    counter.read(reused, length);
  }
  return seen;
}

describe('AnswerCounter', () => {
  const stream = Buffer.from(
    answer('200 OK', 'hello') +
      answer('304 Not Modified', '') +
      answer('200 OK', 'x'.repeat(3000), 'ETag: "a"\r\n'),
  );

  it('counts each answer with its status and body size, whatever the read size', () => {
    for (const size of [1, 2, 3, 7, 19, 64, 1000, stream.length]) {
      expect(feed(stream, size), `reads of ${size} bytes`).toEqual([
        [200, 5],
        [304, 0],
        [200, 3000],
      ]);
    }
  });

  it('refuses a chunked answer and an answer without a length', () => {
    const chunked = Buffer.from(
      'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n',
    );
    expect(() => feed(chunked, 100)).toThrow(/HTTP 200 without a Content-Length/);
    expect(() => feed(Buffer.from('HTTP/1.1 200 OK\r\n\r\n'), 100)).toThrow(/without a Content-Length/);
  });

  it('refuses bytes that are not an HTTP/1.1 answer', () => {
    expect(() => feed(Buffer.from('SSH-2.0-OpenSSH\r\n\r\n'), 100)).toThrow(/not an HTTP\/1\.1 answer/);
  });
});

describe('askBackToBack', () => {
  let server: http.Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  const serve = (handler: http.RequestListener) =>
    new Promise<URL>((resolve) => {
      server = http.createServer(handler).listen(0, '127.0.0.1', () => {
        const { port } = server?.address() as AddressInfo;
        resolve(new URL(`http://127.0.0.1:${port}/file?x=1`));
      });
    });

  it('asks on kept-alive connections with the given headers and counts every body byte', async () => {
    const seen = new Set<string>();
    const url = await serve((request, response) => {
      seen.add(`${request.url} ${request.headers['accept-encoding']} ${request.socket.remotePort}`);
      response.setHeader('content-length', '1234');
      response.end('y'.repeat(1234));
    });
    const result = await askBackToBack(url, { 'accept-encoding': 'br' }, 0.2, 3);
    expect(result.answers).toBeGreaterThan(3);
    expect(result.bodyBytes).toBe(result.answers * 1234);
    expect([...seen].every((line) => line.startsWith('/file?x=1 br '))).toBe(true);
    expect(seen.size).toBe(3); // one line per connection: three ports, each kept alive
  });

  it('fails the run on an answer that is not a 200', async () => {
    const url = await serve((_request, response) => {
      response.statusCode = 500;
      response.end('no');
    });
    await expect(askBackToBack(url, {}, 0.2, 2)).rejects.toThrow('/file: HTTP 500');
  });
});
