/**
 * Kept public answers (answer-cache.ts) written straight to the Node response, without the app.
 *
 * Why: the grocery's catalogue is the same bytes for every visitor, yet going through the app (a
 * Fetch Request and Headers built from the Node request, routing, three middlewares, the API's
 * dispatch, a Response turned back into Node headers) cost about as much as writing its 82 KB: the
 * server answered about half as many catalogues per second as a static file of the same size.
 *
 * Only a request the app could not answer differently is answered here:
 * - a GET whose raw address and `merchant` header are those of a request the API answered from the
 *   answer cache before (the route remembers it, api-routes.ts, only when nothing else in it could
 *   change the answer: no rate limit counts it). The path, query and merchant decide the endpoint,
 *   the tenant and the kept answer, which does not change while the server runs;
 * - without Authorization (a session, and `Cache-Control: no-store` from the security headers) or
 *   Idempotency-Key (a malformed one is a 400);
 * - with a Host header the app takes as it is (see HOST), since a host it refuses is a 400;
 * - in an encoding made already (brotli or gzip; an identity answer is compressed by the app's
 *   compress middleware for clients that take only deflate), or a 304.
 * Everything else, including the first request for an answer, goes to the app. The headers are the
 * app's: the cache's own, the security headers of an API answer, and the date of the server's clock;
 * a test compares every header of both ways over HTTP.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { chooseEncoding } from './accept-encoding.ts';
import { answerHeaders, rememberedRequestKey, singleHeader, type AnswerCache } from './answer-cache.ts';
import { matchesIfNoneMatch } from './http-cache.ts';
import { apiAnswerSecurityHeaders, cameOverTls } from './security-headers.ts';
import { API_BASE } from './api-routes.ts';

/**
 * Hosts that @hono/node-server takes without parsing the address again (its own fast check; any
 * other Host, even a valid one, goes to the app, which accepts or refuses it).
 */
const HOST = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/;

export interface FastPathOptions {
  answers: AnswerCache;
  /** The server's clock, as the app's Date header gives it. */
  now: () => number;
  /** Whether X-Forwarded-Proto is believed (the security headers' Strict-Transport-Security). */
  trustProxy: boolean;
}

/**
 * A request listener's first step: true when it answered the request from the answer cache, false
 * when the request is the app's to answer (and nothing was written).
 */
export function answerFromCache(options: FastPathOptions) {
  const prefix = `${API_BASE}/`;
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const url = request.url;
    if (request.method !== 'GET' || url === undefined || !url.startsWith(prefix)) return false;
    const { headers } = request;
    if (headers.authorization !== undefined || headers['idempotency-key'] !== undefined) return false;
    if (headers.host === undefined || !HOST.test(headers.host)) return false;
    const answer = options.answers.remembered(rememberedRequestKey(singleHeader(headers.merchant), url));
    if (!answer) return false;

    const encrypted = 'encrypted' in request.socket && request.socket.encrypted === true;
    const overTls = cameOverTls(
      { protocol: encrypted ? 'https:' : 'http:' },
      singleHeader(headers['x-forwarded-proto']),
      options.trustProxy,
    );
    const written: Record<string, string> = {
      ...answerHeaders(answer, options.answers.build),
      ...apiAnswerSecurityHeaders(overTls),
      date: new Date(options.now()).toUTCString(),
    };
    if (matchesIfNoneMatch(singleHeader(headers['if-none-match']), answer.etag)) {
      response.writeHead(304, written);
      response.end();
      return true;
    }
    const encoding = chooseEncoding(singleHeader(headers['accept-encoding']), ['br', 'gzip']);
    const body = encoding === 'identity' ? undefined : answer.encodedNow(encoding);
    if (encoding === 'identity' || !body) return false;
    written['content-encoding'] = encoding;
    written['content-length'] = String(body.byteLength);
    response.writeHead(200, written);
    response.end(body);
    return true;
  };
}
