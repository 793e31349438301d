/**
 * The API, built from the contract's endpoint table: one route per endpoint under /api, each going
 * through the same steps (tenant, token, input validation, handler, response check). No path or
 * payload is written twice, so the storefront's client and this server cannot drift apart.
 */
import type { Context, Hono } from 'hono';
import { IncomingMessage } from 'node:http';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import {
  routeOf,
  type EndpointDef,
  type EndpointName,
  type HttpMethod,
  type Route,
  USER_IMAGE_MAX_BYTES,
  USER_IMAGE_MAX_DATA_URL_LENGTH,
} from '../../contract/index.ts';
import { allEndpoints as endpoints } from '../../contract/endpoints/all.ts';
import { ApiError, fieldError } from '../base/api-error.ts';
import { AnswerCache, cachedEndpoints, rememberedRequestKey, singleHeader } from './answer-cache.ts';
import {
  guestEndpoints,
  tenantFreeEndpoints,
  type HandlerContext,
  type Handlers,
  type ServerServices,
} from './api-types.ts';
import { requireSession } from './auth.ts';
import type { StorefrontDb } from '../storage/db.ts';
import { messages } from '../base/error-messages.ts';
import { jsonPath } from '../tenants/fixture-problems.ts';
import type { Logger } from '../base/logger.ts';
import { parseInput, readJsonBody } from './request-input.ts';
import { resolveTenant } from '../tenants/resolve-tenant.ts';
import { IDEMPOTENCY_KEY_PATTERN } from '../storage/idempotency.ts';
import { clientAddress } from './client-address.ts';
import { requestOrigin } from './request-origin.ts';
import { limitRulesFor } from './rate-limit-rules.ts';
import type { TenantRegistry } from '../tenants/tenant-registry.ts';

/** Every API path starts with this. */
export const API_BASE = '/api';

/**
 * Endpoints whose body may be larger, with the error they answer past it. A profile picture is a
 * data URL of up to 3 MB (4 MB of base64); the 1 KB on top is the JSON around it.
 */
const pictureBody = {
  maxSize: USER_IMAGE_MAX_DATA_URL_LENGTH + 1024,
  error: () =>
    new ApiError(413, 'IMAGE_TOO_LARGE', messages.pictureTooLarge(USER_IMAGE_MAX_BYTES / 1024 / 1024)),
};
const largeBodies: Partial<Record<EndpointName, { maxSize: number; error: () => ApiError }>> = {
  userImage: pictureBody,
  consoleMenuPhoto: pictureBody,
  // A catalogue of a few thousand products with their texts in several languages.
  consoleMenuSave: {
    maxSize: 8 * 1024 * 1024,
    error: () => new ApiError(413, 'BODY_TOO_LARGE', messages.bodyTooLarge(8 * 1024 * 1024)),
  },
};

/** What the API routes need from the app. */
export interface ApiDeps {
  db: StorefrontDb;
  tenants: TenantRegistry;
  handlers: Handlers;
  /** Check every response against the endpoint's response schema (tests and dev). */
  validateResponses: boolean;
  /** Public answers kept serialized and compressed per fixture version (answer-cache.ts). */
  answers: AnswerCache;
  log: Logger;
  services: ServerServices;
  /** Take the client's address from X-Forwarded-For (only behind a proxy the deployment trusts). */
  trustProxy: boolean;
  /**
   * Endpoints left out of the server entirely (no route: 404 like any unknown path), e.g. the
   * development inbox in production mode.
   */
  disabled?: ReadonlySet<EndpointName>;
}

/** One endpoint of the table with its wire route. */
export interface ApiRouteEntry {
  name: EndpointName;
  def: EndpointDef;
  route: Route;
  /** Hono path: "/api" + template with {id} written :id. */
  honoPath: string;
  /** Matches a concrete path (without /api) against the template. */
  pattern: RegExp;
}

/** Path parameters that are not integer ids. merchantId is checked by resolveTenant. */
const NON_ID_PARAMS = new Set(['sub', 'merchantId']);
const tenantFree = new Set<EndpointName>(tenantFreeEndpoints);
const guestAllowed = new Set<EndpointName>(guestEndpoints);

/**
 * Whether the call needs the session behind its bearer token: WITH_TOKEN endpoints do, except that
 * a guest endpoint called without any Authorization header is answered without one (api-types.ts
 * says why). A header that is sent is checked in either case.
 */
