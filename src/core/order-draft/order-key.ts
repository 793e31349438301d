/**
 * The Idempotency-Key of an order being placed, and the fingerprint that says which body it belongs
 * to. The server answers a repeat of the same key and body with the first order, so a retry after a
 * time-out, a double tap or a reload during "Place order" never makes a second one; a key must never
 * go with another body (the server refuses that with 422 IDEMPOTENCY_KEY_REUSED).
 */

/**
 * A new key: a random UUID. `crypto.randomUUID` exists only in secure contexts (https, localhost);
 * a storefront served over plain http still gets a version 4 UUID from `getRandomValues`, which
 * every context has.
 */
export function newOrderKey(
  random: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto,
): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** cyrb53: a fast 53-bit string hash (public domain), enough to tell two bodies apart locally. */
function cyrb53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * A fingerprint of the order body as it is sent (its JSON), kept beside the key instead of the body
 * itself. Synchronous on purpose: it is taken, and the key stored, before the call goes, and
 * `crypto.subtle` is async (and missing over plain http). Not a security measure: the server hashes
 * the body itself.
 */
export function orderFingerprint(body: unknown): string {
  const text = JSON.stringify(body) ?? '';
  return `${cyrb53(text, 1).toString(36)}.${cyrb53(text, 2).toString(36)}.${text.length.toString(36)}`;
}
