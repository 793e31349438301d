/**
 * Who is asking, for per-client limits: the address of the connection, or, behind a proxy the
 * deployment trusts (TRUST_PROXY=true or createApp's `trustProxy`), the first address of
 * X-Forwarded-For. Never trust that header otherwise: any client can write it.
 */
import type { Context } from 'hono';
import { z } from 'zod';

/** What @hono/node-server puts in the context's env; absent when tests call app.request(). */
const NodeBindings = z.looseObject({
  incoming: z.looseObject({ socket: z.looseObject({ remoteAddress: z.string().optional() }) }),
});

/** The client's address; "local" for requests that did not come over a socket (tests, tools). */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const bindings = NodeBindings.safeParse(c.env);
  const address = bindings.success ? bindings.data.incoming.socket.remoteAddress : undefined;
  // IPv4 clients of a dual-stack socket show as ::ffff:1.2.3.4; one client, one key.
  return address?.replace(/^::ffff:/, '') ?? 'local';
}
