/** Types shared by the endpoint dispatcher and the handlers. */
import type { z } from 'zod';
import type {
  EndpointName,
  Endpoints,
  ParsedBodyOf,
  ParsedQueryOf,
  ResponseOf,
} from '../../contract/index.ts';
import type { Session, StorefrontDb } from '../storage/db.ts';
import type { Tenant } from '../tenants/load-tenants.ts';
import type { Limits } from '../base/limits.ts';
import type { Logger } from '../base/logger.ts';
import type { TenantRegistry } from '../tenants/tenant-registry.ts';
import type { DomainServices } from '../base/domain-services.ts';

/** Parsed query and body of an endpoint (zod output, defaults applied). */
export type QueryOut<N extends EndpointName> = ParsedQueryOf<N>;
export type BodyOut<N extends EndpointName> = ParsedBodyOf<N>;

/**
 * Endpoints answered without a merchant header: merchantBySub is how a client finds its merchant; the
 * development inbox lists the codes of every merchant (a developer opens it in a browser tab).
 */
export const tenantFreeEndpoints = ['merchantBySub', 'devInbox'] as const satisfies readonly EndpointName[];
export type TenantFreeEndpoint = (typeof tenantFreeEndpoints)[number];

/**
 * WITH_TOKEN endpoints a guest may call without a token. Decision: the spec marks reverse lookup and
 * the delivery zones WITH_TOKEN, but guests choose delivery addresses too (their addresses are kept
 * in local storage, spec section 4), and the address picker needs both: the address under the pin
 * and whether a zone holds it. Neither answer is about the customer. A token that is sent is still
 * checked (401 for a stale one, as on every WITH_TOKEN call, so the storefront's logout rule holds);
 * without one the call is answered as for a guest.
 */
export const guestEndpoints = [
  'reverseGeocode',
  'regions',
  // A job seeker applies without being a customer (vacancies/vacancy-handlers.ts).
  'vacancyApply',
] as const satisfies readonly EndpointName[];

/**
 * Endpoints whose handlers answer in the wire form of the response schema (its input type) rather
 * than the parsed form. The geocoding calls answer exactly as Nominatim does, lat, lon and the
 * bounding box as decimal strings, which the contract's Place reads into numbers for the storefront.
 */
export const wireAnswerEndpoints = [
  'reverseGeocode',
  'placeSearch',
] as const satisfies readonly EndpointName[];
type WireAnswerEndpoint = (typeof wireAnswerEndpoints)[number];

/** What a handler returns: the parsed response, or for wireAnswerEndpoints the wire form. */
export type AnswerOf<N extends EndpointName> = N extends WireAnswerEndpoint
  ? z.input<Endpoints[N]['response']>
  : ResponseOf<N>;

/**
 * What handlers share beyond the request: clock, log and limits from createApp's options, and the
 * services of the domains (DomainServices: the SMS code outbox, the maps, the payment providers'
 * clients), which each domain names from its own folder so that this contract imports none of them.
 */
export interface ServerServices extends DomainServices {
  /** The server clock, epoch milliseconds (tests move it). */
  now: () => number;
  log: Logger;
  /** Oldest accepted Telegram init data auth_date, in seconds. */
  initDataMaxAgeSeconds: number;
  /** The limits in force (base/limits.ts): defaults, then STOREFRONT_LIMITS, then createApp's `limits`. */
  limits: Limits;
  /**
   * Development only: online payments go to the reference server's provider sandbox instead of the
   * provider's page (payments/README.md).
   */
  paymentSandbox: boolean;
}

/** Everything a handler gets: validated input, the tenant, the session and the stores. */
export interface HandlerContext<N extends EndpointName> {
  endpoint: N;
  /** The merchant the call is for (from the merchant header or a {merchantId} path segment). */
  tenant: N extends TenantFreeEndpoint ? undefined : Tenant;
  /** Path parameters; all but {sub} are checked to be non-negative integers (read with `idParam`). */
  params: Readonly<Record<string, string>>;
  query: QueryOut<N>;
  body: BodyOut<N>;
  /**
   * Set on WITH_TOKEN endpoints (the dispatcher refuses the call otherwise), except guestEndpoints
   * called without a token.
   */
  session: Session | undefined;
  /**
   * The request's Authorization header as sent: the console's calls (WITH_STAFF_TOKEN) read their
   * staff token from it (console/staff-auth.ts), since `session` is only ever a customer's.
   */
  authorization: string | undefined;
  /** The client's address, for per-client limits (http/client-address.ts). */
  client: string;
  /** The request's Idempotency-Key header, checked for form; undefined when none was sent. */
  idempotencyKey: string | undefined;
  /** The storefront origin the call came through (http/request-origin.ts): where a customer returns. */
  origin: string;
  /** The request's Accept-Language header (the browser's languages), as sent; undefined when none. */
  acceptLanguage: string | undefined;
  db: StorefrontDb;
  tenants: TenantRegistry;
  services: ServerServices;
}

/** Answers one endpoint with data of the endpoint's response schema; throws ApiError to fail. */
export type Handler<N extends EndpointName> = (ctx: HandlerContext<N>) => AnswerOf<N> | Promise<AnswerOf<N>>;

/** Handlers by endpoint name; an endpoint without one answers 501. */
export type Handlers = { [N in EndpointName]?: Handler<N> };
