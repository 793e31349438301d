/**
 * Who is asking, for per-client limits: the address of the connection, or, behind a proxy the
 * deployment trusts (TRUST_PROXY=true or createApp's `trustProxy`), the first address of
 * X-Forwarded-For. Never trust that header otherwise: any client can write it.
 */
import { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * The socket's address of the request @hono/node-server puts in the context's env (absent when tests
 * call app.request()). An instanceof check, not a schema: a loose schema would walk every property
 * of the request and its socket, which cost an eighth of a cached answer's time on every API call.
 */
function socketAddress(env: unknown): string | undefined {
  const incoming = typeof env === 'object' && env !== null && 'incoming' in env ? env.incoming : undefined;
  return incoming instanceof IncomingMessage ? incoming.socket.remoteAddress : undefined;
}

/** The client's address; "local" for requests that did not come over a socket (tests, tools). */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  // IPv4 clients of a dual-stack socket show as ::ffff:1.2.3.4; one client, one key.
  return socketAddress(c.env)?.replace(/^::ffff:/, '') ?? 'local';
}