function needsSession(name: EndpointName, route: Route, authorization: string | undefined): boolean {
  if (route.auth !== 'WITH_TOKEN') return false;
  return !(guestAllowed.has(name) && authorization === undefined);
}

const paramCount = (template: string) => (template.match(/\{/g) ?? []).length;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The endpoint table as routes, most specific first: /branches/full must be tried before
 * /branches/{id}, and Hono runs matching routes in registration order.
 * @throws when two endpoints share method and path (a contract mistake)
 */
export function apiRouteTable(): ApiRouteEntry[] {
  const entries = (Object.keys(endpoints) as EndpointName[]).map((name): ApiRouteEntry => {
    const def: EndpointDef = endpoints[name];
    const route = routeOf(def);
    const pattern = new RegExp(
      `^${route.template
        .split(/\{\w+\}/)
        .map(escapeRegExp)
        .join('[^/]+')}$`,
    );
    return { name, def, route, honoPath: API_BASE + route.template.replace(/\{(\w+)\}/g, ':$1'), pattern };
  });
  const seen = new Map<string, EndpointName>();
  for (const entry of entries) {
    const key = `${entry.route.method} ${entry.route.template}`;
    const other = seen.get(key);
    if (other) throw new Error(`Endpoints "${other}" and "${entry.name}" are both ${key}`);
    seen.set(key, entry.name);
  }
  return entries.sort((a, b) => paramCount(a.route.template) - paramCount(b.route.template));
}

function checkIdParams(params: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(params)) {
    if (NON_ID_PARAMS.has(name)) continue;
    if (!/^\d{1,15}$/.test(value)) {
      // Ids are non-negative integers.
      throw fieldError(name, { kind: 'number' });
    }
  }
}

/**
 * The Idempotency-Key header, when sent.
 * @throws ApiError 400 when it is not 8-100 printable characters (a UUID fits)
 */
function idempotencyKeyOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (!IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw fieldError('Idempotency-Key', { kind: 'format' });
  }
  return header;
}

/**
 * The key under which the answer cache remembers this request for the fast path: the raw address and
 * merchant header as Node read them, which is what the fast path looks them up by. None without a
 * Node request (tests calling the app directly).
 */
function rawRequestKey(c: Context): string | undefined {
  const env: unknown = c.env;
  const incoming = typeof env === 'object' && env !== null && 'incoming' in env ? env.incoming : undefined;
  if (!(incoming instanceof IncomingMessage) || incoming.url === undefined) return undefined;
  return rememberedRequestKey(singleHeader(incoming.headers.merchant), incoming.url);
}

/** A handler of any endpoint, as the dispatcher calls it. */
type AnyHandler = (ctx: HandlerContext<EndpointName>) => unknown;

function jsonResponse(data: unknown): Response {
  return new Response(JSON.stringify(data), {
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' },
  });
}

async function dispatch(c: Context, entry: ApiRouteEntry, deps: ApiDeps): Promise<Response> {
  const { name, def, route } = entry;
  // The table guarantees the handler for `name` takes HandlerContext<name>; the map type cannot say so.
  const handler = deps.handlers[name] as unknown as AnyHandler | undefined;
  if (!handler)
    throw new ApiError(501, 'NOT_IMPLEMENTED', messages.notImplemented(`${route.method} ${route.template}`));

  const params: Record<string, string> = c.req.param();
  const tenant = tenantFree.has(name)
    ? undefined
    : resolveTenant(c.req.header('merchant'), params.merchantId, deps.tenants);
  checkIdParams(params);
  const { services } = deps;
  const now = services.now();
  const authorization = c.req.header('authorization');
  const session = needsSession(name, route, authorization)
    ? await requireSession(deps.db, authorization, tenant, now, services.limits)
    : undefined;
  const query: unknown = def.query ? parseInput(def.query, c.req.query(), 'query') : undefined;
  const body: unknown = def.body
    ? parseInput(def.body, await readJsonBody(c.req.raw, deps.services.limits.bodyDepth), 'body')
    : undefined;
  const client = clientAddress(c, deps.trustProxy);
  const rules = limitRulesFor({ endpoint: name, tenant, session, body, client, now }, services.limits);
  if (rules.length > 0) {
    const exceeded = await deps.db.limits.hit(rules, now);
    if (exceeded) throw exceeded.rule.error(exceeded.retryAfter);
  }

  const context = {
    endpoint: name,
    tenant,
    params,
    query,
    body,
    session,
    authorization,
    client,
    idempotencyKey: idempotencyKeyOf(c.req.header('idempotency-key')),
    // Read when a handler asks (payments, to send the customer back): a kept answer never does.
    get origin() {
      return requestOrigin(c, deps.trustProxy);
    },
    acceptLanguage: c.req.header('accept-language'),
    db: deps.db,
    tenants: deps.tenants,
    services: deps.services,
  };
  const cached = tenant !== undefined && cachedEndpoints.has(name);
  const answer = async (): Promise<unknown> => {
    const result = await handler(context as HandlerContext<EndpointName>);
    // A kept answer is checked always (once per fixture version): it says it was (answer-cache.ts).
    if (cached || deps.validateResponses) checkResponse(entry, result, deps);
    return result;
  };
  if (tenant && cached) {
    return deps.answers.respond(
      tenant,
      JSON.stringify([name, params, query ?? null]),
      {
        ifNoneMatch: c.req.header('if-none-match'),
        acceptEncoding: c.req.header('accept-encoding'),
        remember:
          rules.length === 0 && !authorization && !context.idempotencyKey ? rawRequestKey(c) : undefined,
      },
      answer,
    );
  }
  return jsonResponse(await answer());
}

