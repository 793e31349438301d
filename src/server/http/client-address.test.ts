import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';

/** A context as @hono/node-server makes it: the Node request in env.incoming, over a socket from `address`. */
function contextFrom(address: string | undefined, headers: Record<string, string> = {}): Context {
  const socket = new Socket();
  Object.defineProperty(socket, 'remoteAddress', { value: address });
  return new Context(new Request('http://shop.test/api/x', { headers }), {
    env: { incoming: new IncomingMessage(socket), outgoing: undefined },
  });
}

describe('clientAddress', () => {
  it("is the socket's address, an IPv4 client of a dual-stack socket written as IPv4", () => {
    expect(clientAddress(contextFrom('203.0.113.9'), false)).toBe('203.0.113.9');
    expect(clientAddress(contextFrom('::ffff:203.0.113.9'), false)).toBe('203.0.113.9');
    expect(clientAddress(contextFrom('2001:db8::1'), false)).toBe('2001:db8::1');
  });

  it('is "local" without a socket (tests and tools calling the app) or without its address', () => {
    expect(clientAddress(new Context(new Request('http://shop.test/')), false)).toBe('local');
    expect(
      clientAddress(new Context(new Request('http://shop.test/'), { env: { incoming: {} } }), false),
    ).toBe('local');
    expect(clientAddress(contextFrom(undefined), false)).toBe('local');
  });

  it('believes X-Forwarded-For only behind a trusted proxy, and then its first address', () => {
    const forwarded = contextFrom('10.0.0.2', { 'x-forwarded-for': '198.51.100.4, 10.0.0.1' });
    expect(clientAddress(forwarded, true)).toBe('198.51.100.4');
    expect(clientAddress(forwarded, false)).toBe('10.0.0.2');
    expect(clientAddress(contextFrom('10.0.0.2'), true)).toBe('10.0.0.2');
  });
});
