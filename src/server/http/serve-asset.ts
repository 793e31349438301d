/**
 * Answers a request with one in-memory file (static-bundle.ts): the encoding the client accepts, a
 * validator per encoding, 304 when the client still has it, and the caching the file allows.
 */
import { chooseEncoding, type Encoding } from './accept-encoding.ts';
import { matchesIfNoneMatch } from './http-cache.ts';
import type { StaticAsset } from './static-bundle.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** An asset's response: the encoding the client takes, its validator, 304 when it still has it. */
export function serve(
  asset: StaticAsset,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
  pageHeaders: Record<string, string> = {},
): Response {
  const available = Object.keys(asset.encoded) as Encoding[];
  const encoding = chooseEncoding(acceptEncoding, available);
  const body = encoding === 'identity' ? asset.identity : (asset.encoded[encoding] ?? asset.identity);
  // Each encoding is a different representation, so it gets its own validator.
  const etag = encoding === 'identity' ? asset.etag : asset.etag.replace(/"$/, `-${encoding}"`);
  const headers: Record<string, string> = {
    'content-type': asset.contentType,
    // index.html must be revalidated, or a deploy would leave visitors on old chunk names.
    'cache-control': asset.immutable ? IMMUTABLE : 'no-cache',
    etag,
    'x-content-type-options': 'nosniff',
    ...pageHeaders,
  };
  if (available.length > 0) headers.vary ??= 'Accept-Encoding';
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  if (matchesIfNoneMatch(ifNoneMatch, etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}
