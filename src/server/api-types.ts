/** Types shared by the endpoint dispatcher and the handlers. */
import type { EndpointName, ParsedBodyOf, ParsedQueryOf, ResponseOf } from '../contract/index.ts';
import type { Session, StorefrontDb } from './db.ts';
import type { Tenant } from './load-tenants.ts';
import type { TenantRegistry } from './tenant-registry.ts';

/** Parsed query and body of an endpoint (zod output, defaults applied). */
export type QueryOut<N extends EndpointName> = ParsedQueryOf<N>;
export type BodyOut<N extends EndpointName> = ParsedBodyOf<N>;

/** Endpoints answered without a merchant header: they are how a client finds its merchant. */
export const tenantFreeEndpoints = ['merchantBySub'] as const satisfies readonly EndpointName[];
export type TenantFreeEndpoint = (typeof tenantFreeEndpoints)[number];

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
  db: StorefrontDb;
  tenants: TenantRegistry;
}

/** Answers one endpoint with data of the endpoint's response schema; throws ApiError to fail. */
export type Handler<N extends EndpointName> = (
  ctx: HandlerContext<N>,
) => ResponseOf<N> | Promise<ResponseOf<N>>;

/** Handlers by endpoint name; an endpoint without one answers 501. */
export type Handlers = { [N in EndpointName]?: Handler<N> };
