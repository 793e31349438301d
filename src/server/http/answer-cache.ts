/**
 * Public API answers that depend only on the merchant's fixtures (catalogue, settings, banners,
 * stories, branches, cities, policies...): serialized, hashed and compressed once per fixture
 * version, then answered from memory, with an ETag that If-None-Match turns into a 304.
 *
 * - The key is the endpoint with its parsed path parameters and query (not the raw URL: unknown
 *   parameters do not make new entries), per Tenant object. Tenants are loaded at start; a fixture
 *   edited and loaded again is a new Tenant, hence new entries, and a new ETag, which is the hash of
 *   the JSON: every instance behind a load balancer gives the same answer the same ETag.
 * - gzip and brotli are made on first demand, off the event loop (zlib's thread pool), and kept;
 *   concurrent first requests share one piece of work. Brotli at quality 5: about as small as gzip -9
 *   in a fraction of quality 11's time, which on the grocery's 2.5 MB catalogue is seconds.
 * - Answers are `Cache-Control: no-cache`: the browser keeps them and revalidates every time (a 304
 *   costs a round trip and no body), so a changed fixture is seen on the next visit. They vary on the
 *   `merchant` header: one origin (a local host with ?vendor=) may serve several merchants.
 * - Errors are never cached (a handler that throws is asked again next time).
 * - Each answer is checked against its contract schema once, when it is made (api-routes.ts), and
 *   says so: `Storefront-Build` names the build whose contract checked it (src/tools/build-id.ts).
 *   The browser of that same build takes it as checked instead of parsing it again (the grocery's
 *   catalogue is 2.5 MB); any other client parses it as usual.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { CHECKED_BY_BUILD_HEADER } from '../../contract/catalogue-route.ts';
import type { EndpointName } from '../../contract/index.ts';
import type { Tenant } from '../tenants/load-tenants.ts';
import { chooseEncoding, type Encoding } from './accept-encoding.ts';
import { etagOf, matchesIfNoneMatch, toBody } from './http-cache.ts';

/** Endpoints whose answer is a function of the merchant's fixtures and the call's parameters alone. */
export const cachedEndpoints: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'overalls',
  'webSettings',
  'botSettings',
  'clickAppSettings',
  'banners',
  'stories',
  'branches',
  'branchesFull',
  'branchById',
  'cities',
  'regions',
  'brandCatalog',
  'policies',
  'extraPages',
  'paymentAvailability',
  'orderMerchantSettings',
]);

/** Entries kept per merchant; the oldest goes first (branch ids and city ids could be many). */
export const MAX_ENTRIES_PER_TENANT = 500;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const compressors: Record<Encoding, (bytes: Uint8Array) => Promise<Uint8Array>> = {
  gzip: (bytes) => gzipAsync(bytes, { level: 6 }),
  br: (bytes) =>
    brotliAsync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    }),
};

/** Bytes as a Response body takes them (copied once here, not per answer). */
type Body = Uint8Array<ArrayBuffer>;

class CachedAnswer {
  readonly etag: string;
  readonly json: Body;
  readonly #encoded = new Map<Encoding, Promise<Body>>();

  constructor(json: Uint8Array) {
    this.json = toBody(json);
    this.etag = etagOf(json);
  }

  encoded(encoding: Encoding): Promise<Body> {
    let pending = this.#encoded.get(encoding);
    if (!pending) {
      pending = compressors[encoding](this.json).then(toBody);
      // A failed compression is tried again next time rather than kept.
      pending.catch(() => this.#encoded.delete(encoding));
      this.#encoded.set(encoding, pending);
    }
    return pending;
  }
}

/** What the request asked for, as far as the cache cares. */
export interface CacheableRequest {
  ifNoneMatch: string | undefined;
  acceptEncoding: string | undefined;
}

export class AnswerCache {
  readonly #byTenant = new WeakMap<Tenant, Map<string, Promise<CachedAnswer>>>();

  /** @param build the id of the build whose contract checks the answers (src/tools/build-id.ts) */
  constructor(private readonly build: string) {}

  /**
   * The answer for the key, from memory or from `produce` (whose result is then kept). `produce`
   * checks what it gives against the contract: the answer says it was checked.
   */
  async #entry(tenant: Tenant, key: string, produce: () => Promise<unknown>): Promise<CachedAnswer> {
    let entries = this.#byTenant.get(tenant);
    if (!entries) {
      entries = new Map();
      this.#byTenant.set(tenant, entries);
    }
    const known = entries.get(key);
    if (known) return known;
    const made = produce().then((data) => new CachedAnswer(new TextEncoder().encode(JSON.stringify(data))));
    entries.set(key, made);
    made.catch(() => entries.delete(key));
    if (entries.size > MAX_ENTRIES_PER_TENANT) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    return made;
  }

  /** The HTTP answer: 304 when the client has this version, else the JSON in the best encoding. */
  async respond(
    tenant: Tenant,
    key: string,
    request: CacheableRequest,
    produce: () => Promise<unknown>,
  ): Promise<Response> {
    const answer = await this.#entry(tenant, key, produce);
    const headers = new Headers({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-cache',
      etag: answer.etag,
      vary: 'Accept-Encoding, merchant',
      [CHECKED_BY_BUILD_HEADER]: this.build,
    });
    if (matchesIfNoneMatch(request.ifNoneMatch, answer.etag))
      return new Response(null, { status: 304, headers });
    const encoding = chooseEncoding(request.acceptEncoding, ['br', 'gzip']);
    if (encoding === 'identity') return new Response(answer.json, { headers });
    headers.set('content-encoding', encoding);
    return new Response(await answer.encoded(encoding), { headers });
  }
}
