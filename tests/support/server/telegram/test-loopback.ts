/**
 * TEST ONLY: whether an address is this machine, and an HTTP client that refuses, without any network,
 * every address that is not: tests of the Telegram calls assert that nothing left loopback.
 */
import { isIP } from 'node:net';

const LOOPBACK_NAMES = new Set(['localhost']);

/** Whether a host name is this machine: localhost, 127.0.0.0/8, ::1. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (LOOPBACK_NAMES.has(bare)) return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  if (isIP(bare) === 6) return bare === '::1' || bare.startsWith('::ffff:127.');
  return false;
}

/**
 * A fetch that records every address asked for and refuses, without any network, each one that is
 * not this machine.
 */
export function loopbackOnlyFetch(): typeof fetch & { urls: URL[] } {
  const urls: URL[] = [];
  const guarded = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    urls.push(url);
    if (!isLoopback(url.hostname))
      return Promise.reject(new TypeError(`refused: ${url.hostname} is not this machine`));
    return fetch(input, init);
  };
  return Object.assign(guarded, { urls });
}
