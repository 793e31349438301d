/** Small HTTP caching helpers shared by media and static files. */
import { createHash } from 'node:crypto';

/** A strong ETag from the bytes of a body. */
export function etagOf(body: Uint8Array, suffix = ''): string {
  const hash = createHash('sha1').update(body).digest('base64url').slice(0, 22);
  return `"${hash}${suffix}"`;
}

/** True when an If-None-Match header names this ETag (or is "*"). Weak comparison, as RFC 9110 asks. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}

/** A copy whose buffer is a plain ArrayBuffer, which is what the Response body type wants. */
export function toBody(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return copy;
}
