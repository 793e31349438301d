/** Content negotiation of Accept-Encoding for precompressed files. */

/** Encodings the static server keeps precompressed. */
export type Encoding = 'br' | 'gzip';

/** Quality value of each coding named in an Accept-Encoding header ("*" included). */
function qualities(header: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q' && value !== undefined) {
        const parsed = Number(value);
        q = Number.isFinite(parsed) ? parsed : 0;
      }
    }
    result.set(name, q);
  }
  return result;
}

/**
 * The best of the available encodings the client accepts, or "identity". Brotli wins a tie: it is
 * smaller. `br;q=0` (and a missing header) rule an encoding out.
 */
export function chooseEncoding(
  header: string | undefined,
  available: readonly Encoding[],
): Encoding | 'identity' {
  if (!header) return 'identity';
  const accepted = qualities(header);
  const wildcard = accepted.get('*') ?? 0;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of (['br', 'gzip'] as const).filter((e) => available.includes(e))) {
    const q = accepted.get(encoding) ?? wildcard;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding ?? 'identity';
}
