/**
 * What every endpoint of the table shares: its declaration's shape, the wire path read from it, and
 * the error body any of them may answer with. The domain files (catalogue.ts, orders.ts...) declare
 * their calls with `def`; index.ts puts them together.
 *
 * `path` is written exactly as the spec writes it, auth marker included ("/WITH_TOKEN" means the call
 * needs a bearer token; "/NO_TOKEN" is just removed). `routeOf` turns it into the wire path.
 */
import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** WITH_STAFF_TOKEN: a console call, needing a staff session's token (endpoints/console.ts). */
export type AuthMarker = 'WITH_TOKEN' | 'WITH_STAFF_TOKEN' | 'NO_TOKEN' | 'NONE';

/** Request headers an endpoint takes besides the ones every call carries (merchant, token). */
export type HeaderValues = Record<string, string | undefined>;

export interface EndpointDef<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  H extends z.ZodType<HeaderValues> = z.ZodType<HeaderValues>,
> {
  method: HttpMethod;
  /** As the spec writes it, e.g. "users/v1/users/me/WITH_TOKEN". */
  path: string;
  query?: Q;
  body?: B;
  /** Headers of this call alone, by their wire name; the client checks them before sending. */
  headers?: H;
  response: R;
  /** What the call is for (shown in docs and errors). */
  summary: string;
}

/** Keeps each entry's own type, so an endpoint without `query` has no query type. */
export const def = <const E extends EndpointDef>(e: E): E => e;

/** The answer of a call that has nothing to say but that it was done. */
export const Ok = z.object({ ok: z.literal(true) });

export interface Route {
  method: HttpMethod;
  /** Wire path without the auth marker, with a leading slash and {param} placeholders. */
  template: string;
  auth: AuthMarker;
}

/** Splits the spec's path into the wire path template and the auth marker. */
export function routeOf(e: Pick<EndpointDef, 'method' | 'path'>): Route {
  let template = e.path.startsWith('/') ? e.path : `/${e.path}`;
  let auth: AuthMarker = 'NONE';
  for (const marker of ['WITH_TOKEN', 'WITH_STAFF_TOKEN', 'NO_TOKEN'] as const) {
    if (template.endsWith(`/${marker}`)) {
      template = template.slice(0, -marker.length - 1);
      auth = marker;
    }
  }
  return { method: e.method, template, auth };
}

/** Fills {param} placeholders; every value is URI-encoded. */
export function fillPath(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The values an error's description carries, by name, beside the description: the server words its
 * descriptions in ru, uz and eng only, so the storefront words these in each of its languages from
 * its own catalogues (core/api/error-wording.ts). Counts are whole numbers, money in the merchant's
 * currency, times in seconds.
 */
export const ErrorDetails = z
  .object({
    /** Wrong codes that may still be typed before the code stops working. */
    triesLeft: z.number(),
    /** Seconds to wait before asking again. */
    seconds: z.number(),
    /** The most taken: lines, items, a product's count, addresses, uses of a promo, active orders. */
    max: z.number(),
    /** The fewest options to choose in a group. */
    min: z.number(),
    /** The least the products must cost (a promo's or a delivery's minimum), money. */
    minPrice: z.number(),
    /** The customer's cashback balance, money. */
    balance: z.number(),
    /** How many days ahead an order may be set. */
    days: z.number(),
    /** The largest picture taken, megabytes. */
    maxMb: z.number(),
  })
  .partial()
  .meta({ description: 'Values the error description carries, for clients to word in any language' });
export type ErrorDetails = z.infer<typeof ErrorDetails>;

/** Error body the API sends with a non-2xx status: a description per language, or one text. */
export const ApiErrorBody = z.object({
  code: z.string().optional(),
  description: z
    .union([z.string(), z.partialRecord(z.enum(['ru', 'uz', 'eng', 'kz', 'ar', 'tr', 'zh']), z.string())])
    .optional(),
  /** A newer server's details this version cannot read are dropped, the rest of the body stays. */
  details: ErrorDetails.optional().catch(undefined),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;
