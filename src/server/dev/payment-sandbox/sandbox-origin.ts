/** Where a provider sandbox sends the merchant callbacks it drives. */
import { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * Where this server answers the connection the page came on: the socket's own address. The page's
 * host may be a tenant's sub-domain of localhost, which browsers resolve and Node does not; the
 * socket's address always reaches this very server. Without a socket (tests calling the app
 * directly) the request's origin.
 */
export function callbackOrigin(c: Context): string {
  const env: unknown = c.env;
  const incoming = typeof env === 'object' && env !== null && 'incoming' in env ? env.incoming : undefined;
  if (incoming instanceof IncomingMessage) {
    const { localAddress, localPort } = incoming.socket;
    if (localAddress && localPort) {
      const address = localAddress.replace(/^::ffff:/, '');
      const secure = 'encrypted' in incoming.socket && incoming.socket.encrypted === true;
      return `${secure ? 'https' : 'http'}://${address.includes(':') ? `[${address}]` : address}:${localPort}`;
    }
  }
  return new URL(c.req.url).origin;
}
