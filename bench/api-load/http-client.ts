/**
 * One bench client: a kept-alive HTTP connection (an agent with one socket) that posts orders as a
 * signed-in customer, each with its Idempotency-Key, and times each call from the first byte sent
 * to the last byte received.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** Longest wait for one answer; a call past it counts as an error with no answer. */
const REQUEST_LIMIT_MS = 15_000;

/** How one call ended. */
export type CallResult =
  | { kind: 'answered'; status: number; text: string; ms: number }
  /** Reset, refused, timed out: the client got no answer and cannot know whether the order was made. */
  | { kind: 'no-answer'; code: string; ms: number };

export interface OrderClient {
  post(path: string, body: unknown, idempotencyKey: string): Promise<CallResult>;
  get(path: string): Promise<CallResult>;
  close(): void;
}

/** A client of `base` (http://host:port/) for one merchant and one customer's bearer token. */
export function orderClient(base: string, merchantId: number, token: string): OrderClient {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const call = (method: 'GET' | 'POST', path: string, body?: string, key?: string) =>
    new Promise<CallResult>((resolve) => {
      const started = performance.now();
      const headers: Record<string, string> = {
        merchant: String(merchantId),
        authorization: `Bearer ${token}`,
      };
      if (body !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = String(Buffer.byteLength(body));
      }
      if (key !== undefined) headers['idempotency-key'] = key;
      const request = http.request(`${base}api${path}`, { method, headers, agent }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            kind: 'answered',
            status: response.statusCode ?? 0,
            text,
            ms: performance.now() - started,
          }),
        );
        response.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ kind: 'no-answer', code: error.code ?? error.message, ms: performance.now() - started }),
        );
      });
      request.setTimeout(REQUEST_LIMIT_MS, () =>
        request.destroy(Object.assign(new Error('timed out'), { code: 'TIMEOUT' })),
      );
      request.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ kind: 'no-answer', code: error.code ?? error.message, ms: performance.now() - started }),
      );
      request.end(body);
    });
  return {
    post: (path, body, key) => call('POST', path, JSON.stringify(body), key),
    get: (path) => call('GET', path),
    close: () => agent.destroy(),
  };
}