/** @throws ApiError 500 CONTRACT_VIOLATION (logged) when the handler's answer breaks the contract */
function checkResponse(entry: ApiRouteEntry, result: unknown, deps: ApiDeps): void {
  const { name, def, route } = entry;
  const checked = def.response.safeParse(result);
  if (checked.success) return;
  const issue = checked.error.issues[0];
  const where = issue ? `${jsonPath(issue.path)}: ${issue.message}` : 'invalid';
  deps.log.error(
    `[contract] ${name} (${route.method} ${route.template}) answered data its response schema rejects: ${where}`,
    checked.error,
  );
  throw new ApiError(500, 'CONTRACT_VIOLATION', messages.contractViolation(`${name} ${where}`));
}

/** 405 when the path exists with other methods, else 404. */
function unmatched(method: string, fullPath: string, table: readonly ApiRouteEntry[]): ApiError {
  const path = fullPath.slice(API_BASE.length) || '/';
  const allowed = [...new Set(table.filter((e) => e.pattern.test(path)).map((e) => e.route.method))];
  const route = `${method} ${fullPath}`;
  if (allowed.length > 0) {
    const list = allowed.join(', ');
    return new ApiError(405, 'METHOD_NOT_ALLOWED', messages.methodNotAllowed(route, list), { allow: list });
  }
  return new ApiError(404, 'NOT_FOUND', messages.routeNotFound(route));
}

/** Registers every endpoint of the table (and the /api catch-all) on the app. */
export function registerApiRoutes(app: Hono, deps: ApiDeps): void {
  const table = apiRouteTable().filter((entry) => !deps.disabled?.has(entry.name));
  app.use(`${API_BASE}/*`, compress());
  // Orders are the biggest ordinary payload and stay far below the limit (base/limits.ts: bodyBytes).
  const { bodyBytes } = deps.services.limits;
  const defaultLimit = bodyLimit({
    maxSize: bodyBytes,
    onError: () => {
      throw new ApiError(413, 'BODY_TOO_LARGE', messages.bodyTooLarge(bodyBytes));
    },
  });
  // The limit is per route, not one /api/* middleware, so a large-body endpoint can have its own. Where
  // two routes match a path (image and {id}), the first answers and the second's limit never runs.
  // GET routes have none: @hono/node-server gives a GET request no body whatever it sends, and the
  // limit's look at the body would build a full Fetch Request for every read (a seventh of a cached
  // answer's time).
  for (const entry of table) {
    if (entry.route.method === 'GET') {
      app.get(entry.honoPath, (c) => dispatch(c, entry, deps));
      continue;
    }
    const large = largeBodies[entry.name];
    const limit = large
      ? bodyLimit({
          maxSize: large.maxSize,
          onError: () => {
            throw large.error();
          },
        })
      : defaultLimit;
    app.on(entry.route.method satisfies HttpMethod, entry.honoPath, limit, (c) => dispatch(c, entry, deps));
  }
  // Registered last: runs only when no endpoint matched, and keeps /api paths away from the SPA fallback.
  app.all(`${API_BASE}/*`, (c) => {
    throw unmatched(c.req.method, c.req.path, table);
  });
  app.all(API_BASE, (c) => {
    throw unmatched(c.req.method, c.req.path, table);
  });
}
