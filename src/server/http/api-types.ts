/** Types shared by the endpoint dispatcher and the handlers. */
import type { EndpointName, ParsedBodyOf, ParsedQueryOf, ResponseOf } from '../../contract/index.ts';
import type { CodeOutbox } from '../accounts/code-outbox.ts';
import type { Session, StorefrontDb } from '../storage/db.ts';
import type { Tenant } from '../tenants/load-tenants.ts';
import type { Limits } from '../limits.ts';
import type { Logger } from '../logger.ts';
import type { TenantRegistry } from '../tenants/tenant-registry.ts';

/** Parsed query and body of an endpoint (zod output, defaults applied). */
export type QueryOut<N extends EndpointName> = ParsedQueryOf<N>;
export type BodyOut<N extends EndpointName> = ParsedBodyOf<N>;

/**
 * Endpoints answered without a merchant header: merchantBySub is how a client finds its merchant; the
 * development inbox lists the codes of every merchant (a developer opens it in a browser tab).
 */
export const tenantFreeEndpoints = ['merchantBySub', 'devInbox'] as const satisfies readonly EndpointName[];
export type TenantFreeEndpoint = (typeof tenantFreeEndpoints)[number];

/** What handlers share beyond the request: clock, log, SMS outbox and limits from createApp's options. */
export interface ServerServices {
  /** The server clock, epoch milliseconds (tests move it). */
  now: () => number;
  log: Logger;
  /** Where sign-in codes are sent (the log; the development inbox when it is on). */
  outbox: CodeOutbox;
  /** Oldest accepted Telegram init data auth_date, in seconds. */
  initDataMaxAgeSeconds: number;
  /** The limits in force (limits.ts): defaults, then STOREFRONT_LIMITS, then createApp's `limits`. */
  limits: Limits;
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
  /** Set on WITH_TOKEN endpoints (the dispatcher refuses the call otherwise). */
  session: Session | undefined;
  /** The client's address, for per-client limits (http/client-address.ts). */
  client: string;
  /** The request's Idempotency-Key header, checked for form; undefined when none was sent. */
  idempotencyKey: string | undefined;
  db: StorefrontDb;
  tenants: TenantRegistry;
  services: ServerServices;
}

/** Answers one endpoint with data of the endpoint's response schema; throws ApiError to fail. */
export type Handler<N extends EndpointName> = (
  ctx: HandlerContext<N>,
) => ResponseOf<N> | Promise<ResponseOf<N>>;

/** Handlers by endpoint name; an endpoint without one answers 501. */
export type Handlers = { [N in EndpointName]?: Handler<N> };
