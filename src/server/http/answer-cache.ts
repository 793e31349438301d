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
 *   concurrent first requests share one piece of work. Brotli is made again at its best quality in
 *   the background as soon as an answer is made, and that replaces the first one when done
 *   (answer-compression.ts says why and how).
 * - Answers are `Cache-Control: no-cache`: the browser keeps them and revalidates every time (a 304
 *   costs a round trip and no body), so a changed fixture is seen on the next visit. They vary on the
 *   `merchant` header: one origin (a local host with ?vendor=) may serve several merchants.
 * - Errors are never cached (a handler that throws is asked again next time).
 * - Each answer is checked against its contract schema once, when it is made (api-routes.ts), and
 *   says so: `Storefront-Build` names the build whose contract checked it (src/tools/build-id.ts).
 *   The browser of that same build takes it as checked instead of parsing it again (the grocery's
 *   catalogue is 2.5 MB); any other client parses it as usual.
 * - A request the API answered from here is remembered by its raw address and merchant header, so
 *   that the same request again can be answered without the app (answer-fast-path.ts).
 */
import { CHECKED_BY_BUILD_HEADER } from '../../contract/catalogue-route.ts';
import type { EndpointName } from '../../contract/index.ts';
import type { Tenant } from '../tenants/load-tenants.ts';
import { chooseEncoding, type Encoding } from './accept-encoding.ts';
import { BackgroundQueue, bestCompressors, quickCompressors } from './answer-compression.ts';
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

/** Bytes as a Response body takes them (copied once here, not per answer). */
type Body = Uint8Array<ArrayBuffer>;

/** Requests remembered for the fast path; the oldest goes first (a client may vary the address). */
export const MAX_REMEMBERED_REQUESTS = 1000;

export class CachedAnswer {
  readonly etag: string;
  readonly json: Body;
  /** Bodies made: the best of each encoding once done, else the quick one. */
  readonly #ready = new Map<Encoding, Body>();
  /** Quick encodings being made for a first request. */
  readonly #making = new Map<Encoding, Promise<Body>>();

  /** @param background where the best encodings are made (one answer after another) */
  constructor(json: Uint8Array, background: BackgroundQueue) {
    this.json = toBody(json);
    this.etag = etagOf(json);
    for (const [encoding, compress] of bestCompressors) {
      background.add(async () => {
        this.#ready.set(encoding, toBody(await compress(this.json)));
      });
    }
  }

  /** The body in an encoding: the best made so far, or the quick one made now for the first asker. */
  encoded(encoding: Encoding): Body | Promise<Body> {
    const ready = this.#ready.get(encoding);
    if (ready) return ready;
    let pending = this.#making.get(encoding);
    if (!pending) {
      pending = quickCompressors[encoding](this.json).then(toBody);
      this.#making.set(encoding, pending);
      pending.then(
        (body) => {
          // The best one may have come first.
          if (!this.#ready.has(encoding)) this.#ready.set(encoding, body);
          this.#making.delete(encoding);
        },
        // A failed compression is tried again next time rather than kept.
        () => this.#making.delete(encoding),
      );
    }
    return pending;
  }

  /** The body in an encoding when it is made already. */
  encodedNow(encoding: Encoding): Body | undefined {
    return this.#ready.get(encoding);
  }
}

/** What the request asked for, as far as the cache cares. */
export interface CacheableRequest {
  ifNoneMatch: string | undefined;
  acceptEncoding: string | undefined;
  /**
   * Set when the same request again may be answered from here without the app: its raw address and
   * merchant header (answer-fast-path.ts), given by the API route when nothing else in the request
   * could change the answer.
   */
  remember?: string;
}

/** The key under which a request is remembered (answer-fast-path.ts): its merchant header and raw address. */
export function rememberedRequestKey(merchant: string | undefined, rawUrl: string): string {
  return `${merchant ?? ''}\n${rawUrl}`;
}

/** A Node header value as one string (Node gives a few headers as arrays). */
export const singleHeader = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value.join(', ') : value;

/** The headers of a kept answer, before the app's own (security, date) are added. */
export function answerHeaders(answer: CachedAnswer, build: string): Record<string, string> {
  return {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-cache',
    etag: answer.etag,
    vary: 'Accept-Encoding, merchant',
    [CHECKED_BY_BUILD_HEADER]: build,
  };
}

export class AnswerCache {
  readonly #byTenant = new WeakMap<Tenant, Map<string, Promise<CachedAnswer>>>();
  readonly #background = new BackgroundQueue();
  /** Answers by the raw address and merchant header of a request answered from here before. */
  readonly #remembered = new Map<string, CachedAnswer>();

  /** @param build the id of the build whose contract checks the answers (src/tools/build-id.ts) */
  constructor(readonly build: string) {}

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
    const made = produce().then(
      (data) => new CachedAnswer(new TextEncoder().encode(JSON.stringify(data)), this.#background),
    );
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
    if (request.remember !== undefined) this.#remember(request.remember, answer);
    const headers = new Headers(answerHeaders(answer, this.build));
    if (matchesIfNoneMatch(request.ifNoneMatch, answer.etag))
      return new Response(null, { status: 304, headers });
    const encoding = chooseEncoding(request.acceptEncoding, ['br', 'gzip']);
    if (encoding === 'identity') return new Response(answer.json, { headers });
    headers.set('content-encoding', encoding);
    return new Response(await answer.encoded(encoding), { headers });
  }

  /**
   * Forgets every remembered request: a tenant's data changed (tenants/tenant-registry.ts), and a
   * remembered address would keep answering its old version. Kept answers need no forgetting: they
   * are kept per Tenant object, and the changed tenant is a new one.
   */
  forgetRequests(): void {
    this.#remembered.clear();
  }

  #remember(request: string, answer: CachedAnswer): void {
    if (this.#remembered.get(request) === answer) return;
    this.#remembered.delete(request);
    this.#remembered.set(request, answer);
    if (this.#remembered.size > MAX_REMEMBERED_REQUESTS) {
      const oldest = this.#remembered.keys().next().value;
      if (oldest !== undefined) this.#remembered.delete(oldest);
    }
  }

  /** The answer of a request remembered by `respond` (its `remember` value), if any. */
  remembered(request: string): CachedAnswer | undefined {
    return this.#remembered.get(request);
  }

  /** Resolves when every best encoding asked for so far is made (tests wait for it). */
  idle(): Promise<void> {
    return this.#background.idle();
  }

  /** Stops making best encodings not started yet (the server is stopping). */
  close(): void {
    this.#background.close();
  }
}
