/**
 * The API table of spec section 7, as data, one file per domain. The HTTP client and the reference
 * server are both built from it, so a path or payload cannot drift between them.
 *
 * The table is split in two by when the storefront needs it, because each endpoint's zod schemas are
 * built when its file loads:
 * - `endpoints` (this file): the domains any page may call. The API client's checked part loads them
 *   with its first call (core/api/client.ts).
 * - the calls of screens loaded on demand (reservations.ts, waiter-calls.ts, vacancies.ts): such a
 *   screen hands its table to the client (addEndpoints) when its code arrives, so their schemas never
 *   ride along with the table above. The server serves every endpoint (all.ts).
 * The endpoint types (EndpointName, ResponseOf...) cover both.
 */
import type { z } from 'zod';
import type { allEndpoints } from './all.ts';
import { accountEndpoints } from './accounts.ts';
import { catalogueEndpoints } from './catalogue.ts';
import { contentEndpoints } from './content.ts';
import { devEndpoints } from './dev.ts';
import { orderEndpoints } from './orders.ts';
import { paymentEndpoints } from './payments.ts';
import { placeEndpoints } from './places.ts';

export {
  ApiErrorBody,
  ErrorDetails,
  fillPath,
  routeOf,
  type AuthMarker,
  type EndpointDef,
  type HeaderValues,
  type HttpMethod,
  type Route,
} from './define.ts';
export {
  CodeSent,
  PhoneNumber,
  USER_IMAGE_MAX_BYTES,
  USER_IMAGE_MAX_DATA_URL_LENGTH,
  UserImageDataUrl,
} from './accounts.ts';
export { IDEMPOTENCY_KEY_PATTERN, IdempotencyKey } from './orders.ts';
export {
  PLACE_SEARCH_DEFAULT_LIMIT,
  PLACE_SEARCH_MAX_LENGTH,
  PLACE_SEARCH_MAX_LIMIT,
  ViewBox,
} from './places.ts';

export const endpoints = {
  ...catalogueEndpoints,
  ...accountEndpoints,
  ...orderEndpoints,
  ...paymentEndpoints,
  ...placeEndpoints,
  ...contentEndpoints,
  ...devEndpoints,
} as const;

/** Every endpoint, those of screens loaded on demand included (all.ts). */
export type Endpoints = typeof allEndpoints;
export type EndpointName = keyof Endpoints;
/** An endpoint's schema of one part of the call (query, body, headers); undefined when it has none. */
type PartOf<N extends EndpointName, K extends 'query' | 'body' | 'headers'> = Endpoints[N] extends {
  [P in K]: infer S extends z.ZodType;
}
  ? S
  : undefined;
type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

export type QueryOf<N extends EndpointName> = InputOf<PartOf<N, 'query'>>;
export type BodyOf<N extends EndpointName> = InputOf<PartOf<N, 'body'>>;
/** The call's own headers (see EndpointDef.headers); undefined when it takes none. */
export type HeadersOf<N extends EndpointName> = InputOf<PartOf<N, 'headers'>>;
export type ResponseOf<N extends EndpointName> = z.output<Endpoints[N]['response']>;
/** The query as the server sees it after parsing (defaults applied); undefined without a query schema. */
export type ParsedQueryOf<N extends EndpointName> = OutputOf<PartOf<N, 'query'>>;
/** The body as the server sees it after parsing; undefined without a body schema. */
export type ParsedBodyOf<N extends EndpointName> = OutputOf<PartOf<N, 'body'>>;
